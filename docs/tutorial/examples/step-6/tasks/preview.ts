import type {PreviewStep} from '@site/playground/core/tasks';

/** What the learner does in step 6's preview: open article 3 and delete it. */
export const deleteSteps: PreviewStep[] = [{click: 'Suspense in one page'}, {click: 'Delete'}];
