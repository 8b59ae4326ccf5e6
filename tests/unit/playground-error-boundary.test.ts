import assert from 'node:assert/strict';
import {test} from 'node:test';
import React, {createElement, useState} from 'react';
import TestRenderer, {act} from 'react-test-renderer';

/** Text of a rendered node and its children. */
function textOf(node: TestRenderer.ReactTestInstance | string): string {
  return typeof node === 'string' ? node : node.children.map(textOf).join('');
}

test('a part that throws while rendering breaks its playground alone, which says so and restarts with what the session holds', async () => {
  // The site compiles JSX with its bundler (`jsx: preserve`); tsx, here, to React.createElement.
  Object.assign(globalThis, {React});
  const {default: PlaygroundErrorBoundary} = await import('../../playground/ui/Playground/PlaygroundErrorBoundary');
  const restarts: number[] = [];
  let broken = true;
  function Panel() {
    const [rows] = useState(() => ['a']);
    if (broken) throw new TypeError("Failed to construct 'URL': Invalid URL");
    return createElement('p', null, `rows: ${rows.length}`);
  }
  const quiet = console.error;
  console.error = () => {};
  let renderer!: TestRenderer.ReactTestRenderer;
  try {
    act(() => {
      renderer = TestRenderer.create(
        createElement('main', null, [
          createElement(PlaygroundErrorBoundary, {
            key: 'pg',
            exampleId: 'docs/example',
            onRestart: () => void restarts.push(1),
            children: createElement(Panel),
          }),
          createElement('p', {key: 'rest'}, 'the rest of the page'),
        ]),
      );
    });
  } finally {
    console.error = quiet;
  }
  const alert = renderer.root.find((node) => node.props.role === 'alert');
  assert.match(
    textOf(alert),
    /^This playground stopped showing its run: .* Your code is kept; restart the playground to run it again\./,
  );
  assert.ok(renderer.root.findByProps({children: 'the rest of the page'}), 'the page lives on');
  broken = false;
  act(() => renderer.root.findByType('button').props.onClick());
  assert.deepEqual(restarts, [1], 'the session was asked to recover');
  assert.equal(renderer.root.findAll((node) => node.props.role === 'alert').length, 0);
  assert.ok(renderer.root.findByProps({children: 'rows: 1'}), 'the parts render again');
});
