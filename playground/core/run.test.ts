import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import {createNodeHost} from '../node/nodeHost';
import {CompileError} from './compileError';
import type {PlaygroundFiles} from './files';
import {runInWorker} from '../node/runInWorker';
import {endpointFetchThrowsLater} from '../../tests/realWorldCode';
import {runToEnd, todoResources} from '../../tests/runFixtures';
import {compileFile} from './compile';
import {locateError, readerColumn, startRun, type RunOptions} from './run';

const host = createNodeHost();
after(() => host.close());

const resources = todoResources;
const seed = JSON.stringify({
  todos: [
    {id: 1, title: 'one', userId: 1},
    {id: 2, title: 'two', userId: 2},
  ],
});

async function runMain(main: string, extra: PlaygroundFiles = {}, options: RunOptions = {}) {
  const ran = await runToEnd({'main.ts': main, 'resources.ts': resources, 'db.json': seed, ...extra}, host, options);
  return {...ran, state: ran.run.store.snapshots.at(-1)!.state as Record<string, Record<string, unknown>>};
}

describe('the default backend', () => {
  test('answers list, filter, one, create, replace, merge and delete', async () => {
    const {lines, log} = await runMain(`
      const show = async (method: string, url: string, body?: object) => {
        const response = await fetch(url, {method, body: body && JSON.stringify(body)});
        console.log(method, url, response.status, await response.text());
      };
      await show('GET', '/todos?userId=2&page=3');
      await show('GET', '/todos/1');
      await show('POST', '/todos', {title: 'three'});
      await show('PUT', '/todos/3', {title: 'THREE'});
      await show('PATCH', '/todos/3', {done: true});
      await show('DELETE', '/todos/1');
      await show('GET', '/todos');
      await show('GET', '/todos/99');
    `);
    assert.deepEqual(lines, [
      'log: GET /todos?userId=2&page=3 200 [{"id":2,"title":"two","userId":2}]',
      'log: GET /todos/1 200 {"id":1,"title":"one","userId":1}',
      'log: POST /todos 201 {"title":"three","id":3}',
      'log: PUT /todos/3 200 {"title":"THREE","id":3}',
      'log: PATCH /todos/3 200 {"title":"THREE","id":3,"done":true}',
      'log: DELETE /todos/1 200 {"id":1,"title":"one","userId":1}',
      'log: GET /todos 200 [{"id":2,"title":"two","userId":2},{"title":"THREE","id":3,"done":true}]',
      'log: GET /todos/99 404 {"message":"No record with id 99 in \\"todos\\"."}',
    ]);
    assert.deepEqual(log, [
      'GET /todos?userId=2&page=3 200 default backend',
      'GET /todos/1 200 default backend',
      'POST /todos 201 default backend',
      'PUT /todos/3 200 default backend',
      'PATCH /todos/3 200 default backend',
      'DELETE /todos/1 200 default backend',
      'GET /todos 200 default backend',
      'GET /todos/99 404 default backend',
    ]);
  });

  test('starts again from the seed data on every run', async () => {
    await runMain(`await fetch('/todos/1', {method: 'DELETE'});`);
    const {lines} = await runMain(`console.log((await (await fetch('/todos')).json()).length);`);
    assert.deepEqual(lines, ['log: 2']);
  });

  test('answers any host, and a route nothing serves gets a 404 that says why', async () => {
    const {lines, log} = await runMain(`
      const list = await fetch('https://api.example.com/v1/todos');
      const other = await fetch('https://elsewhere.example.org/users/1');
      console.log(list.status, other.status, (await other.json()).message);
    `);
    assert.equal(log[0], 'GET /v1/todos 200 default backend');
    assert.equal(log[1], 'GET /users/1 404 unhandled');
    assert.match(
      lines[0]!,
      /^log: 200 404 Nothing answers GET https:\/\/elsewhere\.example\.org\/users\/1\..*\(todos\)/,
    );
  });
});

