import type {PreviewStep} from '@site/playground/core/tasks';

export const newTitle = 'Paths, renamed';

/** What the learner does in step 5's preview: open article 2, rename it, save. */
export const renameSteps: PreviewStep[] = [{click: 'Paths with parameters'}, {fill: 'Title', value: newTitle}, {click: 'Save'}];
