import assert from 'node:assert/strict';
import {test} from 'node:test';
import {relayMarkPrefix} from './protocol';

test("a request the relay carries is marked as the playground's in its fragment", () => {
  // The relay fetches `<its address>#playground-fetch-<relay>-<n>`: what a reader sees in devtools beside
  // a mocked 404, and what tests/browser/harness.ts tells the example's logs from the site's by.
  const carried = new URL(`http://127.0.0.1:3000/relay.html#${relayMarkPrefix}k3x9-7`);
  assert.equal(carried.hash, '#playground-fetch-k3x9-7');
});
