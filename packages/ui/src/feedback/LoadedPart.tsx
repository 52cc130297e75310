import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PartLoadFailed } from './PartLoadFailed';

/** Props of `LoadedPart`. */
export interface LoadedPartProps<T> {
  /** Fetches the part's code (an `import()`); called again by Try again after a failure. */
  load: () => Promise<T>;
  /** Renders the part once its code is here. */
  children: (loaded: T) => ReactNode;
}

type State<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

/**
 * A part of the screen whose code loads on first use (ADR 0016): a spinner while it loads, and if it
 * cannot (the network dropped), a translated error with Try again, which fetches it again; nothing
 * the user typed elsewhere is lost.
 */
export function LoadedPart<T>({ load, children }: LoadedPartProps<T>) {
  const { t } = useTranslation('ui');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<T>>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    load().then(
      (value) => active && setState({ status: 'ready', value }),
      (error: unknown) => {
        console.error('A part of the screen could not be loaded.', error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (state.status === 'ready') return children(state.value);
  if (state.status === 'failed') return <PartLoadFailed onRetry={retry} />;
  return (
    <Flex justify="center" style={{ padding: 24 }}>
      <Spin aria-label={t('part.loading')} />
    </Flex>
  );
}
