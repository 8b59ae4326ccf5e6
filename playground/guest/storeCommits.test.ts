import assert from 'node:assert/strict';
import {test} from 'node:test';
import {createElement} from 'react';
import TestRenderer, {act} from 'react-test-renderer';
import {StateContext} from '@data-client/react';
import {StoreCommits} from './storeCommits';

Object.assign(globalThis, {IS_REACT_ACT_ENVIRONMENT: true});

/** One macrotask: what StoreCommits waits before it calls back. */
const aTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

type State = Parameters<typeof StateContext.Provider>[0]['value'];

/** StoreCommits under a store state the test sets, as CacheProvider provides it, and the calls it made. */
function mount() {
  const calls: string[] = [];
  let current = '';
  const onCommit = () => calls.push(current);
  const tree = (name: string) => {
    current = name;
    const state = {name} as unknown as State;
    return createElement(StateContext.Provider, {value: state}, createElement(StoreCommits, {onCommit}));
  };
  let renderer!: TestRenderer.ReactTestRenderer;
  act(() => {
    renderer = TestRenderer.create(tree('first'));
  });
  return {calls, renderer, show: (name: string) => act(() => renderer.update(tree(name)))};
}

test('calls back once after the first state and once after each new one, a turn after the commit', async () => {
  const {calls, show} = mount();
  assert.deepEqual(calls, [], 'not during the commit: the provider’s own effects come first');
  await aTurn();
  assert.deepEqual(calls, ['first']);
  show('second');
  await aTurn();
  assert.deepEqual(calls, ['first', 'second'], 'a new state is a new commit to record');
});

test('a state replaced before its turn came, or a store unmounted, calls back no more', async () => {
  const {calls, show, renderer} = mount();
  show('second');
  await aTurn();
  assert.deepEqual(calls, ['second'], 'the first state, replaced within the turn, is not called back apart');
  show('third');
  act(() => renderer.unmount());
  await aTurn();
  assert.deepEqual(calls, ['second'], 'nothing is called back for a store that is gone');
});
