import path from 'node:path';
import type {Task} from '../core/tasks';
import {taskPlaygrounds, tasksModule, type TaskPlayground} from '../../docs/taskPlaygrounds';

export const docsDir = path.resolve(__dirname, '../../docs');

export type TaskPlaygroundWithTasks = TaskPlayground & {
  /** The page's path under docs/, without `.mdx`; its URL is `/docs/<page>`. */
  page: string;
  tasks: Task[];
};

/**
 * Every playground of docs/taskPlaygrounds.ts with the tasks its page gets
 * (its solution's `tasks/index.ts`), for the tests. Read synchronously
 * (require): test files name their tests from them as they load.
 */
export function readTaskPlaygrounds(): TaskPlaygroundWithTasks[] {
  return Object.entries(taskPlaygrounds).map(([page, playground]) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous, as said above
    const module = require(path.join(docsDir, tasksModule(playground))) as {tasks: Task[]};
    return {page, ...playground, tasks: module.tasks};
  });
}
