import {Suspense, useState} from 'react';
import {useSuspense} from '@data-client/react';
import {ArticleResource, getSummaries} from './resources';

export default function App() {
  const summaries = useSuspense(getSummaries);
  const [selectedId, setSelectedId] = useState(2);

  return (
    <>
      <ul>
        {summaries.map((summary) => (
          <li key={summary.pk()}>
            <button type="button" aria-pressed={summary.id === selectedId} onClick={() => setSelectedId(summary.id)}>
              {summary.title}
            </button>
          </li>
        ))}
      </ul>
      {/* Mounted after the list is stored, so get finds the list's record first. */}
      <Suspense fallback={<p>Loading the article…</p>}>
        <ArticleDetail id={selectedId} />
      </Suspense>
    </>
  );
}

function ArticleDetail({id}: {id: number}) {
  const article = useSuspense(ArticleResource.get, {id});
  return (
    <article>
      <h3>{article.title}</h3>
      <p>by {article.author}</p>
      <p>{article.body}</p>
    </article>
  );
}
