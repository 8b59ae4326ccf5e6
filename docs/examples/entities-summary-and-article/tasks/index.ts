import type {Task} from '@site/playground/core/tasks';
import {refetchIncomplete} from './refetch-incomplete.check';

export const tasks: Task[] = [refetchIncomplete];
