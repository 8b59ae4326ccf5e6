import type {Task} from '@site/playground/core/tasks';
import {taskPlaygrounds} from '../taskPlaygrounds';
import {tasks as step1} from './examples/step-1/tasks';
import {tasks as step2} from './examples/step-2/tasks';
import {tasks as step3} from './examples/step-3/tasks';
import {tasks as step4} from './examples/step-4/tasks';
import {tasks as step5} from './examples/step-5/tasks';
import {tasks as step6} from './examples/step-6/tasks';
import {tasks as step7} from './examples/step-7/tasks';

export type TutorialStep = {
  /** The page's slug under /docs/tutorial/. */
  slug: string;
  title: string;
  /** Example folders under examples/: the playground the page starts from, and the step's solution (from docs/taskPlaygrounds.ts). */
  start: string;
  solution: string;
  tasks: Task[];
};

/** A step's folders, as docs/taskPlaygrounds.ts names them for its page. */
function step(slug: string, title: string, tasks: Task[]): TutorialStep {
  const playground = taskPlaygrounds[`tutorial/${slug}`];
  const folder = (dir: string) => dir.replace(/^tutorial\/examples\//, '');
  return {slug, title, start: folder(playground.start), solution: folder(playground.solution), tasks};
}

/**
 * The tutorial's steps and their tasks: the index lists progress from it, and
 * the task tests read each step's title and tasks from it. Each page shows its
 * playground as `<Playground withTasks />`, with the folders docs/taskPlaygrounds.ts
 * names. The tasks are imported here too, from each solution's `tasks/` (the
 * index needs their names and titles, and a bundler import names its file);
 * the unit test checks they are the ones the page gets.
 */
export const tutorialSteps: TutorialStep[] = [
  step('1-define-a-resource', 'Define a resource', step1),
  step('2-show-the-list', 'Show the list', step2),
  step('3-open-an-article', 'Open an article', step3),
  step('4-create-an-article', 'Create an article', step4),
  step('5-edit-an-article', 'Edit an article', step5),
  step('6-delete-an-article', 'Delete an article', step6),
  step('7-refresh-and-errors', 'Refresh and errors', step7),
];
