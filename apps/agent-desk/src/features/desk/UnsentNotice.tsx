import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDesk } from './DeskContext';

/**
 * DESIGN §4: after a failed send the conversation is dropped (seed 000 §4) but the typed text stays
 * here, to copy or to put back into the open conversation's box.
 */
export function UnsentNotice({ onPutBack }: { onPutBack?(text: string): void }) {
  const { t } = useTranslation('agentDesk');
  const unsent = useDesk((state) => state.unsent);
  const dismiss = useDesk((state) => state.dismissUnsent);
  if (!unsent) return null;
  const copy = () => {
    void navigator.clipboard?.writeText(unsent).catch(() => undefined);
  };
  return (
    <Alert
      type="warning"
      showIcon
      closable
      onClose={dismiss}
      message={t('desk.unsentTitle')}
      description={
        <Flex vertical gap={8}>
          <Typography.Paragraph
            data-testid="unsent-text"
            style={{ whiteSpace: 'pre-wrap', margin: 0, maxHeight: 120, overflow: 'auto' }}
          >
            {unsent}
          </Typography.Paragraph>
          <Flex gap={8}>
            <Button size="small" onClick={copy}>
              {t('desk.copy')}
            </Button>
            {onPutBack && (
              <Button
                size="small"
                onClick={() => {
                  onPutBack(unsent);
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
