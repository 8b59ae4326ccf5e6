import {Fragment, useState} from 'react';
import {useController, useSuspense} from '@data-client/react';
import {ArticleResource} from './resources';

export default function App() {
  const [author, setAuthor] = useState('Grace');
  return (
    <>
      <p>
        Author:{' '}
        {['Ada', 'Grace'].map((name) => (
          <Fragment key={name}>
            <button type="button" aria-pressed={name === author} onClick={() => setAuthor(name)}>
              {name}
            </button>{' '}
          </Fragment>
        ))}
      </p>
      <ArticlesBy author={author} />
    </>
  );
}

function ArticlesBy({author}: {author: string}) {
  const articles = useSuspense(ArticleResource.getByAuthor, {author});
  const controller = useController();

  return (
    <>
      <ul>
        {articles.map((article) => (
          <li key={article.pk()}>
            {article.title}{' '}
            {article.published ? (
              '(published)'
            ) : (
              <button type="button" onClick={() => controller.fetch(ArticleResource.publish, {id: article.id})}>
                Publish
              </button>
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => controller.fetch(ArticleResource.create, {title: `A draft by ${author}`, author})}>
        Add a draft by {author}
      </button>
    </>
  );
}
