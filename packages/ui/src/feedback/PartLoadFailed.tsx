import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';

/** Props of `PartLoadFailed`. */
export interface PartLoadFailedProps {
  /** Fetches the part again. */
  onRetry: () => void;
  /** What could not be loaded, when the general wording is not enough. */
  message?: string;
}

/**
 * A part of a screen (a page, a dialog, a panel) whose code could not be fetched (ADR 0016): a
 * translated error with Try again; the rest of the screen stays usable and keeps what was typed.
 */
export function PartLoadFailed({ onRetry, message }: PartLoadFailedProps) {
  const { t } = useTranslation('ui');
  return (
    <Alert
      type="error"
      showIcon
      message={message ?? t('part.failed')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('part.retry')}
        </Button>
      }
    />
  );
}
