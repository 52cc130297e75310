/**
 * The history dialog of the agent screen (seed 000 §2.4 "History dialog (full screen): Left: past
 * services of the client, each with completion description, start, end and a view-messages button.
 * Right: the selected message thread"), from `History_Att` and `User_Att_Messages_List` (§7). Under
 * 960 px the panes stack: the list, then the thread with a back button.
 */
import type { HistoryEntry } from '@atende/contract';
import { attendanceQueries } from '@atende/api-client/query';
import { apiErrorKey } from '@atende/locale';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import { useNarrowScreen } from '@atende/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseUtc } from '../messages/time';
import { HistoryEntryList } from './HistoryEntryList';
import { HistoryThread } from './HistoryThread';
import { historyLoadOf, READ_ON_OPEN } from './historyLoad';

/** Props of {@link HistoryDialog}. */
export interface HistoryDialogProps {
  open: boolean;
  customerId: number;
  clientId: number;
  /** Shown in the title (as text). */
  clientName: string;
  onClose(): void;
}

/** Newest first; entries without a readable start last, in the server's order. */
function newestFirst(entries: HistoryEntry[]): HistoryEntry[] {
  const startOf = (entry: HistoryEntry) => parseUtc(entry.start_DateTime)?.valueOf() ?? -Infinity;
  return [...entries].sort((a, b) => startOf(b) - startOf(a));
}

function HistoryBrowser({ customerId, clientId }: { customerId: number; clientId: number }) {
  const { t } = useTranslation('agentDesk');
  const narrow = useNarrowScreen();
  const [selected, setSelected] = useState<HistoryEntry | null>(null);
  const query = useQuery({
    ...attendanceQueries.history(customerId, clientId),
    ...READ_ON_OPEN,
    select: newestFirst,
  });
  const history = historyLoadOf(query);

  let list;
  if (history.status === 'error') {
    list = (
      <Alert
        type="error"
        showIcon
        message={t('history.loadError')}
        description={t(apiErrorKey(history.code))}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('history.retry')}
          </Button>
        }
      />
    );
  } else if (history.status === 'done' && history.data.length === 0) {
    list = <Empty description={t('history.empty')} />;
  } else if (history.status === 'done') {
    list = (
      <HistoryEntryList
        entries={history.data}
        selectedId={selected?.attendence_Id ?? null}
        onSelect={setSelected}
      />
    );
  } else {
    list = (
      <Flex role="status" justify="center" style={{ padding: 32 }}>
        <Spin tip={t('history.loading')}>
          <div style={{ width: 160, height: 80 }} />
        </Spin>
      </Flex>
    );
  }

  const thread = selected ? (
    <HistoryThread
      key={selected.attendence_Id}
      customerId={customerId}
      entry={selected}
      onBack={narrow ? () => setSelected(null) : undefined}
    />
  ) : (
    <Flex align="center" justify="center" style={{ height: '100%' }}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.chooseService')} />
    </Flex>
  );

  if (narrow) {
    return (
      <div style={{ height: '100%', minHeight: 0, overflowY: selected ? undefined : 'auto' }}>
        {selected ? thread : list}
      </div>
    );
  }
  return (
    <Flex gap={16} style={{ height: '100%', minHeight: 0 }}>
      <section
        aria-label={t('history.pastServices')}
        style={{ width: 360, flexShrink: 0, overflowY: 'auto', paddingInlineEnd: 4 }}
      >
        {list}
      </section>
      <section style={{ flex: 1, minWidth: 0, minHeight: 0 }}>{thread}</section>
    </Flex>
  );
}

/** The full-screen history of a client's past services and their messages; Escape or × closes it. */
export function HistoryDialog({
  open,
  customerId,
  clientId,
  clientName,
  onClose,
}: HistoryDialogProps) {
  const { t } = useTranslation('agentDesk');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('history.dialogTitle', { name: clientName })}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 }}
      styles={{
        content: {
          height: '100dvh',
          display: 'flex',
          flexDirection: 'column',
          borderRadius: 0,
        },
        body: { flex: 1, minHeight: 0 },
      }}
      destroyOnHidden
    >
      {/* Mounted only while open: closing unmounts it, which aborts its requests. */}
      {open ? (
        <FocusOnMount>
          <HistoryBrowser customerId={customerId} clientId={clientId} />
        </FocusOnMount>
      ) : null}
    </Modal>
  );
}

/**
 * Takes the keyboard focus into the dialog once it is shown, so that Escape closes it even when
 * another dialog's closing animation handed the focus back to its own trigger meanwhile.
 */
function FocusOnMount({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!ref.current?.contains(document.activeElement)) ref.current?.focus();
    }, 350);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div ref={ref} tabIndex={-1} style={{ height: '100%', outline: 'none' }}>
      {children}
    </div>
  );
}
