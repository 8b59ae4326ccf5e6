import '../../playground/node/browserGlobals';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {isRecordedRun} from '../../playground/core/recorded';
import {checkTask, type Task} from '../../playground/core/tasks';
import {readExample, readNetworkSettings} from '../../playground/node/examples';
import {createNodeHost} from '../../playground/node/nodeHost';
import {recordExample} from '../../playground/node/record';
import {docsDir, readTaskPlaygrounds} from '../../playground/node/taskPlaygrounds';
import {tasksModule} from '../../docs/taskPlaygrounds';
import {tutorialSteps} from '../../docs/tutorial/steps';

const tutorialDir = path.join(docsDir, 'tutorial');
const examplesDir = path.join(tutorialDir, 'examples');
const host = createNodeHost();
after(() => host.close());

const playgrounds = readTaskPlaygrounds();

/** Every `tasks/index.ts` under docs/, as a path relative to docs/ without `/index.ts`. */
function tasksFolders(dir = docsDir): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const full = path.join(dir, entry.name);
    const own =
      entry.name === 'tasks' && existsSync(path.join(full, 'index.ts'))
        ? [path.relative(docsDir, full).split(path.sep).join('/')]
        : [];
    return [...own, ...tasksFolders(full)];
  });
}

/** A task's solution folder: its own under the solution's `tasks/`, or the solution. */
function solutionDir(solution: string, task: Task): string {
  const own = path.join(docsDir, solution, 'tasks', task.name);
  return existsSync(own) ? own : path.join(docsDir, solution);
}

/** The run of a folder, with the task's preview steps done, as the check reads it. */
async function runFor(dir: string, task: Task) {
  const recorded = await recordExample(readExample(dir), host, readNetworkSettings(dir), task.preview);
  assert.ok(
    isRecordedRun(recorded),
    `${path.relative(docsDir, dir)} did not run: ${'unrecorded' in recorded ? recorded.unrecorded : ''}`,
  );
  return recorded;
}

describe('task playgrounds', () => {
  test('every tasks/ folder under docs/ belongs to a playground of docs/taskPlaygrounds.ts', () => {
    const registered = new Set(playgrounds.map((playground) => tasksModule(playground)));
    for (const folder of tasksFolders())
      assert.ok(
        registered.has(folder),
        `docs/${folder} is in no entry of docs/taskPlaygrounds.ts: its tasks would not be tested`,
      );
  });

  test('every playground has one to three tasks, with names unique on the page', () => {
    for (const {page, tasks} of playgrounds) {
      assert.ok(tasks.length >= 1 && tasks.length <= 3, `${page} has ${tasks.length} tasks`);
      const names = tasks.map((task) => task.name);
      assert.equal(new Set(names).size, names.length, `${page} has two tasks of one name`);
      for (const name of names)
        assert.match(name, /^[a-z][a-z0-9-]*$/, `${page}: "${name}" is not an anchor-safe name`);
    }
  });

  test('every tutorial step is a playground with tasks, and the index lists the tasks its page gets', () => {
    for (const step of tutorialSteps) {
      const playground = playgrounds.find((candidate) => candidate.page === `tutorial/${step.slug}`);
      assert.ok(playground, `tutorial/${step.slug} is not in docs/taskPlaygrounds.ts`);
      assert.equal(
        step.tasks,
        playground.tasks,
        `steps.ts imports other tasks for ${step.slug} than ${tasksModule(playground)}`,
      );
    }
  });

  for (const {page, start, solution, tasks} of playgrounds) {
    test(`${page}'s page shows its playground with tasks`, () => {
      const text = readFileSync(path.join(docsDir, `${page}.mdx`), 'utf8');
      assert.equal(
        text.split('<Playground withTasks />').length - 1,
        1,
        `${page}.mdx has no single <Playground withTasks />`,
      );
    });

    for (const task of tasks) {
      test(`${page} › ${task.name}: the starting files fail with a hint`, async () => {
        const run = await runFor(path.join(docsDir, start), task);
        const result = checkTask(task, run);
        assert.equal(
          result.passed,
          false,
          `the starting files (${start}) pass "${task.name}": a check that cannot fail checks nothing`,
        );
        assert.ok(
          !result.passed && result.hint.length > 20,
          `the hint of "${task.name}" says too little: ${JSON.stringify(result)}`,
        );
      });

      test(`${page} › ${task.name}: the solution passes`, async () => {
        const dir = solutionDir(solution, task);
        const run = await runFor(dir, task);
        assert.equal(run.previewProblem, null, `the solution's preview steps could not be done: ${run.previewProblem}`);
        assert.deepEqual(checkTask(task, run), {passed: true}, `${path.relative(docsDir, dir)} fails "${task.name}"`);
      });
    }
  }
});

