import {startRelay} from './relay';
import {relayRoute} from './route';

/** The relay frame's script (relay.html): msw's worker client and nothing else. */
const baseUrl = document.documentElement.dataset.baseUrl ?? '/';
void startRelay({
  serviceWorkerUrl: `${baseUrl}relayServiceWorker.js`,
  // Only the relay frames: the docs pages' own requests never pass through the worker.
  scope: `${baseUrl}${relayRoute.slice(1)}`,
});
