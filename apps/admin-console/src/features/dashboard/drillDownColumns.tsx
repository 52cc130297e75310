import type {
  DashboardAgentRow,
  DashboardAttendanceRow,
  DashboardInteractionRow,
} from '@atende/contract';
import { formatDateTime, type CsvColumn } from '@atende/ui';
import type { TFunction } from 'i18next';
import Button from 'antd/es/button';
import type { TableColumnsType } from 'antd';

/** Which conversation the message dialog shows: an attendance or a chatbot session. */
export type MessagesTarget = { kind: 'attendance' | 'interaction'; id: number };

const when = (value: string | null) => (value ? formatDateTime(value) : '');

/** Columns of the agents drill-down (seed 001 §3 "Agent row"); availability in words (§9). */
export function agentColumns(t: TFunction): TableColumnsType<DashboardAgentRow> {
  return [
    { title: t('dashboard.login'), dataIndex: 'user_Login' },
    { title: t('dashboard.name'), dataIndex: 'user_Name' },
    { title: t('dashboard.email'), dataIndex: 'user_Email' },
    {
      title: t('dashboard.availability'),
      dataIndex: 'user_Attending',
      render: (value: number) =>
        value === 1 ? t('common:availability.available') : t('common:availability.unavailable'),
    },
  ];
}

const idButton = (
  t: TFunction,
  onOpen: (target: MessagesTarget) => void,
  target: MessagesTarget,
) => (
  <Button
    type="link"
    style={{ padding: 0 }}
    aria-label={t('dashboard.openMessages', { id: target.id })}
    onClick={() => onOpen(target)}
  >
    {target.id}
  </Button>
);

/** Columns of the attendances drill-down (seed 001 §3 "Attendance row"); the id opens its messages. */
export function attendanceColumns(
  t: TFunction,
  onOpen: (target: MessagesTarget) => void,
): TableColumnsType<DashboardAttendanceRow> {
  return [
    {
      title: t('dashboard.id'),
      dataIndex: 'attendence_Id',
      render: (id: number) => idButton(t, onOpen, { kind: 'attendance', id }),
    },
    { title: t('dashboard.client'), dataIndex: 'client_Identify' },
    { title: t('dashboard.queueStart'), dataIndex: 'attendence_Queue_Start', render: when },
    { title: t('dashboard.start'), dataIndex: 'attendence_Start', render: when },
    { title: t('dashboard.transfer'), dataIndex: 'attendence_Transfer', render: when },
    { title: t('dashboard.end'), dataIndex: 'attendence_End', render: when },
    { title: t('dashboard.agent'), dataIndex: 'agent_Name' },
    { title: t('dashboard.result'), dataIndex: 'attendence_Result' },
  ];
}

/** How a session ended, in words ('' while open). */
const endedText =
  (t: TFunction) =>
  (reason: DashboardInteractionRow['ended_Reason']): string =>
    reason ? t(`dashboard.ended.${reason}`) : '';

/** Columns of the interactions drill-down (seed 001 §3 "Interaction row"); the id opens its messages. */
export function interactionColumns(
  t: TFunction,
  onOpen: (target: MessagesTarget) => void,
): TableColumnsType<DashboardInteractionRow> {
  return [
    {
      title: t('dashboard.id'),
      dataIndex: 'client_Operation_Id',
      render: (id: number) => idButton(t, onOpen, { kind: 'interaction', id }),
    },
    { title: t('dashboard.client'), dataIndex: 'client_Identify' },
    { title: t('dashboard.flow'), dataIndex: 'flow_Name' },
    { title: t('dashboard.interactionStart'), dataIndex: 'interaction_Start', render: when },
    { title: t('dashboard.lastInteraction'), dataIndex: 'last_Interaction', render: when },
    { title: t('dashboard.endedReason'), dataIndex: 'ended_Reason', render: endedText(t) },
  ];
}

/** The CSV columns of the attendances export (seed 001 §2: "The attendance and interaction tables have CSV export"). */
export function attendanceCsv(t: TFunction): CsvColumn<DashboardAttendanceRow>[] {
  return [
    { title: t('dashboard.id'), value: (r) => r.attendence_Id },
    { title: t('dashboard.client'), value: (r) => r.client_Identify },
    { title: t('dashboard.queueStart'), value: (r) => r.attendence_Queue_Start },
    { title: t('dashboard.start'), value: (r) => r.attendence_Start ?? '' },
    { title: t('dashboard.transfer'), value: (r) => r.attendence_Transfer ?? '' },
    { title: t('dashboard.end'), value: (r) => r.attendence_End ?? '' },
    { title: t('dashboard.agent'), value: (r) => r.agent_Name },
    { title: t('dashboard.result'), value: (r) => r.attendence_Result },
  ];
}

/** The CSV columns of the interactions export. */
export function interactionCsv(t: TFunction): CsvColumn<DashboardInteractionRow>[] {
  return [
    { title: t('dashboard.id'), value: (r) => r.client_Operation_Id },
    { title: t('dashboard.client'), value: (r) => r.client_Identify },
    { title: t('dashboard.flow'), value: (r) => r.flow_Name },
    { title: t('dashboard.interactionStart'), value: (r) => r.interaction_Start },
    { title: t('dashboard.lastInteraction'), value: (r) => r.last_Interaction },
    { title: t('dashboard.endedReason'), value: (r) => endedText(t)(r.ended_Reason) },
  ];
}
