import {useEffect, useState} from 'react';
import {useController, useSuspense} from '@data-client/react';
import {ArticleResource} from './resources';

export default function App() {
  const articles = useSuspense(ArticleResource.getList);
  const controller = useController();
  const [problem, setProblem] = useState('');

  async function refetch() {
    try {
      await controller.fetch(ArticleResource.getList);
      setProblem('');
    } catch (error) {
      setProblem(`Refetch failed: ${(error as Error).message}`);
    }
  }

  // For this demo: refetch once as soon as the list shows, as if you had pressed the button.
  useEffect(() => {
    refetch();
  }, []);

  return (
    <>
      <ul>
        {articles.map((article) => (
          <li key={article.pk()}>{article.title}</li>
        ))}
      </ul>
      <button type="button" onClick={refetch}>
        Refetch
      </button>{' '}
      {problem && <strong>{problem}</strong>}
    </>
  );
}
