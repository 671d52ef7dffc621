import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

/**
 * The site's generic error screen, headed 'Unexpected Application Error!' over the message (and the stack in
 * development), scaled down to the island that failed.
 */
export function ErrorFallback({ error, showStack = import.meta.env.DEV }: { error: unknown; showStack?: boolean }) {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <div role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900">
      <p className="font-bold">Unexpected Application Error!</p>
      <p className="mt-1">{message}</p>
      {showStack && stack && <pre className="mt-2 max-h-60 overflow-auto text-xs whitespace-pre-wrap">{stack}</pre>}
    </div>
  );
}

interface ErrorBoundaryProps {
  /** Which island failed, for the console. */
  name: string;
  children: ReactNode;
}

/**
 * Catches a failing island so the rest of the page (static HTML and other islands) stays usable:
 * the island is replaced by the error block and the error is logged to the console.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[${this.props.name}]`, error, info.componentStack);
  }

  render() {
    return this.state.error ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}

/** Wraps an island's component in an ErrorBoundary: `export default withErrorBoundary(Carousel)`. */
export function withErrorBoundary<P extends object>(
  Island: ComponentType<P>,
  name = Island.displayName ?? Island.name,
) {
  function Guarded(props: P) {
    return (
      <ErrorBoundary name={name}>
        <Island {...props} />
      </ErrorBoundary>
    );
  }
  Guarded.displayName = `withErrorBoundary(${name})`;
  return Guarded;
}
