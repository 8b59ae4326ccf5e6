import type {Task} from '@site/playground/core/tasks';
import {suspendForTheList} from './suspend-for-the-list.check';

export const tasks: Task[] = [suspendForTheList];
