import {Component, Suspense, type ComponentType, type ErrorInfo, type ReactNode} from 'react';
import {CacheProvider} from '@data-client/react';
import type {Manager} from '@data-client/core';
import {previewLoadingClass} from './previewStyles';
import {StoreCommits} from './storeCommits';

type BoundaryProps = {onError(error: Error): void; children: ReactNode};

/** Keeps the preview alive when the reader's component throws, and says what it threw. */
class PreviewErrorBoundary extends Component<BoundaryProps, {error: Error | null}> {
  state = {error: null as Error | null};

  static getDerivedStateFromError(error: Error) {
    return {error};
  }

  componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError(error);
  }

  render() {
    if (this.state.error) {
      return (
        <div role="alert" className="playground-preview-error">
          <strong>The component threw:</strong> {this.state.error.message}
        </div>
      );
    }
    return this.props.children;
  }
}

/**
 * App.tsx's default export as a playground shows it: in a store built with the
 * run's Managers (0.9.9's CacheProvider), a Suspense boundary ("Loading…") and
 * an error boundary. The guest frame renders it, and so does an exported project.
 */
export function PreviewRoot({
  App,
  managers,
  onError,
  onCommit,
}: {
  App: ComponentType;
  managers: Manager[];
  onError(error: Error): void;
  /** After each commit of a new store state (see `StoreCommits`). */
  onCommit?(): void;
}): ReactNode {
  return (
    <CacheProvider managers={managers} devButton={null}>
      {onCommit && <StoreCommits onCommit={onCommit} />}
      <PreviewErrorBoundary onError={onError}>
        <Suspense fallback={<p className={previewLoadingClass}>Loading…</p>}>
          <App />
        </Suspense>
      </PreviewErrorBoundary>
    </CacheProvider>
  );
}
