import type {Task} from '@site/playground/core/tasks';
import {articleTable} from './article-table.check';
import {listOfKeys} from './list-of-keys.check';

export const tasks: Task[] = [articleTable, listOfKeys];
