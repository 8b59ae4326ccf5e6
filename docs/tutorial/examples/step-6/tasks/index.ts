import type {Task} from '@site/playground/core/tasks';
import {backToList} from './back-to-list.check';
import {deleteArticle} from './delete.check';

export const tasks: Task[] = [deleteArticle, backToList];
