import {Component, Suspense, type ReactNode} from 'react';
import {NetworkErrorBoundary, useSuspense} from '@data-client/react';
import {ArticleResource} from './resources';

/** Your own boundary: catches anything thrown below it. */
class ErrorBoundary extends Component<{children: ReactNode}, {error: Error | null}> {
  state = {error: null as Error | null};

  static getDerivedStateFromError(error: Error) {
    return {error};
  }

  render() {
    if (this.state.error) return <p>Outer boundary caught: {this.state.error.message}</p>;
    return this.props.children;
  }
}

function ArticleTitle({id}: {id: number}) {
  const article = useSuspense(ArticleResource.get, {id});
  return <p>{article.title}</p>;
}

function AuthorCard({id}: {id: number}): ReactNode {
  const article = useSuspense(ArticleResource.get, {id});
  // Not a failed request: an error of your own code, with no status.
  throw new Error(`AuthorCard for ${article.author} is not written yet`);
}

export default function App() {
  return (
    <>
      <h3>Article 99</h3>
      <ErrorBoundary>
        <Suspense fallback={<p>Loading…</p>}>
          <NetworkErrorBoundary>
            <ArticleTitle id={99} />
          </NetworkErrorBoundary>
        </Suspense>
      </ErrorBoundary>
      <h3>Author of article 2</h3>
      <ErrorBoundary>
        <Suspense fallback={<p>Loading…</p>}>
          <NetworkErrorBoundary>
            <AuthorCard id={2} />
          </NetworkErrorBoundary>
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
