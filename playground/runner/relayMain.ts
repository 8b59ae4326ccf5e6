import {startRelay} from './relay';
import {networkRoute} from './route';

/** The relay frame's script (relay.html): msw's worker client and nothing else. */
const baseUrl = document.documentElement.dataset.baseUrl ?? '/';
void startRelay({
  serviceWorkerUrl: `${baseUrl}mockServiceWorker.js`,
  // Only the relay frames: the docs pages' own requests never pass through the worker.
  scope: `${baseUrl}${networkRoute.slice(1)}`,
});