/** Mistakes a learner makes, each the step's solution changed in one place, and what the hint must name. */
const nearMisses: {
  step: string;
  task: string;
  mistake: string;
  file: string;
  from: string;
  to: string;
  hint: RegExp;
}[] = [
  {
    step: '2-show-the-list',
    task: 'suspend-for-the-list',
    mistake: 'the list asked with a filter',
    file: 'App.tsx',
    from: 'useSuspense(ArticleResource.getList)',
    to: "useSuspense(ArticleResource.getList, {author: 'Ada'})",
    hint: /^GET \/articles was sent with \?author=Ada/,
  },
  {
    step: '5-edit-an-article',
    task: 'rename',
    mistake: 'update instead of partialUpdate',
    file: 'App.tsx',
    from: 'ArticleResource.partialUpdate',
    to: 'ArticleResource.update',
    hint: /^PUT \/articles\/2 was sent: that is `update`/,
  },
  {
    step: '6-delete-an-article',
    task: 'back-to-list',
    mistake: 'no onBack() after the delete',
    file: 'App.tsx',
    from: '    onBack();\n',
    to: '',
    hint: /^GET \/articles\/3 was sent after the DELETE \(answered 404\)/,
  },
  {
    step: '7-refresh-and-errors',
    task: 'recover',
    mistake: 'AsyncBoundary without key',
    file: 'App.tsx',
    from: '<AsyncBoundary key={attempt} ',
    to: '<AsyncBoundary ',
    hint: /^After the 503, no GET \/articles was sent/,
  },
];

describe('task hints name what the run did differently', () => {
  for (const miss of nearMisses) {
    test(`${miss.step} › ${miss.task}: ${miss.mistake}`, async () => {
      const step = tutorialSteps.find((candidate) => candidate.slug === miss.step)!;
      const task = step.tasks.find((candidate) => candidate.name === miss.task)!;
      const dir = path.join(examplesDir, step.solution);
      const files = readExample(dir);
      assert.ok(
        files[miss.file].includes(miss.from),
        `${step.solution}/${miss.file} no longer holds ${JSON.stringify(miss.from)}`,
      );
      const recorded = await recordExample(
        {...files, [miss.file]: files[miss.file].replace(miss.from, miss.to)},
        host,
        readNetworkSettings(dir),
        task.preview,
      );
      assert.ok(isRecordedRun(recorded));
      const result = checkTask(task, recorded);
      assert.ok(!result.passed, `the mistake passes "${task.name}"`);
      assert.match(result.hint, miss.hint);
    });
  }
});

/** The tasks of pages outside the tutorial: the starting files' hint names the request or store entry that differs. */
const startHints: {page: string; task: string; hint: RegExp}[] = [
  {
    page: 'path-rules',
    task: 'comments-url',
    hint: /^GET \/comments\?postId=2&unread=true&userId=1 \(200\) was sent: `userId` and `postId` went to the query string/,
  },
  {
    page: 'create-resource/delete',
    task: 'out-of-the-list',
    hint: /^DELETE \/todos\/1 \(200\) was sent, but `entities\.Todo` › "1" is still the todo, not INVALID/,
  },
  {
    page: 'patterns/request-init',
    task: 'await-the-base',
    hint: /^The run sent GET \/todos \(200\), GET \/todos \(200\), GET \/todos\/1 \(200\) and no single POST \/todos: `create` went out without its `method`/,
  },
  {
    page: 'entities',
    task: 'refetch-incomplete',
    hint: /^The run sent GET \/articles \(200\) and no GET \/articles\/1: `entities\.Article` › "1" came from the list without a `body`/,
  },
];

describe('page task hints name what the starting files did differently', () => {
  for (const expected of startHints) {
    test(`${expected.page} › ${expected.task}`, async () => {
      const playground = playgrounds.find((candidate) => candidate.page === expected.page)!;
      const task = playground.tasks.find((candidate) => candidate.name === expected.task)!;
      const result = checkTask(task, await runFor(path.join(docsDir, playground.start), task));
      assert.ok(!result.passed, `the starting files pass "${task.name}"`);
      assert.match(result.hint, expected.hint);
    });
  }
});
