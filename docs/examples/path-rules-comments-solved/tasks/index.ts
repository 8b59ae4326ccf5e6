import type {Task} from '@site/playground/core/tasks';
import {commentsUrl} from './comments-url.check';

export const tasks: Task[] = [commentsUrl];
