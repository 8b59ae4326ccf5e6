import {Suspense, useState, useTransition} from 'react';
import {useSuspense} from '@data-client/react';
import {ArticleResource} from './resources';

const limit = 5;

function ArticlePage({skip, isPending, onGo}: {skip: number; isPending: boolean; onGo: (skip: number) => void}) {
  // Each page is its own request: GET /articles?limit=5&skip=<skip>.
  const page = useSuspense(ArticleResource.getList, {limit, skip});
  const last = Math.min(page.skip + page.limit, page.total);

  return (
    <>
      <p>
        Articles {page.skip + 1}–{last} of {page.total} {isPending && <em>Loading…</em>}
      </p>
      <ol start={page.skip + 1} style={{opacity: isPending ? 0.5 : 1}}>
        {page.results.map((article) => (
          <li key={article.pk()}>{article.title}</li>
        ))}
      </ol>
      <button type="button" disabled={page.skip === 0} onClick={() => onGo(page.skip - limit)}>
        Previous
      </button>{' '}
      <button type="button" disabled={last >= page.total} onClick={() => onGo(page.skip + limit)}>
        Next
      </button>
    </>
  );
}

export default function App() {
  const [skip, setSkip] = useState(0);
  // A transition keeps the current page on screen while the next one loads.
  const [isPending, startTransition] = useTransition();

  return (
    <Suspense fallback={<p>Loading articles…</p>}>
      <ArticlePage skip={skip} isPending={isPending} onGo={(to) => startTransition(() => setSkip(to))} />
    </Suspense>
  );
}