describe('running a program', () => {
  test('mocks.ts handlers answer before the default backend', async () => {
    const {log, state} = await runMain(
      `import type {Controller} from '@data-client/react';
       import {TodoResource} from './resources';
       export default async function main(controller: Controller) {
         await controller.fetch(TodoResource.delete, {id: 1});
         await controller.fetch(TodoResource.get, {id: 2});
       }`,
      {
        'mocks.ts': `import {http, HttpResponse} from 'msw';
          export const handlers = [http.delete('/todos/:id', () => new HttpResponse(null, {status: 204}))];`,
      },
    );
    assert.deepEqual(log, ['DELETE /todos/1 204 mocks.ts', 'GET /todos/2 200 default backend']);
    assert.deepEqual(state.entities!.Todo, {
      '1': 'INVALID (symbol)',
      '2': {id: 2, title: 'two', userId: 2},
    });
  });

  test('a JSON file imports as its data, in main.ts and in mocks.ts', async () => {
    const {lines, log} = await runMain(
      `import db from './db.json';
      console.log(db.todos.length);
      console.log(await (await fetch('/first-title')).text());`,
      {
        'mocks.ts': `import {http, HttpResponse} from 'msw';
        import db from './db.json';
        export const handlers = [http.get('/first-title', () => HttpResponse.text(db.todos[0].title))];`,
      },
    );
    assert.deepEqual(lines, ['log: 2', 'log: one']);
    assert.deepEqual(log, ['GET /first-title 200 mocks.ts']);
  });

  test("the entry's exported managers see every action the store gets", async () => {
    const {lines, log} = await runMain(`
      import type {Controller, Manager, Middleware} from '@data-client/core';
      import {TodoResource} from './resources';
      class ActionLog implements Manager {
        getMiddleware(): Middleware {
          return () => (next) => async (action) => {
            console.log(action.type);
            return next(action);
          };
        }
        cleanup() {}
      }
      export const managers = [new ActionLog()];
      export default async function (controller: Controller) {
        await controller.fetch(TodoResource.get, {id: 1});
      }`);
    assert.deepEqual(log, ['GET /todos/1 200 default backend']);
    assert.deepEqual(lines, ['log: rdc/fetch', 'log: rdc/set']);
  });

  test('managers that are not Managers get a message saying what is expected', async () => {
    await assert.rejects(
      runMain(`export const managers = [{}];`),
      /array of Managers: export const managers = \[new MyManager\(\)\]/,
    );
  });

  test('a syntax error names the file and line', async () => {
    await assert.rejects(runMain(`console.log('ran');\nconst broken = ;`), (error: unknown) => {
      assert.ok(error instanceof CompileError);
      assert.equal(error.file, 'main.ts');
      assert.equal(error.line, 2);
      return true;
    });
  });

  test('a module an engine rejects (an export or a top-level name given twice) is a syntax error at its line, and runs nothing', async () => {
    const cases: [string, PlaygroundFiles, string, number, string][] = [
      [
        'two default exports',
        {'main.ts': `console.log('ran');\nexport default 1;\nexport default 2;`},
        'main.ts',
        3,
        "Duplicate export 'default'",
      ],
      [
        'a name exported twice',
        {'main.ts': `console.log('ran');\nconst a = 1;\nexport {a as b};\nexport {a as b};`},
        'main.ts',
        4,
        "Duplicate export 'b'",
      ],
      [
        'a function declared twice',
        {'main.ts': `console.log('ran');\nexport function f() {}\nexport function f() {}`},
        'main.ts',
        3,
        "Identifier 'f' has already been declared",
      ],
      [
        'two default exports in a file main.ts imports',
        {
          'main.ts': `import {TodoResource} from './resources';\nconsole.log('ran', TodoResource.get.key({id: 1}));`,
          'resources.ts': `${resources}\nexport default 1;\nexport default 2;`,
        },
        'resources.ts',
        resources.split('\n').length + 2,
        "Duplicate export 'default'",
      ],
    ];
    for (const [name, files, file, line, reason] of cases) {
      const lines: string[] = [];
      await assert.rejects(
        startRun({'resources.ts': resources, 'db.json': seed, ...files}, host, {onConsole: (l) => lines.push(l.text)}),
        (error: unknown) => {
          assert.ok(error instanceof CompileError, `${name}: a CompileError, not ${String(error)}`);
          assert.deepEqual({file: error.file, line: error.line, reason: error.reason}, {file, line, reason}, name);
          return true;
        },
      );
      assert.deepEqual(lines, [], `${name}: nothing ran`);
    }
  });

  test('@data-client/hooks and uuid import as in an app: useLoading, useCancelling, useDebounce and v4', async () => {
    const {lines} = await runMain(`import {useCancelling, useDebounce, useLoading} from '@data-client/hooks';
import {v4 as uuid, validate} from 'uuid';

console.log([useCancelling, useDebounce, useLoading].map((hook) => typeof hook).join(' '));
const id = uuid();
console.log(validate(id), id === uuid());`);
    assert.deepEqual(lines, ['log: function function function', 'log: true false']);
  });

  test("a runtime error is located in the reader's file and line", async () => {
    const error = await runMain(`const a = 1;\n\nthrow new TypeError('boom');`).then(
      () => assert.fail('should throw'),
      (e: unknown) => e,
    );
    assert.equal((error as Error).message, 'boom');
    assert.deepEqual(locateError(error), {file: 'main.ts', line: 3, column: 7});
  });

  test('a column is the reader\'s, read beside the line as it ran: across the guards and "use strict", none across types', () => {
    /** The column `readerColumn` gives for `marker` on `line` of `source` as compiled and guarded, and the reader's (0 for a marker only the guards wrote). */
    const columns = (source: string, line: number, marker: string, file = 'main.ts') => {
      const ran = compileFile(file, source).split('\n')[line - 1]!;
      const reader = source.split('\n')[line - 1]!;
      return [readerColumn(reader, ran, ran.indexOf(marker) + 1), reader.indexOf(marker) + 1];
    };
    const [onFirstLine, first] = columns(`missing();`, 1, 'missing');
    assert.equal(onFirstLine, first, 'after "use strict";');
    // The compiler puts its own before the reader's: `"use strict";"use strict"; missing();`.
    const [afterOwnStrict, ownStrict] = columns(`"use strict"; missing();`, 1, 'missing');
    assert.equal(afterOwnStrict, ownStrict, 'after the reader\'s own "use strict"; too');
    assert.equal(
      columns(`f();\n"use strict"; missing();`, 2, 'missing')[0],
      15,
      'a later line\'s "use strict"; is the reader\'s',
    );
    const [afterGuard, guarded] = columns(`const f = 1;\nsetTimeout(() => label(pluralOf('todo')), 0);`, 2, 'pluralOf');
    assert.equal(afterGuard, guarded, "after a guard put into an arrow function's body");
    const [afterClosing, closed] = columns(`[1].map((x) => x + 1); missing();`, 1, 'missing');
    assert.equal(afterClosing, closed, 'after the brackets that close it');
    const [inBody, body] = columns(`for (let i = 0; i < 1; i++) { missing(); }`, 1, 'missing');
    assert.equal(inBody, body, "in a loop's braced body, after its guard");
    const [afterAwait, awaited] = columns(`const a = await Promise.resolve(1); missing(a);`, 1, 'missing');
    assert.equal(afterAwait, awaited, 'after a guarded await');
    assert.equal(columns(`const n: number = 1; missing(n);`, 1, 'missing')[0], null, 'after dropped types');
    // Where Chromium places a ReferenceError in an arrow's body: the guard's `return (`.
    assert.equal(columns(`setTimeout(() => label(missing), 0);`, 1, 'return (')[0], 18, "the arrow's body");
    assert.equal(
      columns(`const a = 1;\nconst b = await f(a);`, 2, '__playgroundGuard')[0],
      11,
      'the await a guard wraps',
    );
    assert.equal(columns(`while (true) {}`, 1, '__playgroundGuard')[0], 15, "a loop's body");
    assert.equal(columns(`while (true) {\n}`, 1, '__playgroundGuard')[0], null, 'nothing after it on the line');
    assert.equal(readerColumn('f();', 'f();', 9), null, 'past the end of the line');
    assert.equal(readerColumn('f();', 'f();', 5), null, 'just past the end of the line');
    // JSX the compiler rewrote right after a guard's opening: `{__playgroundGuard();return (_jsxruntime.jsx…`.
    assert.equal(
      columns(`const a = 1;\nconst f = () => <a/>;`, 2, '_jsxruntime.jsx.call', 'App.tsx')[0],
      null,
      'rewritten JSX after a guard',
    );
    assert.equal(
      readerColumn('f(); g();', 'f(); x g();', 8),
      null,
      "a character the running line has and the reader's lacks, other than a guard's closing bracket",
    );
    assert.equal(readerColumn(undefined, undefined, 9), 9, 'a file that has not run: the column as it is');
    // A line the stack names past the end of one of the two texts: the column as it is, not a TypeError.
    assert.equal(readerColumn(undefined, 'f();', 3), 3, 'no reader line: the column as it is');
    assert.equal(readerColumn('f();', undefined, 3), 3, 'no running line: the column as it is');
    assert.equal(readerColumn('f();', '"use strict";f();', 5), null, 'a column in the compiler\'s "use strict";');
  });

  test("an error on the first line has the reader's column; one after types the compiler dropped, none", async () => {
    const located = (main: string) =>
      runMain(main).then(
        () => assert.fail('should throw'),
        (error: unknown) => locateError(error),
      );
    // The compiler's "use strict"; goes before the first line: the column is the reader's all the same.
    assert.deepEqual(await located(`throw new TypeError('boom');`), {file: 'main.ts', line: 1, column: 7});
    // Types dropped before what threw: no column, rather than one that points elsewhere.
    assert.deepEqual(await located(`const a = 1;\nconst n: number = a; throw new TypeError('boom');`), {
      file: 'main.ts',
      line: 2,
      column: null,
    });
  });

  test('an unknown import says what can be imported', async () => {
    await assert.rejects(
      runMain(`import x from 'lodash';\nconsole.log(x);`),
      /Cannot import 'lodash': a playground can import @data-client\/rest, .*msw, uuid and its own files/,
    );
  });

  test('console output is recorded as text, objects as JSON', async () => {
    const {lines} = await runMain(`console.warn('n', {a: [1, new Date(0)]});`);
    assert.deepEqual(lines, ['warn: n {\n  "a": [\n    1,\n    "Date 1970-01-01T00:00:00.000Z"\n  ]\n}']);
  });

  test('undefined, symbols and bigints print as a browser console prints them', async () => {
    const {lines} = await runMain(`console.log(undefined, Symbol('s'), 10n, null);`);
    assert.deepEqual(lines, ['log: undefined Symbol(s) 10n null']);
  });
});

