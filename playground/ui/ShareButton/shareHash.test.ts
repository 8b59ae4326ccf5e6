import assert from 'node:assert/strict';
import {test} from 'node:test';
import {decodeShareHash} from '../../core/shareLink';
import {shareHash} from './shareHash';

const files = {'main.ts': 'console.log(1);'};

function shared(hash: string) {
  const decoded = decodeShareHash(hash);
  assert.equal(decoded.status, 'ok');
  return decoded.status === 'ok' ? decoded.state : null;
}

test('a link carries the files, and the network settings only when they were changed', () => {
  assert.deepEqual(shared(shareHash(files, {latencyMs: 0, routes: {}})), {kind: 'files', files});
  const slow = {latencyMs: 400, routes: {}};
  assert.deepEqual(shared(shareHash(files, slow)), {kind: 'files', files, network: slow});
  const routeOfItsOwn = {latencyMs: 0, routes: {'GET /todos': {latencyMs: 0}}};
  assert.deepEqual(shared(shareHash(files, routeOfItsOwn)), {kind: 'files', files, network: routeOfItsOwn});
});
