import { Component, type ReactNode } from 'react';

/** Props of `RemoteErrorBoundary`. */
export interface RemoteErrorBoundaryProps {
  children: ReactNode;
  /** Rendered after the remote's component threw while rendering. */
  fallback: ReactNode;
  /** What the console says with the error (default: a remote area failed). */
  logMessage?: string;
}

interface State {
  failed: boolean;
}

/**
 * Contains a remote that throws while rendering to its own area; the rest of the shell keeps working.
 * Home before the router uses it too, for a dialog whose code cannot be fetched.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(this.props.logMessage ?? 'A remote area failed while rendering.', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