describe('running again', () => {
  const counter = `let count = 0;\nexport const next = () => ++count;`;

  test('each run starts its modules afresh, also when no file changed (compiled modules are reused)', async () => {
    const main = `import {next} from './counter';\nnext();\nconsole.log('count', next());`;
    const first = await runMain(main, {'counter.ts': counter});
    const second = await runMain(main, {'counter.ts': counter});
    assert.deepEqual(first.lines, ['log: count 2']);
    assert.deepEqual(second.lines, ['log: count 2']);
  });

  test('an edited file runs as edited', async () => {
    const main = `import {next} from './counter';\nconsole.log('count', next());`;
    await runMain(main, {'counter.ts': counter});
    const edited = await runMain(main, {'counter.ts': counter.replace('let count = 0', 'let count = 10')});
    assert.deepEqual(edited.lines, ['log: count 11']);
  });
});

describe('code that holds the thread', {concurrency: true}, () => {
  // Code that could hold the thread runs in a worker ended from outside: with the guard
  // broken, these fail in seconds, naming the cause, instead of hanging the test run.
  const runs = (...mains: string[]) =>
    runInWorker(mains.map((main) => ({'main.ts': main, 'resources.ts': resources, 'db.json': seed})));
  const stopped = {
    name: 'RunawayError',
    message: 'The code never let the page respond for 1 s: a loop or recursion that does not end?',
  };

  const loops: [string, string][] = [
    ['a while loop', `let n = 0;\nwhile (true) { n++; }`],
    ['a while loop without braces', `let n = 0;\nwhile (true) n++;`],
    ['a for loop without braces', `let n = 0;\nfor (;;) n++;`],
    ['a do-while loop without braces', `let n = 0;\ndo n++; while (true);`],
    [
      'a for-of loop over an endless generator, without braces',
      `function* forever() { for (;;) yield 1; }\nlet n = 0;\nfor (const one of forever()) n += one;`,
    ],
    ['a loop inside a function the code calls', `const spin = () => { while (true) {} };\nspin();`],
    [
      'an endless chain of promises',
      `const spin = async (): Promise<void> => { await null; return spin(); };\nawait spin();`,
    ],
  ];
  for (const [name, main] of loops) {
    test(`${name} is stopped with a message that names the cause`, async () => {
      const [result] = await runs(main);
      assert.deepEqual(result!.error, stopped);
    });
  }

  test('the next run works after one was stopped', async () => {
    const [first, second] = await runs(`while (true) {}`, `for (let i = 0; i < 3; i++) console.log(i);`);
    assert.deepEqual(first!.error, stopped);
    assert.deepEqual(second, {lines: ['log: 0', 'log: 1', 'log: 2'], error: null});
  });
});

