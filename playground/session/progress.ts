import type {BrowserStorage} from './storage';

/**
 * A learner's tutorial progress, kept in the browser: per page (its path, as
 * the sidebar links to it), the names of the tasks done and how many the page
 * has, so the sidebar and the index tell a finished step without knowing the
 * tasks.
 */
export type Progress = Record<string, {done: string[]; total: number}>;

export const progressKey = 'createresource-tutorial-progress:v1';

/** Said to the page's listeners (the sidebar, the index) when progress changes in this tab. */
export const progressEvent = 'createresource-tutorial-progress';

function isPageProgress(value: unknown): value is {done: string[]; total: number} {
  if (!value || typeof value !== 'object') return false;
  const {done, total} = value as {done?: unknown; total?: unknown};
  return (
    Array.isArray(done) && done.every((name) => typeof name === 'string') && typeof total === 'number' && total > 0
  );
}

/** Progress from its stored text; whatever is not progress (another version, a hand edit) reads as none. */
export function parseProgress(text: string | null): Progress {
  try {
    const parsed: unknown = JSON.parse(text ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, page]) => isPageProgress(page))) as Progress;
  } catch {
    return {};
  }
}

export function readProgress(storage: BrowserStorage | null): Progress {
  try {
    return parseProgress(storage?.getItem(progressKey) ?? null);
  } catch {
    return {};
  }
}

function write(storage: BrowserStorage | null, progress: Progress): void {
  try {
    if (Object.keys(progress).length === 0) storage?.removeItem(progressKey);
    else storage?.setItem(progressKey, JSON.stringify(progress));
  } catch {
    // Storage refused: progress lasts for this page only.
  }
}

/** Records a task done; returns whether that is news (it was not done before). */
export function markTaskDone(storage: BrowserStorage | null, page: string, task: string, total: number): boolean {
  const progress = readProgress(storage);
  const done = progress[page]?.done ?? [];
  if (done.includes(task) && progress[page].total === total) return false;
  progress[page] = {done: [...new Set([...done, task])], total};
  write(storage, progress);
  return true;
}

export function clearProgress(storage: BrowserStorage | null): void {
  write(storage, {});
}

/** Whether every task of the page is done. */
export function pageDone(progress: Progress, page: string): boolean {
  const entry = progress[page];
  return !!entry && entry.done.length >= entry.total;
}
