import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import {createNodeHost} from '../node/nodeHost';
import {compileFile, compileFiles, compileModule, isCode} from './compile';
import {CompileError} from './compileError';
import {guardName} from './guards';
import {startRun} from './run';

const host = createNodeHost();
after(() => host.close());

/** The error compiling `source` as `file` throws, as a panel shows it. */
function compileProblem(file: string, source: string) {
  try {
    compileModule(file, source);
  } catch (error) {
    assert.ok(error instanceof CompileError, `a CompileError, not ${String(error)}`);
    return {message: error.message, reason: error.reason, file: error.file, line: error.line, column: error.column};
  }
  return assert.fail(`${file} compiled`);
}

const tenBlankLines = '\n'.repeat(10);

describe('a file that does not compile', () => {
  test('says what is wrong apart from where, at line and column counted from 1', () => {
    assert.deepEqual(compileProblem('main.ts', `${tenBlankLines}const somethingLong = ;`), {
      message: 'main.ts:11:23: Unexpected token',
      reason: 'Unexpected token',
      file: 'main.ts',
      line: 11,
      column: 23,
    });
    assert.deepEqual(compileProblem('main.ts', 'a b'), {
      message: 'main.ts:1:3: Unexpected token, expected ";"',
      reason: 'Unexpected token, expected ";"',
      file: 'main.ts',
      line: 1,
      column: 3,
    });
  });

  test('the place is left out of the words whatever the file is called (a link may name it anything)', () => {
    const {reason, line, column} = compileProblem('x(1:2).ts', 'const a = ;');
    assert.deepEqual({line, column}, {line: 1, column: 11});
    assert.ok(reason.endsWith('Unexpected token'), `the words end with the place: ${reason}`);
  });

  test('the words name the file whole, whatever it is called', () => {
    const file = 'a:Error transforming b: c.ts';
    assert.ok(compileProblem(file, 'const a = ;').reason.includes(file));
  });

  test('a name that reads like a place stays in the words, whole', () => {
    assert.equal(
      compileProblem('main.ts', 'const a = 1;\nexport {a as "(1:2)"};\nexport {a as "(1:2)"};').reason,
      "Duplicate export '(1:2)'",
    );
  });

  test('code nested too deep for the compiler is a compile error of the file, with no place', () => {
    const deep = `const a = ${'['.repeat(10_000)}${']'.repeat(10_000)};`;
    assert.deepEqual(compileProblem('main.ts', deep), {
      message: 'main.ts: Maximum call stack size exceeded',
      reason: 'Maximum call stack size exceeded',
      file: 'main.ts',
      line: undefined,
      column: undefined,
    });
  });

  test('that a module may not be (an export given twice) says so in the same words, at its place counted from 1', () => {
    assert.deepEqual(compileProblem('main.ts', 'export default 1;\nexport default 2;'), {
      message: "main.ts:2:8: Duplicate export 'default'",
      reason: "Duplicate export 'default'",
      file: 'main.ts',
      line: 2,
      column: 8,
    });
    assert.deepEqual(
      compileProblem('resources.ts', `${tenBlankLines}const somethingLong = 1; export default 1; export default 2;`),
      {
        message: "resources.ts:11:51: Duplicate export 'default'",
        reason: "Duplicate export 'default'",
        file: 'resources.ts',
        line: 11,
        column: 51,
      },
    );
  });
});

describe('what compiles', () => {
  test('a .ts file may use angle-bracket type assertions, which are JSX only in a .tsx file', () => {
    assert.equal(compileModule('main.ts', 'const n = <number>x;'), '"use strict";const n = x;');
    assert.equal(compileProblem('main.tsx', 'const n = <number>x;').reason, 'Unexpected token');
  });

  test('the JSX of App.tsx renders with no React in scope, through the runtime a playground provides', async () => {
    const run = await startRun({'App.tsx': `export default function App() {\n  return <p title="t">hi</p>;\n}`}, host);
    try {
      const element = (run.component as () => {type: unknown; props: unknown})();
      assert.equal(element.type, 'p');
      assert.deepEqual(element.props, {title: 't', children: 'hi'});
    } finally {
      run.stop();
    }
  });

  test('compileFile guards loops, keeping each on its line', () => {
    assert.equal(
      compileFile('main.ts', 'let n: number = 0;\nwhile (true) n++;'),
      `"use strict";let n = 0;\nwhile (true) {${guardName}();n++;}`,
    );
  });

  test('an example compiles at build time to its code files, guarded; data and text stay out', () => {
    const app = 'export default () => <p />;';
    assert.deepEqual(
      compileFiles({'main.ts': 'while (true) {}', 'App.tsx': app, 'db.json': '{}', 'notes.txt': 'while (true) {}'}),
      {'main.ts': `"use strict";while (true) {${guardName}();}`, 'App.tsx': compileFile('App.tsx', app)},
    );
    assert.deepEqual(
      ['main.ts', 'App.tsx', 'db.json', 'notes.txt', 'ts'].map((file) => isCode(file)),
      [true, true, false, false, false],
    );
  });
});
