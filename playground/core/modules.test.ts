import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import {createNodeHost} from '../node/nodeHost';
import type {PlaygroundFiles} from './files';
import {ModuleGraph, ranFile} from './modules';
import {startRun} from './run';

const host = createNodeHost();
after(() => host.close());

/** Runs main.ts (and the other files) as the page does; what it logged. */
async function consoleOf(files: PlaygroundFiles): Promise<string[]> {
  const lines: string[] = [];
  const run = await startRun(files, host, {onConsole: (line) => lines.push(line.text)});
  run.stop();
  return lines;
}

describe('imports between the files of a playground', () => {
  test('a sibling is found with or without its extension: .ts, .tsx and .json', async () => {
    const lines = await consoleOf({
      'main.ts': `import {a} from './a';\nimport {b} from './b.ts';\nimport {C} from './C';\nimport db from './db';\nconsole.log(a, b, C(), db.todos.length);`,
      'a.ts': `export const a = 'a';`,
      'b.ts': `export const b = 'b';`,
      'C.tsx': `export const C = () => 'C';`,
      'db.json': `{"todos": [{"id": 1}]}`,
    });
    assert.deepEqual(lines, ['a b C 1']);
  });

  test('a module imported by several files runs once, and they share it', async () => {
    const lines = await consoleOf({
      'main.ts': `import {count} from './one';\nimport {again} from './two';\nconsole.log(count(), again());`,
      'counter.ts': `console.log('counter runs');\nlet n = 0;\nexport const count = () => ++n;`,
      'one.ts': `export {count} from './counter';`,
      'two.ts': `import {count} from './counter';\nexport const again = () => count();`,
    });
    assert.deepEqual(lines, ['counter runs', '1 2']);
  });

  test('a file that imports main.ts back gets main.ts as it is, without running it again', async () => {
    const lines = await consoleOf({
      'main.ts': `import {helper} from './helper';\nconsole.log('main runs');\nexport const name = 'main';\nconsole.log(helper());`,
      'helper.ts': `import * as main from './main';\nexport const helper = () => main.name;`,
    });
    assert.deepEqual(lines, ['main runs', 'main']);
  });

  test('a missing sibling names the files there are', async () => {
    await assert.rejects(consoleOf({'main.ts': `import './nowhere';`, 'a.ts': ''}), {
      message: "Cannot find './nowhere': this playground has main.ts, a.ts.",
    });
  });

  test('a package not provided names the packages there are', async () => {
    await assert.rejects(consoleOf({'main.ts': `import 'lodash';`}), {
      message:
        "Cannot import 'lodash': a playground can import @data-client/rest, @data-client/react, @data-client/core, @data-client/hooks, react, react/jsx-runtime, msw, uuid and its own files.",
    });
  });
});

describe('compiled modules, kept for the next run', () => {
  let tag = 0;
  /** A graph over one file of its own, with a compile that counts its calls. */
  const counted = {calls: 0};
  const load = (file: string, source: string) => {
    const graph = new ModuleGraph({[file]: source}, {}, {}, (_file, code) => (counted.calls++, code));
    return graph.require(`./${file}`) as {value?: unknown};
  };
  const compiles = (file: string, source: string) => {
    const before = counted.calls;
    load(file, source);
    return counted.calls - before;
  };

  test('a file unchanged is not compiled again; a file changed is', () => {
    const source = `exports.value = ${++tag};`;
    assert.equal(compiles('a.ts', source), 1);
    assert.equal(compiles('a.ts', source), 0, 'unchanged');
    assert.equal(compiles('a.ts', `${source} `), 1, 'changed');
    assert.equal(compiles('b.ts', source), 1, 'the same code in another file');
  });

  test('the file as it last ran is kept for locating its errors, when its code came from the cache too', () => {
    const first = `exports.value = ${++tag};`;
    const second = `exports.value = ${++tag};`;
    for (const source of [first, second, first]) {
      load('r.ts', source);
      assert.equal(ranFile('r.ts')?.source, source);
      assert.ok(ranFile('r.ts')!.code.startsWith(`${source}\n`), 'the code it ran as');
    }
  });

  test("a file never gets another's compiled code, whatever its name and source read run together", () => {
    // 'a.ts' then 'x: …' reads as 'a.tsx' then ': …': the second does not parse, and must not run the first's code.
    const body = `: exports.value = ${++tag};`;
    assert.equal(load('a.ts', `x${body}`).value, tag);
    assert.throws(() => load('a.tsx', body), SyntaxError);
  });

  test('a graph with other globals gets the file compiled with its own, whatever their names read run together', () => {
    const source = `exports.value = [typeof a, typeof ab, ${++tag}];`;
    const value = (globals: Record<string, unknown>) =>
      (new ModuleGraph({'g.ts': source}, {}, globals, (_file, code) => code).require('./g.ts') as {value: unknown})
        .value;
    assert.deepEqual(value({ab: 1}), ['undefined', 'number', tag]);
    assert.deepEqual(value({a: 1, b: 2}), ['number', 'undefined', tag]);
  });

  test('the 200 files used last are kept, the one used longest ago goes first', () => {
    const files = Array.from({length: 201}, (_, index) => [`m${index}.ts`, `exports.value = ${++tag};`] as const);
    for (const [file, source] of files.slice(0, 200)) assert.equal(compiles(file, source), 1);
    assert.equal(compiles(...files[0]!), 0, 'the first of 200 is kept');
    // m0 is now the one used last: m1 is the one used longest ago.
    assert.equal(compiles(...files[200]!), 1);
    assert.equal(compiles(...files[0]!), 0, 'the first, used again, is kept');
    assert.equal(compiles(...files[2]!), 0, 'the third is kept');
    assert.equal(compiles(...files[1]!), 1, 'the second went to make room');
  });
});
