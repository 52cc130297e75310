import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useDesk } from './DeskContext';

/** Props of `UnsentNotice`. */
export interface UnsentNoticeProps {
  /** The open conversation: only its own unsent text is offered. Without one, the latest failure shows. */
  attendanceId?: number;
  /** Puts the text back into the open conversation's box (only inside that conversation). */
  onPutBack?(text: string): void;
}

/**
 * DESIGN §4: after a failed send the conversation is dropped (seed 000 §4) but the typed text stays,
 * with its own conversation: to copy, or to put back when that conversation is open again. It is
 * never offered in another client's conversation.
 */
export function UnsentNotice({ attendanceId, onPutBack }: UnsentNoticeProps) {
  const { t } = useTranslation('agentDesk');
  const id = useDesk((state) => attendanceId ?? state.lastUnsentId);
  const unsent = useDesk((state) => (id === null ? undefined : state.unsent[id]));
  const dismissUnsent = useDesk((state) => state.dismissUnsent);
  if (!unsent || id === null) return null;
  const dismiss = () => dismissUnsent(id);
  const copy = () => {
    void navigator.clipboard?.writeText(unsent.text).catch(() => undefined);
  };
  return (
    <Alert
      type="warning"
      showIcon
      closable
      onClose={dismiss}
      message={
        attendanceId === undefined
          ? t('desk.unsentTitleFor', { name: unsent.client })
          : t('desk.unsentTitle')
      }
      description={
        <Flex vertical gap={8}>
          <Typography.Paragraph
            data-testid="unsent-text"
            style={{ whiteSpace: 'pre-wrap', margin: 0, maxHeight: 120, overflow: 'auto' }}
          >
            {unsent.text}
          </Typography.Paragraph>
          <Flex gap={8}>
            <Button size="small" onClick={copy}>
              {t('desk.copy')}
            </Button>
            {onPutBack && (
              <Button
                size="small"
                onClick={() => {
                  onPutBack(unsent.text);
                  dismiss();
                }}
              >
                {t('desk.putBack')}
              </Button>
            )}
          </Flex>
        </Flex>
      }
    />
  );
}
