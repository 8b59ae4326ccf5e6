import {Suspense} from 'react';
import {useSuspense} from '@data-client/react';
import {ArticleResource} from './resources';

function ArticleList() {
  // No data yet: this throws a promise, and the nearest Suspense above shows its fallback.
  const articles = useSuspense(ArticleResource.getList);
  return (
    <ul>
      {articles.map((article) => (
        <li key={article.pk()}>{article.title}</li>
      ))}
    </ul>
  );
}

export default function App() {
  return (
    <>
      <h3>Articles</h3>
      <Suspense fallback={<p>Loading articles…</p>}>
        <ArticleList />
      </Suspense>
    </>
  );
}
