import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {
  openForEachTest,
  playground,
  replaceCode,
  requestLog,
  runAgain,
  runStartedBy,
  storeState,
  waitForRequests,
  waitForRun,
} from './playgroundDriver';

const current = openForEachTest('/docs/getting-started', {prefetch: false});

const program = 'getting-started/examples/todo-program';

async function openNetwork(pg: ReturnType<typeof playground>) {
  await pg.getByText('Network:').click();
  return pg.getByRole('table', {name: 'Network settings'});
}

describe('network settings', () => {
  test('list the routes, and a forced 500 re-runs at once and shows in the log and the console', async () => {
    const pg = playground(current.page, program);
    await waitForRun(pg);
    const table = await openNetwork(pg);
    const routes = await table.locator('tbody th').allInnerTexts();
    assert.deepEqual(routes, [
      'GET /todos',
      'POST /todos',
      'GET /todos/:id',
      'PUT /todos/:id',
      'PATCH /todos/:id',
      'DELETE /todos/:id',
    ]);

    await runStartedBy(pg, () => pg.getByLabel('Answer of GET /todos', {exact: true}).selectOption('500'));
    assert.deepEqual(
      (await requestLog(pg)).map((r) => `${r.method} ${r.url} ${r.status}`),
      ['GET /todos 500'],
    );
    assert.match(
      await pg.getByRole('alert').innerText(),
      /^Runtime error, as the code reported it:\s+NetworkError: Internal Server Error$/,
    );
    assert.deepEqual(current.problems.pageErrors, []);
  });

  test('a 422 sends the body the reader wrote', async () => {
    const pg = playground(current.page, program);
    await waitForRun(pg);
    await openNetwork(pg);
    await replaceCode(
      pg,
      'main.ts',
      `const r = await fetch('/todos', {method: 'POST', body: '{}'});\nconsole.log(r.status, await r.text());`,
    );
    await runAgain(pg);
    await runStartedBy(pg, () => pg.getByLabel('Answer of POST /todos').selectOption('422'));
    await pg.getByLabel('Body of the 422 answer of POST /todos').fill('{"title":"too short"}');
    await pg.getByRole('region', {name: 'Console'}).getByText('422 {"title":"too short"}').waitFor();
    assert.deepEqual(
      (await requestLog(pg)).map((r) => r.status),
      ['422'],
    );
  });

  test('a network error makes the request fail', async () => {
    const pg = playground(current.page, program);
    await waitForRun(pg);
    await openNetwork(pg);
    await runStartedBy(pg, () => pg.getByLabel('Answer of GET /todos', {exact: true}).selectOption('network'));
    assert.deepEqual(
      (await requestLog(pg)).map((r) => `${r.method} ${r.url} ${r.status}`),
      ['GET /todos failed'],
    );
    assert.match(await pg.getByRole('alert').innerText(), /TypeError: Failed to fetch/);
    const timeline = pg.getByRole('list', {name: 'Store timeline'});
    assert.deepEqual(
      await timeline.getByRole('button', {name: /^request /}).allInnerTexts(),
      ['request failed', 'request failed'],
      'the fetch and its error point to the failed request',
    );
  });

  test('latency holds the answer back for at least what was set', async () => {
    const pg = playground(current.page, program);
    await waitForRun(pg);
    await openNetwork(pg);
    await runStartedBy(pg, () => pg.getByLabel('Latency of GET /todos (ms)', {exact: true}).fill('800'));
    await waitForRequests(pg, 2);
    const time = await pg
      .getByRole('table', {name: 'Request log'})
      .locator('tbody tr')
      .first()
      .locator('td')
      .nth(3)
      .innerText();
    assert.ok(Number.parseInt(time, 10) >= 790, `GET /todos took ${time}`);
  });
});

describe('seed data', () => {
  test('invalid JSON gets a message with its position, and the last valid data stays in use', async () => {
    const pg = playground(current.page, program);
    await waitForRun(pg);
    await replaceCode(pg, 'db.json', '{"todos": [{"id": 1, "title": "only one"}]}');
    await runAgain(pg);
    assert.equal(
      (await storeState(pg)).entities.Todo && Object.keys((await storeState(pg)).entities.Todo as object).length,
      1,
    );

    await replaceCode(pg, 'db.json', '{"todos": [');
    await runAgain(pg);
    assert.match(
      await pg.getByRole('alert').first().innerText(),
      /db\.json: line 1, column 12: Unexpected end of JSON input\. The last valid data is still in use/,
    );
    const todos = (await storeState(pg)).entities.Todo as Record<string, {title: string}>;
    assert.deepEqual(
      Object.values(todos).map((t) => t.title),
      ['only one'],
    );
  });
});

describe('store timeline', () => {
  test('lists every action; a step shows what changed, and points to its request and back', async () => {
    const pg = playground(current.page, program);
    await waitForRun(pg);
    const steps = pg.getByRole('list', {name: 'Store timeline'}).getByRole('listitem');
    assert.deepEqual(
      (await steps.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()),
      [
        '0 initial state',
        '1 rdc/fetch GET /todos request 200',
        '2 rdc/set GET /todos request 200',
        '3 rdc/fetch PATCH /todos/1 request 200',
        '4 rdc/set PATCH /todos/1 request 200',
      ],
    );
    await steps.nth(2).getByRole('button').first().click();
    const changes = pg.getByRole('region', {name: 'Store'}).getByText(/After step \d, changed/);
    assert.match(
      await changes.innerText(),
      /^After step 2, changed: entities\.Todo, entities\.COLLECT:ArraySchema\(Todo\), results\.GET \/todos/,
    );
    const todosAtStep2 = (await storeState(pg)).entities.Todo as Record<string, {completed: boolean}>;
    assert.equal(todosAtStep2['1']!.completed, false, 'step 2 is before the PATCH');

    await steps.nth(4).getByRole('button').first().click();
    assert.match(await changes.innerText(), /^After step 4, changed: entities\.Todo\.1\.completed, /);
    await steps.nth(4).getByRole('button', {name: 'request 200'}).click();
    const details = pg.getByRole('table', {name: 'Request log'}).getByText('answered by');
    assert.match(await details.innerText(), /\/todos\/1 answered by default backend/);
    await pg.getByRole('table', {name: 'Request log'}).getByRole('button', {name: '3 rdc/fetch'}).click();
    assert.equal(await steps.nth(3).getByRole('button').first().getAttribute('aria-current'), 'step');
  });
});
