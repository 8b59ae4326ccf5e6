import {useState} from 'react';
import {useSuspense} from '@data-client/react';
import {ArticleResource} from './resources';

export default function App() {
  const [selectedId, setSelectedId] = useState<number | null>(2);

  if (selectedId !== null) {
    return <ArticleDetail id={selectedId} onBack={() => setSelectedId(null)} />;
  }
  return <ArticleList onOpen={setSelectedId} />;
}

function ArticleList({onOpen}: {onOpen: (id: number) => void}) {
  const articles = useSuspense(ArticleResource.getList);

  return (
    <ul>
      {articles.map((article) => (
        <li key={article.pk()}>
          <button type="button" onClick={() => onOpen(article.id)}>
            {article.title}
          </button>
        </li>
      ))}
    </ul>
  );
}

function ArticleDetail({id, onBack}: {id: number; onBack: () => void}) {
  const article = useSuspense(ArticleResource.get, {id});

  return (
    <article>
      <button type="button" onClick={onBack}>
        ← All articles
      </button>
      <h2>{article.title}</h2>
      <p>by {article.author}</p>
      <p>{article.body}</p>
    </article>
  );
}