describe('code that fails after it started, as in the guest', () => {
  // In a worker: each test's process-wide listeners (and a hang, were the failure missed) stay there.
  const run = (main: string) => runInWorker([{'main.ts': main, 'resources.ts': resources, 'db.json': seed}]);

  test("an endpoint's fetch that throws when @data-client starts it later ends the run with its message and line", async () => {
    const [result] = await run(endpointFetchThrowsLater);
    assert.deepEqual(result, {
      lines: ['error: Uncaught ReferenceError: apiRoot is not defined (main.ts:9:21)'],
      error: {name: 'ReferenceError', message: 'apiRoot is not defined'},
    });
  });

  test('a call nobody awaited, answered 404, ends the run with its rejection', async () => {
    const [result] = await run(`import type {Controller} from '@data-client/react';
import {TodoResource} from './resources';

export default async function main(controller: Controller) {
  controller.fetch(TodoResource.get, {id: 99});
  await new Promise((resolve) => setTimeout(resolve, 500));
  console.log('not reached');
}`);
    assert.equal(result!.error?.name, 'NetworkError');
    assert.deepEqual(
      result!.lines.map((line) => line.replace(/ \(.*\)$/, '')),
      ['error: Uncaught (in promise) NetworkError: Not Found'],
    );
  });
});

