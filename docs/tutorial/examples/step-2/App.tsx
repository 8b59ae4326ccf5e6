import {useSuspense} from '@data-client/react';
import {ArticleResource} from './resources';

export default function App() {
  const articles = useSuspense(ArticleResource.getList);

  return (
    <ul>
      {articles.map((article) => (
        <li key={article.pk()}>{article.title}</li>
      ))}
    </ul>
  );
}
