import {Component, useEffect, type ReactNode} from 'react';
import {useController, useSuspense} from '@data-client/react';
import {ArticleResource} from './resources';

/** Your own error boundary: it shows what was thrown instead of its children. */
class ErrorBoundary extends Component<{children: ReactNode}, {error: Error | null}> {
  state = {error: null as Error | null};

  static getDerivedStateFromError(error: Error) {
    return {error};
  }

  render() {
    const {error} = this.state;
    if (error) {
      const status = (error as Error & {status?: number}).status;
      return <p>The boundary caught: {status} {error.message}</p>;
    }
    return this.props.children;
  }
}

function ArticleView({id}: {id: number}) {
  const article = useSuspense(ArticleResource.get, {id});
  const controller = useController();

  // For this demo: refetch once as soon as the article shows.
  useEffect(() => {
    controller.fetch(ArticleResource.get, {id}).catch(() => {
      // The store holds the error now; useSuspense throws it to the boundary.
    });
  }, [controller, id]);

  return (
    <article>
      <h3>{article.title}</h3>
      <p>by {article.author}</p>
    </article>
  );
}

export default function App() {
  return (
    <ErrorBoundary>
      <ArticleView id={1} />
    </ErrorBoundary>
  );
}
