import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PartLoadFailed } from '../feedback/PartLoadFailed';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('ui');
  return <PartLoadFailed message={t('frame.pageFailed')} onRetry={onRetry} />;
}

/**
 * Catches an area's page whose code could not be fetched (the network dropped): a translated error
 * with Try again, while the side menu and the shell stay usable. `onRetry` makes a new lazy page.
 */
export class PageLoadError extends Component<
  { children: ReactNode; onRetry: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A page of the area could not be loaded.', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <LoadFailed
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}
