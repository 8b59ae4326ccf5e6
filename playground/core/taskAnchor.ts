/**
 * A tutorial task's anchor on its page, `#task-<name>`. Apart from the rest
 * of taskLink.ts: the tutorial's index links to the next task with it, and
 * must not load the share-link code (lz-string) that a link with files needs.
 */
export const taskAnchorPrefix = 'task-';

export function taskAnchor(task: string): string {
  return `${taskAnchorPrefix}${task}`;
}
