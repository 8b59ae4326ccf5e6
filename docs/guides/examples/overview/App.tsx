import {Component, Suspense, type ReactNode} from 'react';
import {useSuspense} from '@data-client/react';
import {ArticleResource} from './resources';

class ErrorBoundary extends Component<{children: ReactNode}, {error: Error | null}> {
  state = {error: null as Error | null};

  static getDerivedStateFromError(error: Error) {
    return {error};
  }

  render() {
    if (this.state.error) return <p>Could not load the articles: {this.state.error.message}</p>;
    return this.props.children;
  }
}

function ArticleList() {
  const articles = useSuspense(ArticleResource.getList);
  return (
    <ul>
      {articles.map((article) => (
        <li key={article.pk()}>
          {article.title} <small>by {article.author}</small>
        </li>
      ))}
    </ul>
  );
}

export default function App() {
  return (
    <ErrorBoundary>
      <Suspense fallback={<p>Loading articles…</p>}>
        <ArticleList />
      </Suspense>
    </ErrorBoundary>
  );
}
