import { Component, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this value changes (e.g. the path), a shown error is cleared. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/** Catches render errors of the component tree below it and offers a Reset (SPEC §2). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error) return <ErrorFallback error={this.state.error} onReset={this.reset} />;
    return this.props.children;
  }
}
