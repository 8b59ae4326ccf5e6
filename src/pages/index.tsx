import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import styles from './index.module.css';

const members = [
  ['get', 'GET /articles/:id', 'get'],
  ['getList', 'GET /articles', 'get-list'],
  ['create', 'POST /articles', 'create'],
  ['update', 'PUT /articles/:id', 'update'],
  ['partialUpdate', 'PATCH /articles/:id', 'partial-update'],
  ['delete', 'DELETE /articles/:id', 'delete'],
] as const;

export default function Home(): ReactNode {
  return (
    <Layout description="Learn createResource from @data-client/rest by running it in your browser.">
      <main className={styles.hero}>
        <div className={styles.text}>
          <h1>Learn createResource by running it</h1>
          <p className={styles.lead}>
            One call to <code>createResource</code> gives you six typed REST endpoints and a normalized store. These
            pages teach every part of it for <code>@data-client/rest</code> 0.9.9, and every example runs in your
            browser against a mock server, showing each request and what the store kept.
          </p>
          <p>
            For developers who use, or are about to use, <code>@data-client</code> in a React app, and for teams
            onboarding onto a codebase built on it.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/tutorial">
              Start the tutorial
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/playground">
              Open the playground
            </Link>
            <Link className="button button--link button--lg" to="/docs">
              Read the docs
            </Link>
          </div>
        </div>
        <figure className={styles.members} aria-labelledby="members-caption">
          <figcaption id="members-caption">
            <code>createResource(&#123; path: '/articles/:id', schema: Article &#125;)</code>
          </figcaption>
          <table>
            <tbody>
              {members.map(([name, request, page]) => (
                <tr key={name}>
                  <th scope="row">
                    <Link to={`/docs/create-resource/${page}`}>
                      <code>{name}</code>
                    </Link>
                  </th>
                  <td>
                    <code>{request}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      </main>
    </Layout>
  );
}
