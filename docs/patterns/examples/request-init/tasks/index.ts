import type {Task} from '@site/playground/core/tasks';
import {awaitTheBase} from './await-the-base.check';

export const tasks: Task[] = [awaitTheBase];
