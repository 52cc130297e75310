import { PartLoadFailed } from '@atende/ui';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  return <PartLoadFailed message={t('frame.loadFailed')} onRetry={onRetry} />;
}

/**
 * Catches a flow page whose code could not be fetched (the network dropped): a translated error with
 * Try again, while the side menu and the shell stay usable. `onRetry` makes a new lazy page.
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
    console.error('A flow designer page could not be loaded.', error);
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
