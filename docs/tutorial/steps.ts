import type {Task} from '@site/playground/core/tasks';
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
  /** Example folders under examples/: the playground the page starts from, and the step's solution. */
  start: string;
  solution: string;
  tasks: Task[];
};

/**
 * The tutorial's steps and their tasks: the index lists progress from it, and
 * the task tests run every task's start and solution from it. Each page shows
 * its playground as `<Playground example="./examples/<start>" solution="./examples/<solution>" tasks={tasks} />`.
 * A task whose solution differs from the step's has its own folder,
 * `examples/<solution>/tasks/<task name>/`.
 */
export const tutorialSteps: TutorialStep[] = [
  {slug: '1-define-a-resource', title: 'Define a resource', start: 'step-0', solution: 'step-1', tasks: step1},
  {slug: '2-show-the-list', title: 'Show the list', start: 'step-2-start', solution: 'step-2', tasks: step2},
  {slug: '3-open-an-article', title: 'Open an article', start: 'step-2', solution: 'step-3', tasks: step3},
  {slug: '4-create-an-article', title: 'Create an article', start: 'step-3', solution: 'step-4', tasks: step4},
  {slug: '5-edit-an-article', title: 'Edit an article', start: 'step-4', solution: 'step-5', tasks: step5},
  {slug: '6-delete-an-article', title: 'Delete an article', start: 'step-5', solution: 'step-6', tasks: step6},
  {slug: '7-refresh-and-errors', title: 'Refresh and errors', start: 'step-6', solution: 'step-7', tasks: step7},
];
