import assert from 'node:assert/strict';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {componentEntry, programEntry} from '../../playground/core/files';
import {startRun} from '../../playground/core/run';
import {
  findExamples,
  observedExpectations,
  readExample,
  readExpectations,
  readNetworkSettings,
} from '../../playground/node/examples';
import {createNodeHost} from '../../playground/node/nodeHost';

const docsDir = path.resolve(__dirname, '../../docs');
const examples = findExamples(docsDir);
const host = createNodeHost();
after(() => host.close());

describe('docs examples', () => {
  test('there are examples to check', () => {
    assert.ok(examples.length > 0, `no examples found under ${docsDir}`);
  });

  for (const dir of examples) {
    const name = path.relative(docsDir, dir);
    const files = readExample(dir);
    const expected = readExpectations(dir);

    test(`${name} has expectations`, () => {
      assert.ok(expected, `${name} needs an expect.json beside its files`);
    });

    if (programEntry in files && expected) {
      test(`${name} makes the requests and leaves the store it promises`, async () => {
        const console: string[] = [];
        const run = await startRun(
          files,
          host,
          {onConsole: (line) => console.push(line.text)},
          {network: readNetworkSettings(dir)},
        );
        await run.settled();
        run.stop();
        const {clicks: _clicks, ...claims} = expected;
        // All of what `npm run example` prints: the file holds exactly that, console included.
        assert.deepEqual(observedExpectations(run, console), claims);
      });
    } else if (!(componentEntry in files)) {
      test(`${name} has an entry file`, () => assert.fail(`${name} has neither ${programEntry} nor ${componentEntry}`));
    }
  }
});
