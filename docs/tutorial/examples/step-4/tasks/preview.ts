import type {PreviewStep} from '@site/playground/core/tasks';

/** What the learner does in step 4's preview: fill in the form and publish. */
export const publishSteps: PreviewStep[] = [
  {fill: 'Title', value: 'Hello'},
  {fill: 'Author', value: 'Me'},
  {fill: 'Text', value: 'A first article.'},
  {click: 'Publish'},
];
