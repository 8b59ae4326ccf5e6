import {useEffect, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {runnerRoute} from './route';

/** The page inside each playground's iframe. Its code loads only in the browser. */
export default function RunnerPage(): ReactNode {
  const serviceWorkerUrl = useBaseUrl('/mockServiceWorker.js');
  // Only the runner frames: the docs pages' own requests never pass through the worker.
  const scope = useBaseUrl(runnerRoute);
  useEffect(() => {
    void import('./frame').then(({startRunnerFrame}) => startRunnerFrame({serviceWorkerUrl, scope}));
  }, [serviceWorkerUrl, scope]);
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
        <title>Playground runner</title>
      </Head>
      {/* flow-root keeps the first and last margins inside, so the frame's reported height includes them. */}
      <main id="playground-preview" style={{display: 'flow-root'}} />
    </>
  );
}
