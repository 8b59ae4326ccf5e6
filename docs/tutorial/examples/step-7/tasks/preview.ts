import type {PreviewStep} from '@site/playground/core/tasks';

/** What the learner does in step 7's preview: Refresh twice (the first fails, the second recovers). */
export const refreshSteps: PreviewStep[] = [{click: 'Refresh'}, {click: 'Refresh'}];
