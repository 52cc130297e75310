import type { FlowViewParts } from '@atende/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** A date field's value: a dayjs while editing, the form library's local text once submitted. */
type DateValue = Dayjs | string | null | undefined;

/** The creation form's values. */
export interface FlowFormValues {
  name?: string;
  channel?: number;
  flowMessage?: string;
  exitMessage?: string;
  leaveMessage?: string;
  start?: DateValue;
  hasEnd?: boolean;
  end?: DateValue;
}

/** What Next does with the form's values (seed 001 §5 "Flow creation"). */
export type CreationOutcome =
  { kind: 'back' } | { kind: 'warningDates' } | { kind: 'editor'; parts: FlowViewParts };

function asDayjs(value: DateValue): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs.isDayjs(value) ? value : dayjs(value);
  return date.isValid() ? date : null;
}

const blank = (text: string | undefined) => (text ?? '').trim() === '';

/**
 * Seed 001 §5: "If an end date is enabled and the start date is equal to or after the end date,
 * CreateFluxo.warningDates is shown." True when the dates are acceptable.
 */
export function datesInOrder(values: Pick<FlowFormValues, 'start' | 'hasEnd' | 'end'>): boolean {
  const start = asDayjs(values.start);
  const end = asDayjs(values.end);
  if (!values.hasEnd || !start || !end) return true;
  return start.isBefore(end);
}

/**
 * Seed 001 §5 "Flow creation. If name and initial message are both empty, the form returns to the
 * flow list. If an end date is enabled and the start date is equal to or after the end date,
 * CreateFluxo.warningDates is shown. Otherwise it proceeds to the editor" (flow id 0 for a new
 * flow), with the form's fields as the editor's address parts.
 */
export function creationOutcome(values: FlowFormValues, flowId: number): CreationOutcome {
  if (blank(values.name) && blank(values.flowMessage)) return { kind: 'back' };
  if (!datesInOrder(values)) return { kind: 'warningDates' };
  return {
    kind: 'editor',
    parts: {
      id: flowId,
      name: (values.name ?? '').trim(),
      channel: values.channel ?? 0,
      flowMessage: values.flowMessage ?? '',
      startDate: asDayjs(values.start)?.toISOString() ?? '',
      endDate: values.hasEnd ? (asDayjs(values.end)?.toISOString() ?? '') : '',
      flowExitMessage: values.exitMessage ?? '',
      flowLeaveMessage: values.leaveMessage ?? '',
    },
  };
}
