/**
 * Every playground with tasks, one per page, by the page's path under docs/
 * (without `.mdx`, as the page's URL under /docs/ reads): the example folder
 * the playground starts from and the solution folder, whose `tasks/` holds the
 * tasks (`index.ts` exports them; a task whose solution is not the folder's
 * has its own `tasks/<task name>/`). Folders are relative to docs/.
 *
 * The one place these folders are written. A page shows its playground as
 * `<Playground withTasks />`: the remark plugin (src/remark/playgroundExamples.ts)
 * fills in the folders and the tasks from here, and the task tests run every
 * entry. No imports: the remark plugin loads this file when Docusaurus loads
 * its config, where the `@site/` alias the tasks import does not resolve.
 */
export type TaskPlayground = {start: string; solution: string};

export const taskPlaygrounds: Record<string, TaskPlayground> = {
  'tutorial/1-define-a-resource': {start: 'tutorial/examples/step-0', solution: 'tutorial/examples/step-1'},
  'tutorial/2-show-the-list': {start: 'tutorial/examples/step-2-start', solution: 'tutorial/examples/step-2'},
  'tutorial/3-open-an-article': {start: 'tutorial/examples/step-2', solution: 'tutorial/examples/step-3'},
  'tutorial/4-create-an-article': {start: 'tutorial/examples/step-3', solution: 'tutorial/examples/step-4'},
  'tutorial/5-edit-an-article': {start: 'tutorial/examples/step-4', solution: 'tutorial/examples/step-5'},
  'tutorial/6-delete-an-article': {start: 'tutorial/examples/step-5', solution: 'tutorial/examples/step-6'},
  'tutorial/7-refresh-and-errors': {start: 'tutorial/examples/step-6', solution: 'tutorial/examples/step-7'},
  'path-rules': {start: 'examples/path-rules-comments', solution: 'examples/path-rules-comments-solved'},
  'create-resource/delete': {start: 'create-resource/examples/delete-by-hand', solution: 'create-resource/examples/delete'},
  entities: {start: 'examples/entities-without-validate', solution: 'examples/entities-summary-and-article'},
  'patterns/request-init': {start: 'patterns/examples/request-init-sync', solution: 'patterns/examples/request-init'},
};

/** The tasks module of a playground's solution, relative to docs/. */
export function tasksModule(playground: TaskPlayground): string {
  return `${playground.solution}/tasks`;
}
