import {useDLE} from '@data-client/react';
import {ArticleResource} from './resources';

function ArticleList() {
  // No Suspense, no boundary: loading and error come back as values.
  const {data, loading, error} = useDLE(ArticleResource.getList);
  if (loading) return <p>Loading articles…</p>;
  // error is a NetworkError or an UnknownError, whose status TypeScript types as unknown.
  if (error) return <p>Could not load the articles: {String(error.status)} {error.message}</p>;
  return (
    <ul>
      {data.map((article) => (
        <li key={article.pk()}>{article.title}</li>
      ))}
    </ul>
  );
}

function ArticleTitle({id}: {id: number}) {
  const {data, loading, error} = useDLE(ArticleResource.get, {id});
  if (loading) return <p>Loading article {id}…</p>;
  if (error) return <p>Could not load article {id}: {String(error.status)} {error.message}</p>;
  return <p>Article {id}: {data.title}</p>;
}

export default function App() {
  return (
    <>
      <ArticleList />
      <ArticleTitle id={99} />
    </>
  );
}
