import '../../playground/node/browserGlobals';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {isRecordedRun} from '../../playground/core/recorded';
import {checkTask, type Task} from '../../playground/core/tasks';
import {readExample, readNetworkControls} from '../../playground/node/examples';
import {createNodeHost} from '../../playground/node/nodeHost';
import {recordExample} from '../../playground/node/record';
import {tutorialSteps} from '../../docs/tutorial/steps';

const tutorialDir = path.resolve(__dirname, '../../docs/tutorial');
const examplesDir = path.join(tutorialDir, 'examples');
const host = createNodeHost();
after(() => host.close());

/** A task's solution folder: its own under the step's solution, or the step's. */
function solutionDir(solution: string, task: Task): string {
  const own = path.join(examplesDir, solution, 'tasks', task.name);
  return existsSync(own) ? own : path.join(examplesDir, solution);
}

/** The run of a folder, with the task's preview steps done, as the check reads it. */
async function runFor(dir: string, task: Task) {
  const recorded = await recordExample(readExample(dir), host, readNetworkControls(dir), task.preview);
  assert.ok(isRecordedRun(recorded), `${path.relative(tutorialDir, dir)} did not run: ${'unrecorded' in recorded ? recorded.unrecorded : ''}`);
  return recorded;
}

describe('tutorial tasks', () => {
  test('every step has one to three tasks, with names unique on the page', () => {
    for (const step of tutorialSteps) {
      assert.ok(step.tasks.length >= 1 && step.tasks.length <= 3, `${step.slug} has ${step.tasks.length} tasks`);
      const names = step.tasks.map((task) => task.name);
      assert.equal(new Set(names).size, names.length, `${step.slug} has two tasks of one name`);
      for (const name of names) assert.match(name, /^[a-z][a-z0-9-]*$/, `${step.slug}: "${name}" is not an anchor-safe name`);
    }
  });

  for (const step of tutorialSteps) {
    test(`${step.slug}'s page shows ${step.start} with ${step.solution}'s tasks`, () => {
      const page = readFileSync(path.join(tutorialDir, `${step.slug}.mdx`), 'utf8');
      assert.ok(page.includes(`import {tasks} from './examples/${step.solution}/tasks';`), `${step.slug}.mdx does not import ${step.solution}'s tasks`);
      assert.ok(
        page.includes(`<Playground example="./examples/${step.start}" solution="./examples/${step.solution}" tasks={tasks} />`),
        `${step.slug}.mdx has no <Playground example="./examples/${step.start}" solution="./examples/${step.solution}" tasks={tasks} />`,
      );
    });

    for (const task of step.tasks) {
      test(`${step.slug} › ${task.name}: the starting files fail with a hint`, async () => {
        const run = await runFor(path.join(examplesDir, step.start), task);
        const result = checkTask(task, run);
        assert.equal(result.passed, false, `the starting files (${step.start}) pass "${task.name}": a check that cannot fail checks nothing`);
        assert.ok(!result.passed && result.hint.length > 20, `the hint of "${task.name}" says too little: ${JSON.stringify(result)}`);
      });

      test(`${step.slug} › ${task.name}: the solution passes`, async () => {
        const dir = solutionDir(step.solution, task);
        const run = await runFor(dir, task);
        assert.equal(run.previewProblem, null, `the solution's preview steps could not be done: ${run.previewProblem}`);
        assert.deepEqual(checkTask(task, run), {passed: true}, `${path.relative(tutorialDir, dir)} fails "${task.name}"`);
      });
    }
  }
});

/** Mistakes a learner makes, each the step's solution changed in one place, and what the hint must name. */
const nearMisses: {step: string; task: string; mistake: string; file: string; from: string; to: string; hint: RegExp}[] = [
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

describe('tutorial task hints name what the run did differently', () => {
  for (const miss of nearMisses) {
    test(`${miss.step} › ${miss.task}: ${miss.mistake}`, async () => {
      const step = tutorialSteps.find((candidate) => candidate.slug === miss.step)!;
      const task = step.tasks.find((candidate) => candidate.name === miss.task)!;
      const dir = path.join(examplesDir, step.solution);
      const files = readExample(dir);
      assert.ok(files[miss.file].includes(miss.from), `${step.solution}/${miss.file} no longer holds ${JSON.stringify(miss.from)}`);
      const recorded = await recordExample({...files, [miss.file]: files[miss.file].replace(miss.from, miss.to)}, host, readNetworkControls(dir), task.preview);
      assert.ok(isRecordedRun(recorded));
      const result = checkTask(task, recorded);
      assert.ok(!result.passed, `the mistake passes "${task.name}"`);
      assert.match(result.hint, miss.hint);
    });
  }
});

