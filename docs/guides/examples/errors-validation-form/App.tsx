import {useState, type FormEvent} from 'react';
import {useController, useSuspense} from '@data-client/react';
import {NetworkError} from '@data-client/rest';
import {ArticleResource} from './resources';

type FieldErrors = Record<string, string>;

export default function App() {
  const articles = useSuspense(ArticleResource.getList);
  const controller = useController();
  const [errors, setErrors] = useState<FieldErrors>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    try {
      await controller.fetch(ArticleResource.create, {
        title: String(fields.get('title')),
        author: String(fields.get('author')),
      });
      setErrors({});
      form.reset();
    } catch (error) {
      if (error instanceof NetworkError && error.status === 422) {
        // The body is still unread: the field messages are in it.
        const body = (await error.response.json()) as {errors: FieldErrors};
        setErrors(body.errors);
      } else {
        setErrors({form: `Could not publish: ${(error as Error).message}`});
      }
    }
  }

  return (
    <>
      <ul>
        {articles.map((article) => (
          <li key={article.pk()}>
            {article.title} <small>by {article.author}</small>
          </li>
        ))}
      </ul>
      {/* noValidate: let the server do the checking, so you can see its 422. */}
      <form onSubmit={handleSubmit} noValidate>
        <p>
          <label>
            Title <input name="title" defaultValue="" aria-invalid={!!errors.title} />
          </label>{' '}
          {errors.title && <strong>{errors.title}</strong>}
        </p>
        <p>
          <label>
            Author <input name="author" defaultValue="Ada" aria-invalid={!!errors.author} />
          </label>{' '}
          {errors.author && <strong>{errors.author}</strong>}
        </p>
        <button type="submit">Publish</button> {errors.form && <strong>{errors.form}</strong>}
      </form>
    </>
  );
}
