import assert from 'node:assert/strict';
import {test} from 'node:test';
import {guestAddress, guestSandbox, guestTitle, readGuestParams, relayTitle} from './route';

test("a guest's address carries its playground and colour mode, and reads back", () => {
  const address = guestAddress('/playground-guest', {playground: 'docs/a b&c', theme: 'dark'});
  assert.equal(address, '/playground-guest?playground=docs%2Fa+b%26c&theme=dark');
  assert.deepEqual(readGuestParams(address.slice(address.indexOf('?'))), {playground: 'docs/a b&c', theme: 'dark'});
});

test('an address without them, or with a colour mode that is not one, reads as light and no playground', () => {
  assert.deepEqual(readGuestParams(''), {playground: '', theme: 'light'});
  assert.deepEqual(readGuestParams('?theme=purple'), {playground: '', theme: 'light'});
});

test("the frames are named after the example; the guest's sandbox gives it an opaque origin", () => {
  assert.equal(guestTitle('docs/x'), 'Preview of docs/x');
  assert.equal(relayTitle('docs/x'), 'Network of docs/x');
  assert.deepEqual(guestSandbox.split(' ').sort(), ['allow-forms', 'allow-scripts']);
});
