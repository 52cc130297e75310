import { useSession } from '@atende/api-client';
import { LoadedPart, whenIdle } from '@atende/ui';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationPanelProps } from './ConversationPanel';
import { useDesk, useDeskListsSettled, useOpenConversation } from './DeskContext';
import { UnsentNotice } from './UnsentNotice';

/** Props of `ChatColumn`. */
export type ChatColumnProps = ConversationPanelProps;

/** The conversation panel's code, once here (rendered at once from then on). */
let loadedPanel: ComponentType<ConversationPanelProps> | null = null;

/** Fetches the conversation panel (the messages, the box with its pickers, the header's actions). */
function loadConversationPanel(): Promise<ComponentType<ConversationPanelProps>> {
  return import('./ConversationPanel').then((module) => (loadedPanel = module.ConversationPanel));
}

/**
 * Seed 000 §2.4 chat column: "no conversation" until one opens, then the conversation panel. The
 * panel's code (messages, composer, emoji and template pickers, tooltips) is fetched once the first
 * lists have answered and the browser is idle, so the first rows do not wait for it and an opening
 * finds it there (ADR 0016); an opening before that shows a spinner, and a fetch that fails says so
 * with Try again.
 */
export function ChatColumn(props: ChatColumnProps) {
  const { t } = useTranslation('agentDesk');
  const { conversation } = useOpenConversation();
  const customerId = useDesk((state) => state.customerId);
  // The session's customer, not the desk's (which follows it a render later and starts empty).
  const sessionCustomerId = useSession((state) => state.currentCustomerId);
  const listsSettled = useDeskListsSettled(sessionCustomerId);
  const open = conversation !== null && customerId !== null;
  const [Panel, setPanel] = useState(() => loadedPanel);
  useEffect(() => {
    // Not while a panel loaded on the spot is shown: swapping it would remount the open conversation.
    if (!listsSettled || Panel || open) return;
    // Once the first rows are drawn and the browser is idle, not while it draws them.
    return whenIdle(() => {
      loadConversationPanel().then(
        (component) => setPanel(() => component),
        () => undefined, // an opening fetches it again and shows its own error
      );
    });
  }, [listsSettled, Panel, open]);

  if (!open) {
    return (
      <Flex vertical style={{ height: '100%' }} justify="center" gap={16}>
        <UnsentNotice />
        <Empty description={t('desk.noConversation')} />
      </Flex>
    );
  }
  if (Panel) return <Panel {...props} />;
  return (
    <LoadedPart load={loadConversationPanel}>
      {(LoadedPanel) => <LoadedPanel {...props} />}
    </LoadedPart>
  );
}
