import {Component, createElement, Suspense, type ComponentType, type ReactNode} from 'react';
import TestRenderer, {type ReactTestRenderer, type TestRendererOptions} from 'react-test-renderer';
import {CacheProvider} from '@data-client/react';
import type {ConsoleLine} from '../core/consoleRecorder';
import type {RecordedPreview, RecordedRun, Unrecorded} from '../core/recorded';
import {componentEntry, type PlaygroundFiles} from '../core/files';
import type {NetworkSettings} from '../core/networkSettings';
import {startRun, type Run, type RunHost} from '../core/run';
import type {PreviewStep} from '../core/tasks';
import {previewLoadingClass} from '../guest/previewStyles';
import {StoreCommits} from '../guest/storeCommits';
import {previewMarkup} from './previewMarkup';
import {PreviewDriver} from './previewSteps';
import {watchUncaught} from './uncaught';

/** How long a recording may take before the build gives up on it and says so. */
const recordLimitMs = 10_000;
/** A preview that changes within this long after its run has ended (a timer drives it) has no one look to record. */
const stillPreviewMs = 150;

/** A recording of a run with steps done in its preview: what could not be done, if a step could not. */
export type RecordedWithPreview = RecordedRun & {previewProblem: string | null};

/**
 * Runs an example once, in Node, as a live run would in the page: main.ts to
 * its end, App.tsx rendered (react-test-renderer, which runs effects and
 * Suspense as the browser does) inside the same provider the guest builds,
 * until its requests have answered and the store has taken them in. `preview`:
 * what a learner then does in the preview (a task's steps), each step's
 * requests answered before the next.
 */
export async function recordExample(
  files: PlaygroundFiles,
  host: RunHost,
  network?: NetworkSettings,
  preview: readonly PreviewStep[] = [],
): Promise<RecordedWithPreview | Unrecorded> {
  const console: ConsoleLine[] = [];
  let run: Run | null = null;
  let renderer: ReactTestRenderer | null = null;
  let limit: ReturnType<typeof setTimeout> | undefined;
  let threw: Error | null = null;
  // What the code throws where nobody catches it ends the recording, as it ends the guest's run.
  const uncaught = watchUncaught((line) => console.push(line));
  try {
    const recording = (async () => {
      run = await startRun(files, host, {onConsole: (line) => console.push(line)}, {network});
      if (componentEntry in files) {
        renderer = render(run, (error) => {
          threw = error;
        });
      }
      await run.settled();
      if (threw) throw threw;
      const started = run;
      const settle = async () => {
        // A click's fetch reaches msw a moment after the handler ran.
        await new Promise((resolve) => setTimeout(resolve, 30));
        await started.settled();
        await new Promise((resolve) => setTimeout(resolve, 30));
      };
      const problem =
        renderer && preview.length > 0 ? await new PreviewDriver(renderer, settle).perform(preview) : null;
      // What the component throws after a click ends its preview, not the run: the requests and
      // store up to there are what a task checks (the guest's boundary shows the error the same way).
      const caught = threw as Error | null;
      const shown = renderer && !caught ? await recordPreview(renderer, settle) : undefined;
      return Object.assign(run, {
        previewProblem: problem ?? (caught ? `The component threw: ${caught.message}` : null),
        shown,
      });
    })();
    const timedOut = new Promise<never>((_, reject) => {
      limit = setTimeout(
        () => reject(new Error(`it was still running after ${recordLimitMs / 1000} s`)),
        recordLimitMs,
      );
    });
    const done = await Promise.race([recording, timedOut, uncaught.failure]);
    return {
      requests: done.requests.entries.map((entry) => ({...entry})),
      snapshots: [...done.store.snapshots],
      console,
      returned: done.returned,
      routes: done.routes,
      at: new Date().toISOString(),
      previewProblem: done.previewProblem,
      ...(done.shown && {preview: done.shown}),
    };
  } catch (error) {
    return {unrecorded: whyUnrecorded(error)};
  } finally {
    uncaught.stop();
    clearTimeout(limit);
    const ending = renderer as ReactTestRenderer | null;
    ending?.unmount();
    (run as Run | null)?.stop();
  }
}

/**
 * Globals the guest has (Chromium's, `Temporal` among them) that the build's
 * Node host has not: an example that reads one runs in the page only, and
 * the build's warning names the difference.
 */
const browserOnlyGlobals = new Set([
  'Temporal',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'requestAnimationFrame',
  'requestIdleCallback',
  'matchMedia',
  'HTMLElement',
]);

/** What the build says of an example it could not record. */
export function whyUnrecorded(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const thrown = `${error.name}: ${error.message}`;
  const missing = error instanceof ReferenceError ? /^(\w+) is not defined$/.exec(error.message)?.[1] : undefined;
  if (missing === undefined || !browserOnlyGlobals.has(missing) || missing in globalThis) return thrown;
  return `${thrown}: the build runs examples in Node ${process.version}, which has no ${missing}; the browser the page runs it in has`;
}

/**
 * The preview as the run left it, if it holds still: it is what the page shows until the live
 * preview has rendered. What the run's last answers bring is rendered first (on a busy machine React
 * commits it a moment after the run has settled). A preview that changes all the same is looked at
 * again over a longer wait: a timer changes it again (a preview's timers tick faster than that
 * wait), a late commit does not, and the preview as it then holds is recorded.
 */
async function recordPreview(renderer: ReactTestRenderer, settle: () => Promise<void>): Promise<RecordedPreview> {
  const after = async (ms: number) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await settle();
    return previewMarkup(renderer.toJSON());
  };
  const same = (a: RecordedPreview, b: RecordedPreview) => JSON.stringify(a) === JSON.stringify(b);
  const ended = await after(0);
  const later = await after(stillPreviewMs);
  if (same(later, ended)) return ended;
  if (same(await after(3 * stillPreviewMs), later)) return later;
  return {
    notRecorded: 'it kept changing after its run had ended: a timer drives it',
    ...('markup' in ended && {sizedBy: ended.markup}),
  };
}

type BoundaryProps = {onError(error: Error): void; children?: ReactNode};

/** What the component throws ends the recording, as the guest's boundary ends its preview. */
class RecordingBoundary extends Component<BoundaryProps, {failed: boolean}> {
  state = {failed: false};

  static getDerivedStateFromError() {
    return {failed: true};
  }

  componentDidCatch(error: Error) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** App.tsx's default export in the provider the guest renders it in (guest/PreviewRoot.tsx), effects and all. */
function render(run: Run, onError: (error: Error) => void): ReactTestRenderer {
  // No JSX: tsx runs this file in the build's worker, where the site's `jsx: preserve` does not apply.
  const App = run.component as ComponentType;
  const preview = createElement(
    Suspense,
    {fallback: createElement('p', {className: previewLoadingClass}, 'Loading…')},
    createElement(App),
  );
  const provider = CacheProvider as unknown as ComponentType<{
    managers: Run['managers'];
    devButton: null;
    children?: ReactNode;
  }>;
  // A concurrent root, as the guest's createRoot is: a legacy root commits a suspended
  // tree's other parts, so a detail view fetched alongside its list instead of after it.
  const concurrent = {unstable_isConcurrent: true} as unknown as TestRendererOptions;
  const commits = createElement(StoreCommits, {onCommit: () => run.store.committed()});
  return TestRenderer.create(
    createElement(
      provider,
      {managers: run.managers, devButton: null},
      commits,
      createElement(RecordingBoundary, {onError}, preview),
    ),
    concurrent,
  );
}
