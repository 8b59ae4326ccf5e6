import type {Task} from '@site/playground/core/tasks';
import {joinsTheList} from './joins-the-list.check';
import {publish} from './publish.check';

export const tasks: Task[] = [publish, joinsTheList];
