import type {ConsoleLine} from './consoleRecorder';
import type {RequestLogEntry} from './requestRecorder';
import type {StoreSnapshot} from './storeRecorder';

/**
 * An example's run as the build recorded it (playground/node/record.ts): the
 * page's HTML shows it until the live run replaces it, in the same panels. URLs
 * on the page's own origin hold `recordedOrigin` in its place, since the build
 * does not know where the site will be served.
 */
export type RecordedRun = {
  requests: RequestLogEntry[];
  snapshots: StoreSnapshot[];
  console: ConsoleLine[];
  /** What main.ts's default export returned, as the console writes it; null for `undefined`. */
  returned: string | null;
  /** The routes the network settings act on, as the run reported them. */
  routes: string[];
  /** When the build recorded it (ISO 8601). */
  at: string;
  /** App.tsx: its preview as the run left it, or why the page cannot show it without running it. */
  preview?: RecordedPreview;
};

/**
 * A component's preview as the recorded run ended: its HTML (no scripts, no
 * event handlers, no address of another host: see playground/node/previewMarkup.ts),
 * or why it cannot be shown faithfully without running (its look depends on
 * timers, it was still loading, it renders what cannot be checked safe).
 */
export type RecordedPreview =
  | {markup: string}
  | {
      notRecorded: string;
      /** A preview a timer changes: its markup as the run ended, never shown, only holding the place the live preview takes. */
      sizedBy?: string;
    };

/** Why an example has no recording: the page says so, and the build lists it. */
export type Unrecorded = {unrecorded: string};

/** Whether the build recorded a run (rather than saying why it could not). */
export function isRecordedRun(recorded: RecordedRun | Unrecorded | undefined): recorded is RecordedRun {
  return recorded !== undefined && 'requests' in recorded;
}

/** Stands for the page's own origin in recorded URLs (the Node run's origin). */
export const recordedOrigin = 'http://localhost';

/** A recorded entry's URL on the page's origin: the page's origin is only known where the page is. */
export function onPageOrigin(url: string, pageOrigin: string): string {
  return url.startsWith(`${recordedOrigin}/`) ? pageOrigin + url.slice(recordedOrigin.length) : url;
}
