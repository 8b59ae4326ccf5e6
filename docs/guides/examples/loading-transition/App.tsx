import {Suspense, useState, useTransition} from 'react';
import {useSuspense} from '@data-client/react';
import {ArticleResource} from './resources';

function ArticleView({id}: {id: number}) {
  const article = useSuspense(ArticleResource.get, {id});
  return (
    <article>
      <h3>{article.title}</h3>
      <p>by {article.author}</p>
    </article>
  );
}

export default function App() {
  const [id, setId] = useState(1);
  const [isPending, startTransition] = useTransition();
  const next = id === 3 ? 1 : id + 1;

  return (
    <>
      <p>
        <button type="button" onClick={() => setId(next)}>
          Article {next}
        </button>{' '}
        <button type="button" onClick={() => startTransition(() => setId(next))}>
          Article {next} in a transition
        </button>{' '}
        {isPending && <em>Loading article {next}…</em>}
      </p>
      <Suspense fallback={<p>Loading article…</p>}>
        <div style={{opacity: isPending ? 0.5 : 1}}>
          <ArticleView id={id} />
        </div>
      </Suspense>
    </>
  );
}
