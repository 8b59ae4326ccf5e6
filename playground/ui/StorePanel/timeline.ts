import {actionMatchesRequest} from '../../core/storeDiff';
import type {StoreSnapshot} from '../../core/storeRecorder';
import type {RequestLogEntry} from '../../core/requestRecorder';

/** The step the panel shows: the one chosen, or the latest when none is (or the one chosen is past this run's last); -1 with no steps. */
export function shownStep(selected: number | null, steps: number): number {
  const last = steps - 1;
  return selected === null || selected > last ? last : selected;
}

/** What choosing a step selects: that step, or null (follow the latest) for the latest. */
export function selectionOf(step: number, steps: number): number | null {
  return step >= steps - 1 ? null : step;
}

/** A step as the timeline names it: its action's type and endpoint key, or "initial state". */
export function stepLabel(snapshot: StoreSnapshot): string {
  if (!snapshot.action) return 'initial state';
  return `${snapshot.action.type}${snapshot.action.key ? ` ${snapshot.action.key}` : ''}`;
}

/** The row of the request log a step's action came from, or null when it came from none (the initial state among them). */
export function requestRowOf(snapshot: StoreSnapshot, requests: RequestLogEntry[]): number | null {
  if (!snapshot.action) return null;
  const row = requests.findIndex((request) => actionMatchesRequest(snapshot.action?.key ?? null, request));
  return row === -1 ? null : row;
}

/** The sentence before the paths a step changed: none before the first action, and says so when nothing changed. */
export function changesLead(step: number, changes: number): string {
  if (step === 0) return 'Before the first action.';
  return changes === 0 ? `After step ${step}: nothing in the store changed.` : `After step ${step}, changed: `;
}
