import {Suspense, useEffect, useState} from 'react';
import {useController, useSuspense} from '@data-client/react';
import {ArticleResource} from './resources';

function ArticleList() {
  const articles = useSuspense(ArticleResource.getList);
  const controller = useController();
  // 0.9.9 has no hook for "this fetch is on its way": keep it yourself.
  const [refreshing, setRefreshing] = useState(false);

  async function refresh() {
    setRefreshing(true);
    try {
      await controller.fetch(ArticleResource.getList);
    } finally {
      setRefreshing(false);
    }
  }

  // For this demo: refresh once as soon as the list shows.
  useEffect(() => {
    refresh();
  }, []);

  return (
    <>
      <p>
        <button type="button" onClick={refresh} disabled={refreshing}>
          Refresh
        </button>{' '}
        <button type="button" onClick={() => controller.invalidate(ArticleResource.getList)}>
          Invalidate
        </button>{' '}
        <button type="button" onClick={() => controller.resetEntireStore()}>
          Reset store
        </button>{' '}
        {refreshing && <em>Refreshing…</em>}
      </p>
      <ul style={{opacity: refreshing ? 0.5 : 1}}>
        {articles.map((article) => (
          <li key={article.pk()}>{article.title}</li>
        ))}
      </ul>
    </>
  );
}

export default function App() {
  return (
    <Suspense fallback={<p>Loading articles…</p>}>
      <ArticleList />
    </Suspense>
  );
}
