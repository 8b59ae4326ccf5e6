import type {TaskResult} from '../../core/tasks';

/** A task's status as its badge says it: done (with the applied solution, or on an earlier visit) or not yet. */
export function taskStatus({
  passed,
  bySolution,
  doneBefore,
}: {
  passed: boolean;
  /** The run checked ran an applied solution, not edited since. */
  bySolution: boolean;
  /** The learner's progress has it done. */
  doneBefore: boolean;
}): string {
  if (passed) return bySolution ? 'Done ✓ with the solution' : 'Done ✓';
  return doneBefore ? 'Done before ✓' : 'Not yet';
}

/** The hint a task shows: its check's, once the reader has tried (a live run of their own code) and it has not passed; else null. */
export function taskHint(result: TaskResult | null, attempted: boolean): string | null {
  return result && !result.passed && attempted ? result.hint : null;
}

/**
 * What a screen reader hears after a run or a click in the preview, said once:
 * each task's title and whether it is done, with its hint (backticks left out)
 * once the reader has tried. Empty before the tasks are checked.
 */
export function tasksAnnouncement(titles: string[], results: TaskResult[] | null, attempted: boolean): string {
  if (!results) return '';
  return titles
    .map((title, index) => {
      const result = results[index];
      return `${title}: ${result.passed ? 'done' : attempted ? `not yet. ${result.hint.replace(/`/g, '')}` : 'not yet'}`;
    })
    .join('. ');
}
