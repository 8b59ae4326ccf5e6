/**
 * The relay frames' service worker: msw's own worker (mockServiceWorker.js,
 * the file msw ships, unchanged), behind one rule. msw's worker sees only
 * the fetches a relay carries for its guest, which are fetches of the relay's
 * own address; every other request of a relay frame (its scripts, while it
 * starts) goes to the network as if no worker were there.
 *
 * Why: msw's worker hands a request of a frame whose msw has not started yet
 * to another started client, any visible one, of any tab, and waits for its
 * answer without end. When that client is a relay of a tab being reloaded,
 * the answer never comes: the starting relay's script never loads, its page
 * never finishes loading, and its playground never runs.
 *
 * This listener is added before msw's, so it runs first and, for a request
 * that is not a carried fetch, stops msw's from running at all.
 */
addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const relayAddress = new URL(self.registration.scope);
  if (url.origin !== relayAddress.origin || url.pathname !== relayAddress.pathname) {
    event.stopImmediatePropagation();
  }
});

importScripts('mockServiceWorker.js');
