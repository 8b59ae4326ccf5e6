import {Suspense, useState} from 'react';
import {useSuspense} from '@data-client/react';
import {ArticleResource, PriceResource} from './resources';

function ArticleList() {
  const articles = useSuspense(ArticleResource.getList);
  return (
    <ul>
      {articles.map((article) => (
        <li key={article.pk()}>{article.title}</li>
      ))}
    </ul>
  );
}

function PriceList() {
  const prices = useSuspense(PriceResource.getList);
  return (
    <ul>
      {prices.map((price) => (
        <li key={price.pk()}>
          {price.item}: {(price.cents / 100).toFixed(2)}
        </li>
      ))}
    </ul>
  );
}

export default function App() {
  // A new key mounts the lists anew; useSuspense checks expiry when it mounts.
  const [round, setRound] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRound((n) => n + 1)}>
        Mount the lists again
      </button>
      <div key={round} style={{display: 'flex', gap: '2rem'}}>
        <section>
          <h4>Articles</h4>
          <Suspense fallback={<p>Loading articles…</p>}>
            <ArticleList />
          </Suspense>
        </section>
        <section>
          <h4>Prices (invalidIfStale)</h4>
          <Suspense fallback={<p>Loading prices…</p>}>
            <PriceList />
          </Suspense>
        </section>
      </div>
    </>
  );
}
