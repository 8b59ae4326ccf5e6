import type {Task} from '@site/playground/core/tasks';
import {openFirst} from './open-first.check';

/** open-first's solution is its own folder, `tasks/open-first/`: the step's solution with `selectedId` starting at 2. */
export const tasks: Task[] = [openFirst];
