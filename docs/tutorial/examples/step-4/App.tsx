import {useState, type FormEvent} from 'react';
import {useController, useSuspense} from '@data-client/react';
import {ArticleResource} from './resources';

export default function App() {
  const [selectedId, setSelectedId] = useState<number | null>(null);

  if (selectedId !== null) {
    return <ArticleDetail id={selectedId} onBack={() => setSelectedId(null)} />;
  }
  return (
    <>
      <ArticleList onOpen={setSelectedId} />
      <NewArticleForm />
    </>
  );
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

function NewArticleForm() {
  const controller = useController();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    controller.fetch(ArticleResource.create, {
      title: String(fields.get('title')),
      author: String(fields.get('author')),
      body: String(fields.get('body')),
    });
    form.reset();
  }

  return (
    <form onSubmit={handleSubmit}>
      <h3>New article</h3>
      <p>
        <label>
          Title <input name="title" required />
        </label>
      </p>
      <p>
        <label>
          Author <input name="author" required />
        </label>
      </p>
      <p>
        <label>
          Text <textarea name="body" required />
        </label>
      </p>
      <button type="submit">Publish</button>
    </form>
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
