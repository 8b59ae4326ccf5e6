import type {Task} from '@site/playground/core/tasks';
import {oneTable} from './one-table.check';
import {rename} from './rename.check';

export const tasks: Task[] = [rename, oneTable];
