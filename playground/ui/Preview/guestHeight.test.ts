import assert from 'node:assert/strict';
import {test} from 'node:test';
import {guestHeight} from './guestHeight';

test("a component's guest is as tall as its preview, 48 px at least; a program's has no height", () => {
  assert.equal(guestHeight(true, 300), 300);
  assert.equal(guestHeight(true, 0), 48);
  assert.equal(guestHeight(false, 300), 0);
});
