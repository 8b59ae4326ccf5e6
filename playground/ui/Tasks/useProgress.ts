import {useCallback, useMemo, useSyncExternalStore} from 'react';
import {browserStorage} from '../../session/storage';
import {
  clearProgress,
  markTaskDone,
  parseProgress,
  progressEvent,
  progressKey,
  type Progress,
} from '../../session/progress';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === progressKey) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(progressEvent, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(progressEvent, onChange);
  };
}

function storedText(): string {
  try {
    return browserStorage()?.getItem(progressKey) ?? '';
  } catch {
    return '';
  }
}

/** Records a task done in this browser, and tells the page's listeners (the sidebar, the index) if that is news. */
export function markDoneInBrowser(page: string, task: string, total: number): void {
  if (markTaskDone(browserStorage(), page, task, total)) window.dispatchEvent(new Event(progressEvent));
}

/**
 * The learner's tutorial progress, kept up to date across playgrounds, the
 * sidebar and the index, and across tabs. The server (and the first render
 * in the browser) sees none: progress lives in the browser only.
 */
export function useProgress(): {
  progress: Progress;
  clear(): void;
} {
  const text = useSyncExternalStore(subscribe, storedText, () => '');
  const progress = useMemo(() => parseProgress(text || null), [text]);
  const clear = useCallback(() => {
    clearProgress(browserStorage());
    window.dispatchEvent(new Event(progressEvent));
  }, []);
  return {progress, clear};
}
