import type {Task} from '@site/playground/core/tasks';
import {busyServer} from './busy-server.check';
import {recover} from './recover.check';

export const tasks: Task[] = [busyServer, recover];
