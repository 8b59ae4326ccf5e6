import {startRunnerFrame} from './frame';
import {runnerRoute} from './route';

/**
 * The runner frame's whole script: its page (index.html, built by
 * playground/node/runnerBundle.ts) is not a Docusaurus page, so a frame
 * boots without the site's runtime and starts on its run at once.
 */
const baseUrl = document.documentElement.dataset.baseUrl ?? '/';
void startRunnerFrame({
  serviceWorkerUrl: `${baseUrl}mockServiceWorker.js`,
  // Only the runner frames: the docs pages' own requests never pass through the worker.
  scope: `${baseUrl}${runnerRoute.slice(1)}`,
});