describe('runaway code', () => {
  test("unbounded recursion ends with the engine's own RangeError", async () => {
    await assert.rejects(runMain(`const down = (n: number): number => down(n + 1);\ndown(0);`), RangeError);
  });

  test('an endless loop of timers is stopped, saying so, and its timers are cleared', async () => {
    const runaways: string[] = [];
    const lines: string[] = [];
    const run = await startRun(
      {
        'main.ts': `let n = 0;\nconst again = () => { n++; setTimeout(again, 0); };\nagain();\nsetInterval(() => console.log('tick', n), 5);`,
      },
      host,
      {onConsole: (line) => lines.push(line.text), onRunaway: (error) => runaways.push(error.message)},
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const linesWhenStopped = lines.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    run.stop();
    assert.equal(runaways.length, 1);
    assert.match(runaways[0]!, /^Timers kept firing one after another, with no pause, for 1 s/);
    assert.equal(lines.length, linesWhenStopped, 'no timer fires after the stop');
  });

  test('a loop of timers at a third of the rate a browser allows, as on a busy machine, is stopped too', async () => {
    // A browser runs a chain of setTimeout(f, 0) at 250 a second at best; a starved guest, at fewer.
    const runaways: string[] = [];
    const run = await startRun({'main.ts': `const again = () => { setTimeout(again, 12); };\nagain();`}, host, {
      onRunaway: (error) => runaways.push(error.message),
    });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    run.stop();
    assert.equal(runaways.length, 1, 'a loop of 12 ms timers ran on for 2.5 s unstopped');
  });

  test('a polling interval, or one at an animation rate, is not a runaway', async () => {
    const runaways: string[] = [];
    const run = await startRun({'main.ts': `setInterval(() => {}, 200);\nsetInterval(() => {}, 16);`}, host, {
      onRunaway: (error) => runaways.push(error.message),
    });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    run.stop();
    assert.deepEqual(runaways, []);
  });

  test('an enormous response body is kept only in part', async () => {
    const {log, run} = await runMain(`await (await fetch('/big')).text();`, {
      'mocks.ts': `import {http, HttpResponse} from 'msw';
        export const handlers = [http.get('/big', () => HttpResponse.text('x'.repeat(5_000_000)))];`,
    });
    assert.deepEqual(log, ['GET /big 200 mocks.ts']);
    const body = run.requests.entries[0]!.responseBody!;
    assert.ok(body.length < 100_100);
    assert.match(body, /… 4900000 more characters not shown$/);
  });

  test('console output stops after a thousand lines, saying so', async () => {
    const {lines} = await runMain(`for (let i = 0; i < 100000; i++) console.log(i);`);
    assert.equal(lines.length, 1000);
    assert.equal(lines.at(-1), 'warn: Console output stopped after 999 lines; later lines are not shown.');
  });
});

describe('a stopped run', () => {
  test('sends nothing more once stopped, even from a main() that was still awaiting', async () => {
    const seen: string[] = [];
    (globalThis as {seenBySecond?: string[]}).seenBySecond = seen;
    let started: {stop(): void} | undefined;
    const running = startRun(
      {
        'main.ts': `export default async function main() {
          await fetch('/slow');
          await fetch('/second');
        }`,
        'mocks.ts': `import {delay, http, HttpResponse} from 'msw';
        export const handlers = [
          http.get('/slow', async () => { await delay(100); return HttpResponse.text('slow'); }),
          http.get('/second', () => { (globalThis as any).seenBySecond.push('second'); return HttpResponse.text('second'); }),
        ];`,
      },
      host,
      {onStart: (run) => (started = run)},
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    started!.stop();
    await assert.rejects(running, {name: 'RunEndedError'});
    await new Promise((resolve) => setTimeout(resolve, 150));
    assert.deepEqual(seen, []);
  });

  test('sends no request @data-client put off until the page was idle once the run has stopped', async () => {
    // A GET through the Controller is sent on the next idle callback, not at once: a run
    // stopped meanwhile (the reader pressed Run) must not send it into the next run's log.
    const seen: string[] = [];
    (globalThis as {seenByList?: string[]}).seenByList = seen;
    let started: {stop(): void; requests: {entries: readonly unknown[]}} | undefined;
    const fetchesDispatched: string[] = [];
    void startRun(
      {
        'main.ts': `import type {Controller} from '@data-client/react';
          import {TodoResource} from './resources';
          export default async function main(controller: Controller) {
            await controller.fetch(TodoResource.getList);
          }`,
        'resources.ts': resources,
        'mocks.ts': `import {http, HttpResponse} from 'msw';
          export const handlers = [
            http.get('/todos', () => { (globalThis as any).seenByList.push('list'); return HttpResponse.json([]); }),
          ];`,
      },
      host,
      {
        onStart: (run) => (started = run),
        onSnapshots: (snapshots) => {
          const action = snapshots.at(-1)?.action;
          if (action?.type !== 'rdc/fetch') return;
          fetchesDispatched.push(action.key ?? '');
          started!.stop();
        },
      },
    ).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(fetchesDispatched.length, 1, 'main() asked the Controller for the list');
    assert.deepEqual(seen, [], 'the stopped run sent its GET all the same');
    assert.deepEqual(started!.requests.entries, []);
  });
});

describe('network settings', () => {
  const deleteMock = {
    'mocks.ts': `import {http, HttpResponse} from 'msw';
      export const handlers = [http.delete('/todos/:id', () => new HttpResponse(null, {status: 204}))];`,
  };

  test("list the routes of mocks.ts first, then the default backend's", async () => {
    const {run} = await runMain(`console.log('x');`, deleteMock);
    assert.deepEqual(run.routes.slice(0, 4), ['DELETE /todos/:id', 'GET /todos', 'POST /todos', 'GET /todos/:id']);
    assert.equal(run.routes.length, 6);
  });

  test('a forced status with a body answers instead of the backend', async () => {
    const {lines, log} = await runMain(
      `const r = await fetch('/todos', {method: 'POST', body: '{}'});\nconsole.log(r.status, await r.text());`,
      {},
      {network: {latencyMs: 0, routes: {'POST /todos': {status: 422, body: '{"title":"required"}'}}}},
    );
    assert.deepEqual(lines, ['log: 422 {"title":"required"}']);
    assert.deepEqual(log, ['POST /todos 422 network settings']);
  });

  test('a network error makes fetch reject, and applies to a mocks.ts route too', async () => {
    const {lines, log} = await runMain(
      `try { await fetch('/todos/1', {method: 'DELETE'}); } catch (e) { console.log('rejected', (e as Error).name); }`,
      deleteMock,
      {network: {latencyMs: 0, routes: {'DELETE /todos/:id': {networkError: true}}}},
    );
    assert.deepEqual(lines, ['log: rejected TypeError']);
    assert.equal(log.length, 1);
    assert.match(log[0]!, /^DELETE \/todos\/1 0 network settings$/);
  });

  test('the global latency delays every answer by at least what was set', async () => {
    const {run} = await runMain(
      `await fetch('/todos');\nawait fetch('/todos/1');`,
      {},
      {network: {latencyMs: 300, routes: {}}},
    );
    const durations = run.requests.entries.map((entry) => entry.durationMs!);
    assert.equal(durations.length, 2);
    assert.ok(
      durations.every((ms) => ms >= 290),
      `took ${durations.join(' and ')} ms`,
    );
  });

  test("a route's latency of 0 answers at once, whatever the global latency", async () => {
    const {run} = await runMain(
      `await fetch('/todos');\nawait fetch('/todos/1');`,
      {},
      {network: {latencyMs: 2000, routes: {'GET /todos': {latencyMs: 0}}}},
    );
    const [route, other] = run.requests.entries.map((entry) => entry.durationMs!);
    assert.ok(route! < 1000, `GET /todos took ${route} ms, as if the global 2000 ms applied`);
    assert.ok(other! >= 1990, `GET /todos/1 took ${other} ms`);
  });

  test('latency delays the answer by at least what was set', async () => {
    const {run} = await runMain(
      `await fetch('/todos');`,
      {},
      {network: {latencyMs: 0, routes: {'GET /todos': {latencyMs: 300}}}},
    );
    assert.ok(run.requests.entries[0]!.durationMs! >= 290, `took ${run.requests.entries[0]!.durationMs} ms`);
  });
});

describe('what main.ts returned', () => {
  const returnedBy = async (value: string) =>
    (await runMain(`export default async function main() { return ${value}; }`)).run.returned;

  test('is kept as the console writes a logged value: objects, Dates, symbols, errors, strings', async () => {
    assert.equal(
      await returnedBy(`{done: 2, at: new Date(Date.UTC(2026, 0, 2)), missing: undefined}`),
      '{\n  "done": 2,\n  "at": "Date 2026-01-02T00:00:00.000Z",\n  "missing": undefined\n}',
    );
    assert.equal(await returnedBy(`Symbol('left')`), 'Symbol(left)');
    assert.equal(await returnedBy(`'text'`), 'text');
    assert.match((await returnedBy(`new TypeError('bad')`)) ?? '', /^TypeError: bad/);
    assert.equal(await returnedBy('null'), 'null');
  });

  test('is nothing when main() returns undefined, or there is no default export', async () => {
    assert.equal(await returnedBy('undefined'), null);
    assert.equal((await runMain(`console.log('top level only');`)).run.returned, null);
  });
});
