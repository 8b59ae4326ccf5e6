import assert from 'node:assert/strict';
import {after, test} from 'node:test';
import {firstStep, playgroundLink} from '../../docs/snippets/playground-link/playgroundLink';
import {decodeShareHash} from '../../playground/core/shareLink';
import {startRun} from '../../playground/core/run';
import {createNodeHost} from '../../playground/node/nodeHost';

const host = createNodeHost();
after(() => host.close());

test('the docs snippet makes links the playground opens with the same files', () => {
  const files = {'main.ts': 'console.log(1);', 'db.json': '{"todos": []}'};
  const link = new URL(playgroundLink('https://docs.example.com', files));
  assert.equal(link.pathname, '/playground');
  assert.deepEqual(decodeShareHash(link.hash), {status: 'ok', state: {kind: 'files', files}});
});

test("the snippet's example link holds code that runs", async () => {
  const decoded = decodeShareHash(new URL(firstStep).hash);
  assert.equal(decoded.status, 'ok');
  const {files} = (decoded as {state: {files: Record<string, string>}}).state;
  const lines: string[] = [];
  const run = await startRun(files, host, {onConsole: (line) => lines.push(line.text)});
  await run.settled();
  run.stop();
  assert.deepEqual(lines, ['/todos']);
});
