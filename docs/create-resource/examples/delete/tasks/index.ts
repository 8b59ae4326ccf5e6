import type {Task} from '@site/playground/core/tasks';
import {outOfTheList} from './out-of-the-list.check';

export const tasks: Task[] = [outOfTheList];
