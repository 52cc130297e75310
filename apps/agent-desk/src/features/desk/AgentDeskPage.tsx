import { MessageOutlined, SettingOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { type Attendance } from '@atende/contract';
import { LoadedPart, useNarrowScreen } from '@atende/ui';
import Badge from 'antd/es/badge';
import Flex from 'antd/es/flex';
import Segmented from 'antd/es/segmented';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditClientDialog, loadEditClientForm } from '../client/EditClientDialog';
import { CloseDialog, loadCloseForm } from '../closing/CloseDialog';
import { loadTransferForm, TransferDialog } from '../transfer/TransferDialog';
import { ChatColumn } from './ChatColumn';
import { DeskContext, useDesk, useDeskData, useDeskQueues } from './DeskContext';
import { createDeskData } from './deskData';
import { DeskSettings } from './DeskSettings';
import { HubStatus } from './HubStatus';
import { requestNotificationPermission } from './notifications';
import { QueueColumn } from './QueueColumn';
import { useDeskController } from './useDeskController';

/** The tabs of the narrow layout (seed 000 §2.4: services, current conversation, settings). */
type NarrowTab = 'services' | 'conversation' | 'settings';

/** Fetches the client-history dialog (its list, thread and message bubbles). */
const loadHistoryDialog = () => import('../history/HistoryDialog');

type DialogState =
  | { kind: 'close' | 'transfer' | 'rename' | 'history'; item: Attendance }
  | { kind: null; item: null };

/** The agent service screen (route `/`, atendimento; seed 000 §2.4). */
export function AgentDeskPage() {
  const queryClient = useQueryClient();
  const [desk] = useState(() => createDeskData({ queryClient }));
  return (
    <DeskContext.Provider value={desk}>
      <DeskScreen />
    </DeskContext.Provider>
  );
}

/** Height left for the desk under the shell's top bar. */
const DESK_HEIGHT = 'calc(100dvh - 150px)';

function DeskScreen() {
  const { t } = useTranslation('agentDesk');
  const desk = useDeskData();
  const controller = useDeskController();
  const narrow = useNarrowScreen();
  const [tab, setTab] = useState<NarrowTab>('services');
  const [dialog, setDialog] = useState<DialogState>({ kind: null, item: null });
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const customerId = useDesk((state) => state.customerId);
  const hasConversation = useDesk((state) => state.currentId !== null);
  const waitingCount = useDeskQueues().waiting.length;
  useEffect(() => {
    // The close, transfer and rename forms and the history act on an open conversation: fetch their
    // code when the first one opens, not with the screen (ADR 0016). An opening before that loads it
    // on the spot.
    if (!hasConversation) return;
    for (const load of [loadCloseForm, loadTransferForm, loadEditClientForm, loadHistoryDialog])
      void load().catch(() => undefined); // an opening fetches again and shows its own error
  }, [hasConversation]);

  const focusComposer = () => requestAnimationFrame(() => composerRef.current?.focus());
  const focusQueue = () =>
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(
          '[data-testid="waiting-item"][tabindex="0"], [data-testid="active-item"][tabindex="0"]',
        )
        ?.focus(),
    );

  const open = (item: Attendance) => {
    requestNotificationPermission();
    void desk.open(item.attendence_Id);
    if (narrow) setTab('conversation');
    focusComposer();
  };
  const closeDialog = () => setDialog({ kind: null, item: null });
  const show = (kind: 'close' | 'transfer' | 'rename' | 'history') => (item: Attendance) =>
    setDialog({ kind, item });

  const onClosed = (attendanceId: number) => {
    closeDialog();
    controller.afterClose(attendanceId);
    if (narrow) setTab('services');
    focusQueue();
  };
  const onTransferred = (attendanceId: number) => {
    closeDialog();
    controller.afterTransfer(attendanceId);
    if (narrow) setTab('services');
    focusQueue();
  };

  const queue = <QueueColumn onOpen={open} onTransfer={show('transfer')} onClose={show('close')} />;
  const chat = (
    <ChatColumn
      onSend={controller.send}
      onRename={show('rename')}
      onHistory={show('history')}
      onTransfer={show('transfer')}
      onClose={show('close')}
      composerRef={composerRef}
    />
  );
  const settings = <DeskSettings onAutoResponse={(on) => void controller.setAutoResponse(on)} />;
  const activeTab = tab === 'conversation' && !hasConversation ? 'services' : tab;

  const body = narrow ? (
    <Flex vertical style={{ height: DESK_HEIGHT, minHeight: 360 }}>
      <div style={{ flex: 1, minHeight: 0 }}>
        {activeTab === 'services' && queue}
        {activeTab === 'conversation' && chat}
        {activeTab === 'settings' && <div style={{ padding: 12 }}>{settings}</div>}
      </div>
      <nav aria-label={t('desk.navigation')}>
        <Segmented<NarrowTab>
          block
          value={activeTab}
          onChange={setTab}
          options={[
            {
              value: 'services',
              label: (
                <Badge count={waitingCount} size="small" offset={[8, 0]}>
                  <span>{t('desk.services')}</span>
                </Badge>
              ),
              icon: <UnorderedListOutlined />,
            },
            {
              value: 'conversation',
              label: t('desk.conversation'),
              icon: <MessageOutlined />,
              disabled: !hasConversation,
            },
            { value: 'settings', label: t('desk.settings'), icon: <SettingOutlined /> },
          ]}
        />
      </nav>
    </Flex>
  ) : (
    <Flex gap={12} style={{ height: DESK_HEIGHT, minHeight: 420 }}>
      <Flex
        vertical
        gap={8}
        style={{
          width: 320,
          flexShrink: 0,
          minHeight: 0,
          borderRight: '1px solid rgba(5, 5, 5, 0.06)',
          paddingRight: 8,
        }}
      >
        {settings}
        <div style={{ flex: 1, minHeight: 0 }}>{queue}</div>
      </Flex>
      <div style={{ flex: 1, minWidth: 0, minHeight: 0 }}>{chat}</div>
    </Flex>
  );

  return (
    <section aria-label={t('desk.title')} data-testid="agent-desk">
      <HubStatus state={controller.hubState} />
      {body}
      {customerId !== null && (
        <>
          <CloseDialog
            open={dialog.kind === 'close'}
            attendance={dialog.kind === 'close' ? dialog.item : null}
            customerId={customerId}
            onClosed={onClosed}
            onCancel={closeDialog}
          />
          <TransferDialog
            open={dialog.kind === 'transfer'}
            attendance={dialog.kind === 'transfer' ? dialog.item : null}
            customerId={customerId}
            onTransferred={onTransferred}
            onCancel={closeDialog}
          />
          <EditClientDialog
            open={dialog.kind === 'rename'}
            attendance={dialog.kind === 'rename' ? dialog.item : null}
            customerId={customerId}
            onSaved={() => {
              closeDialog();
              void desk.loadLists();
            }}
            onCancel={closeDialog}
          />
          {dialog.kind === 'history' && (
            <LoadedPart load={loadHistoryDialog}>
              {({ HistoryDialog }) => (
                <HistoryDialog
                  open
                  customerId={customerId}
                  clientId={dialog.item.client_Id}
                  clientName={dialog.item.client_Name || dialog.item.client_Identify}
                  onClose={closeDialog}
                />
              )}
            </LoadedPart>
          )}
        </>
      )}
    </section>
  );
}
