import {Component, Suspense, useContext, useEffect, useState, type ReactNode} from 'react';
import {StateContext, useController, useSuspense} from '@data-client/react';
import {ReadStateLogger, describeRead} from './lifecycle';
import {failNext} from './mocks';
import {ArticleResource, getStrict} from './resources';

// Prints the state to the Console panel after every action.
export const managers = [new ReadStateLogger()];

export default function App() {
  const controller = useController();
  const [generation, setGeneration] = useState(0);

  return (
    <>
      <p>
        <button type="button" onClick={() => controller.expireAll({testKey: (key) => ArticleResource.get.testKey(key)})}>
          Expire
        </button>{' '}
        <button type="button" onClick={() => controller.invalidate(ArticleResource.get, {id: 1})}>
          Invalidate
        </button>{' '}
        <button type="button" onClick={() => controller.fetch(ArticleResource.delete, {id: 1})}>
          Delete
        </button>{' '}
        <button type="button" onClick={() => setGeneration((n) => n + 1)}>
          Remount readers
        </button>
      </p>
      <p>
        Next GET fails with{' '}
        <button type="button" onClick={() => (failNext.status = 503)}>
          503
        </button>{' '}
        <button type="button" onClick={() => (failNext.status = 404)}>
          404
        </button>
      </p>
      <StatePanel />
      <Reader key={`get-${generation}`} label="get" endpoint={ArticleResource.get} />
      <Reader key={`strict-${generation}`} label="get with invalidIfStale" endpoint={getStrict} />
    </>
  );
}

/** The state of GET /articles/1 in the store, updated every quarter second. */
function StatePanel() {
  const state = useContext(StateContext);
  const controller = useController();
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);

  const meta = state.meta['GET /articles/1'];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return (
    <div style={{border: '1px solid #8888', padding: '0.5rem', marginBottom: '0.5rem'}}>
      <strong>State:</strong> {describeRead(controller, state)}
      <br />
      {meta
        ? `Stored ${seconds(now - meta.date)} ago; ${meta.expiresAt > now ? `expires in ${seconds(meta.expiresAt - now)}` : 'expired'}.`
        : 'Nothing stored for GET /articles/1 yet.'}
      {failNext.status !== 0 && ` The next GET fails with ${failNext.status}.`}
    </div>
  );
}

function Reader({label, endpoint}: {label: string; endpoint: typeof ArticleResource.get}) {
  return (
    <div style={{border: '1px solid #8888', padding: '0.5rem', marginBottom: '0.5rem'}}>
      <strong>{label}</strong>
      <Catch>
        <Suspense fallback={<p>Suspended: showing the fallback.</p>}>
          <Title endpoint={endpoint} />
        </Suspense>
      </Catch>
    </div>
  );
}

function Title({endpoint}: {endpoint: typeof ArticleResource.get}) {
  const article = useSuspense(endpoint, {id: 1});
  return <p>“{article.title}” by {article.author}</p>;
}

/** This example's own error boundary: it shows the error a hard failure throws. */
class Catch extends Component<{children: ReactNode}, {error: Error | null}> {
  state = {error: null as Error | null};

  static getDerivedStateFromError(error: Error) {
    return {error};
  }

  render() {
    const {error} = this.state;
    if (!error) return this.props.children;
    const status = (error as Error & {status?: number}).status;
    return <p>Thrown to the boundary: {status} {error.message}. Press “Remount readers” to try again.</p>;
  }
}
