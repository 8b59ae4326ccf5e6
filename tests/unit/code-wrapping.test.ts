import assert from 'node:assert/strict';
import {test} from 'node:test';
import {runsOf} from '../../playground/ui/Editor/wrapping';

/** A line as the highlighted code lays it out: `^` where it may wrap, `{…}` what may not be broken. */
function layout(...tokens: string[]): string {
  return runsOf(tokens.map((content) => ({content})))
    .map(({breakBefore, glued, parts}) => {
      const text = parts.map((part) => part.text).join('');
      return `${breakBefore ? '^' : ''}${glued ? `{${text}}` : text}`;
    })
    .join('');
}

test('code wraps after a space, a dot or a closing bracket, before an opening one, never inside a name', () => {
  assert.equal(
    layout('const todos = await controller.fetch(TodoResource.getList);'),
    'const ^todos ^= ^await ^controller.^fetch^(TodoResource.^getList);',
  );
  assert.equal(layout("fetch('/todos/1', {method: 'PUT'})"), "fetch^('/^todos/^1', ^{method: ^'PUT'})");
});

test('where the browser would break and the editor does not, the characters are kept together', () => {
  assert.equal(layout('a || b'), 'a{ |}| ^b');
  assert.equal(layout("'Content-Type'"), "'Content{-T}ype'");
  assert.equal(layout('if (!done) {'), 'if ^({!d}one) ^{');
});

test('a line cut across tokens keeps each token', () => {
  const runs = runsOf([{content: 'Todo'}, {content: 'Resource.'}, {content: 'getList'}]);
  assert.deepEqual(
    runs.map(({parts}) => parts.map(({token, text}) => [token.content, text])),
    [
      [
        ['Todo', 'Todo'],
        ['Resource.', 'Resource.'],
      ],
      [['getList', 'getList']],
    ],
  );
});
