import {Suspense, useState} from 'react';
import {useSuspense} from '@data-client/react';
import {ArticleResource} from './resources';

export default function App() {
  const articles = useSuspense(ArticleResource.getList);
  const [openId, setOpenId] = useState(articles[0].id);

  return (
    <>
      <ul>
        {articles.map((summary) => (
          <li key={summary.pk()}>
            <button type="button" onClick={() => setOpenId(summary.id)}>
              {summary.title}
            </button>
          </li>
        ))}
      </ul>
      {/* Opens once the list is stored: the detail finds its record in the Article table. */}
      <Suspense fallback={<p>Loading the article…</p>}>
        <ArticleDetail id={openId} />
      </Suspense>
    </>
  );
}

function ArticleDetail({id}: {id: number}) {
  const article = useSuspense(ArticleResource.get, {id});

  return (
    <article>
      <h2>{article.title}</h2>
      <p>by {article.author}</p>
      <p>{article.body || <em>(no body)</em>}</p>
    </article>
  );
}
