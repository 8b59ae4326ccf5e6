import {useState} from 'react';
import {useController, useSuspense} from '@data-client/react';
import {ArticleResource} from './resources';

export default function App() {
  // The first page, without skip: every later page joins this list.
  const page = useSuspense(ArticleResource.getList, {limit: 5});
  const controller = useController();
  const [loading, setLoading] = useState(false);

  async function loadMore() {
    setLoading(true);
    try {
      await controller.fetch(ArticleResource.getList.getPage, {limit: 5, skip: page.results.length});
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <ol>
        {page.results.map((article) => (
          <li key={article.pk()}>{article.title}</li>
        ))}
      </ol>
      <p>
        {page.results.length} of {page.total}{' '}
        {page.results.length < page.total && (
          // Disabled while a page loads: a second getPage now would join the first one's request.
          <button type="button" onClick={loadMore} disabled={loading}>
            {loading ? 'Loading…' : 'Load more'}
          </button>
        )}
      </p>
    </>
  );
}
