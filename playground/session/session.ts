import {findEntry, seedFile, type PlaygroundFiles} from '../core/files';
import {noNetworkSettings, type NetworkSettings} from '../core/networkSettings';
import {parseSeed} from '../core/seed';
import type {TypeCheckState, TypeProblem} from '../core/typeLibraries';
import {isRecordedRun, type RecordedRun, type Unrecorded} from '../core/recorded';
import {checkTask, type Task, type TaskResult} from '../core/tasks';
import {takeGuestTurn, type TakenTurn} from './guestTurns';
import {initialLinkView, GuestLink, type LinkHost, type LinkView} from './guestLink';
import {recordedView, type ConsoleCleared} from './runView';
import {findSavedEdits, forgetEdits, hashFiles, saveEdits, type EditsPlace, type SavedEdits} from './savedEdits';
import type {BrowserStorage} from './storage';

/** The pause in typing after which the code runs by itself. */
export const runAsYouTypeDelayMs = 600;
/** A first run that never reports (its frame did not load) holds the editor back no longer than this. */
export const firstRunLimitMs = 3000;

export type SessionOptions = {
  files: PlaygroundFiles;
  /** Where the reader's edits of this example are kept: the page and the example. */
  place: EditsPlace;
  storage: BrowserStorage | null;
  /**
   * Docs examples run on load; code that came from a link waits for the reader's Run, and so do
   * the reader's saved edits: a page runs by itself only the code it shipped.
   */
  autoRun: boolean;
  /** The reader pressed Run before the playground took over from its shell. */
  runPressed: boolean;
  network?: NetworkSettings;
  /** The tab shown first. */
  activeFile?: string;
  /** The example's run as the build recorded it: shown until the first live run has ended, if the files are the example's own. */
  recorded?: RecordedRun | Unrecorded;
  /** The example's code files as the build compiled them (compile.ts's `compileFiles`): its first run needs no compiler. */
  compiled?: Readonly<Record<string, string>>;
  /** The page started this playground's frames before it mounted (they boot while it hydrates): they take the first turn. */
  framesBooting?: boolean;
  /** Files a task link carried: shown in place of the example's (which Reset brings back), and run when the reader presses Run. */
  linkedFiles?: PlaygroundFiles;
  /** `files` came from a link (the full-page playground opened with one). */
  filesFromLink?: boolean;
  /** A tutorial step's tasks: checked when each live run ends, and again as its record grows (a click in the preview). */
  tasks?: readonly Task[];
  /** A task the reader's own code passed (not an applied solution's): progress, to keep. */
  onTaskPassed?(task: string, total: number): void;
};

/** The tasks as the latest live run that has ended left them: kept while the next one runs, so statuses do not flicker. */
export type TasksChecked = {
  results: TaskResult[];
  /** The run they are of (`run.runs`). */
  run: number;
  /** That run ran an applied solution, not edited since: it passes, but it is not the reader's work. */
  bySolution: boolean;
};

/** The reader's choice whether playgrounds run after a pause in typing: on unless turned off, for every playground and visit. */
const runAsYouTypeKey = 'playground-run-as-you-type';

function storedRunAsYouType(storage: BrowserStorage | null): boolean {
  try {
    return storage?.getItem(runAsYouTypeKey) !== 'off';
  } catch {
    return true;
  }
}

export type SessionState = LinkView & {
  /** The playground's files, as the reader last left them: the one copy the editor, the runs and saved edits go by. */
  files: PlaygroundFiles;
  edited: boolean;
  activeFile: string;
  network: NetworkSettings;
  runAsYouType: boolean;
  /** The reader's saved edits this page opened with, shown as such until they run. */
  savedEdits: SavedEdits | null;
  /** Edits of an earlier version of the example, which the reader may restore. */
  olderEdits: (SavedEdits & {key: string}) | null;
  /** The edits a Reset (or an applied solution) replaced, until the reader edits again. */
  undoReset: PlaygroundFiles | null;
  /** What replaced them. */
  replacedBy: 'reset' | 'solution';
  /** Why db.json is not what runs (it does not parse): the last valid one is. */
  seedProblem: string | null;
  hasRun: boolean;
  /** Once true, stays true: later runs never hold the editor back. */
  firstRunOver: boolean;
  /** Whether this playground's frames may load: they take turns on a page (guestTurns.ts). */
  framesMayLoad: boolean;
  /** The request row open, by its place in the log: the same row stays open across runs. */
  openRequest: number | null;
  /** The store step shown; null follows the latest. */
  selectedSnapshot: number | null;
  typeCheck: TypeCheckState;
  /** A place the editor is asked to show (a type error chosen in the status bar); `n` tells one ask from the next. */
  reveal: (TypeProblem & {n: number}) | null;
  /** Whether Tab leaves the editor (Ctrl+M toggles it); off, as in any code editor, until the reader turns it on. */
  tabMovesFocus: boolean;
  /** A tutorial step's tasks after the latest live run; null before one has ended (or without tasks). */
  tasksChecked: TasksChecked | null;
  /** How many times the reader asked for the active file to be formatted (Format): the editor formats it once per ask. */
  formatAsked: number;
  /** Where the reader cleared the console (its Clear button), if they did: it shows only what came after. */
  consoleCleared: ConsoleCleared | null;
};

/** What the session needs of the page: the link's frames and time, and where the playground is. */
export type SessionHost = LinkHost & {
  /** Whether the playground is in view: the first in view loads its frames first. */
  inView(): boolean;
  /**
   * Calls `near` once the playground is near the window (in view, or within
   * about a window's height of it), which may be at once; returns what stops
   * watching. Its frames load no sooner.
   */
  watchNear(near: () => void): () => void;
};

type Listener = () => void;

/** Whether two file sets have the same files (a link's files must fit the playground's tabs). */
function sameNames(a: PlaygroundFiles, b: PlaygroundFiles): boolean {
  return Object.keys(a).sort().join('\n') === Object.keys(b).sort().join('\n');
}

function sameFiles(a: PlaygroundFiles, b: PlaygroundFiles): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
}

/**
 * One playground's state and what can be done to it, with no React and no DOM
 * (a Node test drives it with fake frames and storage). The files live here
 * alone: the editor reports each edit and shows whatever the session holds.
 * The UI subscribes and renders `state`.
 */
export class PlaygroundSession {
  private current: SessionState;
  private readonly listeners = new Set<Listener>();
  private readonly original: PlaygroundFiles;
  private readonly originalHash: string;
  private lastValidSeed: string | undefined;
  private pendingRun: ReturnType<typeof setTimeout> | undefined;
  private guestTurn: TakenTurn | null = null;
  /** Whether the playground has come near the window: then its frames may take their turn. */
  private nearSeen = false;
  /**
   * The playground opened with code from a link: each of its runs gets a
   * fresh guest, so that code never shares a realm with what runs after it
   * (the reader's edits), where it could listen for them.
   */
  private readonly codeFromLink: boolean;
  /** Whether the latest run (`run.runs`) ran the applied solution, as the playground stood when it was first counted. */
  private latestRun = {runs: 0, bySolution: false};
  readonly link: GuestLink;

  constructor(
    private readonly options: SessionOptions,
    private readonly host: SessionHost,
  ) {
    const {files: original, place, storage} = options;
    this.original = original;
    this.originalHash = hashFiles(original);
    this.lastValidSeed = original[seedFile];
    const saved = findSavedEdits(storage, place, this.originalHash);
    const linked = options.linkedFiles && sameNames(options.linkedFiles, original) ? options.linkedFiles : undefined;
    const files = linked ?? saved.current?.files ?? original;
    this.codeFromLink = !!options.filesFromLink || linked !== undefined;
    const autoRun = options.runPressed || (options.autoRun && !saved.current && !linked);
    // A recording is of the example as shipped: the reader's saved edits are not what it shows.
    const recorded = !saved.current && !linked && isRecordedRun(options.recorded) ? options.recorded : null;
    this.current = {
      ...initialLinkView,
      run: recorded ? recordedView(recorded) : initialLinkView.run,
      files,
      edited: !sameFiles(files, original),
      activeFile: options.activeFile ?? findEntry(original),
      network: options.network ?? noNetworkSettings,
      runAsYouType: storedRunAsYouType(storage),
      savedEdits: saved.current,
      olderEdits: saved.older && !sameFiles(saved.older.files, files) ? saved.older : null,
      undoReset: null,
      replacedBy: 'reset',
      seedProblem: null,
      hasRun: autoRun,
      firstRunOver: !autoRun,
      framesMayLoad: false,
      openRequest: null,
      selectedSnapshot: null,
      typeCheck: {status: 'off'},
      reveal: null,
      tabMovesFocus: false,
      tasksChecked: null,
      formatAsked: 0,
      consoleCleared: null,
    };
    // The frames' turn ends once they are ready and the first run (if one is due) has ended:
    // the next playground's frames, booting, would slow the run the reader is waiting for.
    this.link = new GuestLink(
      host,
      (change) => this.updateLink(change),
      () => {
        if (this.current.firstRunOver) this.guestTurn?.ready();
      },
    );
    if (recorded) this.link.keepRecordedUntilLive();
    // Queued until the frames are ready.
    if (autoRun) this.runFiles(files);
  }

  /** Starts the session's timers, the link's watchdog and the frames' turn; returns what stops them (the playground left the page). */
  start(): () => void {
    const stopLink = this.link.start();
    let firstRunTimer: ReturnType<typeof setTimeout> | undefined;
    // The first run's limit counts from when the frames may load: a playground far down the page waits longer.
    const framesMayLoad = () => {
      this.set({framesMayLoad: true});
      if (!this.current.firstRunOver) {
        firstRunTimer ??= setTimeout(() => this.set({firstRunOver: true}), firstRunLimitMs);
      }
    };
    const turn = takeGuestTurn({
      inView: () => this.host.inView(),
      near: () => this.nearSeen || this.host.inView(),
      start: framesMayLoad,
      early: this.options.framesBooting,
    });
    this.guestTurn = turn;
    const stopWatching = this.host.watchNear(() => {
      this.nearSeen = true;
      turn.cameNear();
    });
    return () => {
      stopLink();
      stopWatching();
      turn.leave();
      clearTimeout(firstRunTimer);
      clearTimeout(this.pendingRun);
    };
  }

  get state(): SessionState {
    return this.current;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(change: Partial<SessionState>): void {
    this.current = {...this.current, ...change};
    for (const listener of this.listeners) listener();
  }

  private updateLink(change: (view: LinkView) => LinkView): void {
    const next = change(this.current);
    const {status, problems, recorded} = next.run;
    // The recorded run shown until the first live one has ended says 'done' too: it is not a run.
    const liveRunOver = !recorded && (status === 'done' || problems.length > 0);
    const firstRunOver = this.current.firstRunOver || liveRunOver;
    if (liveRunOver) this.guestTurn?.ready();
    const {runs} = next.run;
    // Read when the run is first counted: an edit or a Reset after it changes the state, not that run.
    if (runs !== this.latestRun.runs) {
      this.latestRun = {runs, bySolution: this.current.undoReset !== null && this.current.replacedBy === 'solution'};
    }
    const tasksChecked = this.checkTasks(next.run);
    this.set({...next, firstRunOver, ...(tasksChecked && {tasksChecked})});
  }

  /** The tasks against a live run that has ended (null for any other): progress kept for each the reader's own code passed. */
  private checkTasks(run: LinkView['run']): TasksChecked | null {
    const {tasks, onTaskPassed} = this.options;
    if (!tasks || run.recorded !== null || run.runs === 0 || run.status !== 'done') return null;
    const results = tasks.map((task) => checkTask(task, run));
    const {bySolution} = this.latestRun;
    if (!bySolution) {
      results.forEach((result, index) => result.passed && onTaskPassed?.(tasks[index]!.name, tasks.length));
    }
    return {results, run: run.runs, bySolution};
  }

  /** The reader's edit of one file (from the editor): kept, saved, and run after a pause if the reader runs as they type. */
  edit(file: string, source: string): void {
    if (this.current.files[file] === source) return;
    this.keepFiles({...this.current.files, [file]: source}, {undoReset: null});
    clearTimeout(this.pendingRun);
    if (this.current.runAsYouType && this.current.hasRun) {
      this.pendingRun = setTimeout(() => this.runFiles(this.current.files), runAsYouTypeDelayMs);
    }
  }

  /** Runs the files as they are now. */
  run(): void {
    clearTimeout(this.pendingRun);
    this.runFiles(this.current.files, {hasRun: true});
  }

  /** After the playground's view broke: empty panels, a fresh guest, the files as they are; the reader runs them again. */
  recover(): void {
    clearTimeout(this.pendingRun);
    this.link.recover();
    this.set({hasRun: false, openRequest: null, selectedSnapshot: null});
  }

  /** Back to the example as shipped; `undoReset` brings the edits back. */
  reset(): void {
    const replaced = this.current.files;
    this.set({undoReset: replaced, replacedBy: 'reset'});
    this.replaceFiles(this.original);
  }

  /**
   * Files from outside the editor (a task's solution, applied): those of the
   * playground's files they name replace them, and run; Undo brings the
   * reader's back.
   */
  applyFiles(files: PlaygroundFiles): void {
    const replaced = this.current.files;
    const next = {...replaced};
    for (const name of Object.keys(replaced)) if (name in files) next[name] = files[name];
    // Said before the run starts, so that what watches runs knows this one runs the solution.
    this.set({undoReset: replaced, replacedBy: 'solution'});
    this.replaceFiles(next);
  }

  undoReset(): void {
    const edits = this.current.undoReset;
    if (!edits) return;
    this.set({undoReset: null});
    this.replaceFiles(edits);
  }

  restoreOlderEdits(): void {
    const older = this.current.olderEdits;
    if (!older) return;
    this.discardOlderEdits();
    this.replaceFiles(older.files);
  }

  discardOlderEdits(): void {
    const older = this.current.olderEdits;
    if (!older) return;
    forgetEdits(this.options.storage, older.key);
    this.set({olderEdits: null});
  }

  setNetwork(network: NetworkSettings): void {
    // This run has the latest edits too: a run-as-you-type run still waiting would only repeat it.
    clearTimeout(this.pendingRun);
    this.runFiles(this.current.files, {network});
  }

  setRunAsYouType(on: boolean): void {
    this.set({runAsYouType: on});
    try {
      if (on) this.options.storage?.removeItem(runAsYouTypeKey);
      else this.options.storage?.setItem(runAsYouTypeKey, 'off');
    } catch {
      // Storage refused: the choice lasts for this page only.
    }
  }

  showFile(file: string): void {
    if (file in this.current.files) this.set({activeFile: file});
  }

  openRequest(row: number | null): void {
    this.set({openRequest: row});
  }

  selectSnapshot(index: number | null): void {
    this.set({selectedSnapshot: index});
  }

  /** What the editor's type check found. */
  setTypeCheck(typeCheck: TypeCheckState): void {
    this.set({typeCheck});
  }

  /** Opens the file of `problem` and asks the editor to show the place. */
  reveal(problem: TypeProblem): void {
    this.set({activeFile: problem.file, reveal: {...problem, n: (this.current.reveal?.n ?? 0) + 1}});
  }

  /** Asks the editor to format the active file (it loads first, if it has not yet). */
  format(): void {
    this.set({formatAsked: this.current.formatAsked + 1});
  }

  setTabMovesFocus(tabMovesFocus: boolean): void {
    this.set({tabMovesFocus});
  }

  /** Empties the console as shown; what the run logs after, and the next run, show. Tasks still check every line. */
  clearConsole(): void {
    const {run} = this.current;
    this.set({consoleCleared: {runs: run.runs, lines: run.console.length, returned: run.returned !== null}});
  }

  /** Files changed by a button (Reset, Restore, Undo): shown, saved and run at once. */
  private replaceFiles(files: PlaygroundFiles): void {
    this.keepFiles(files);
    this.run();
  }

  /** Keeps and saves `files`; `change` goes with them, in one update (this runs on every keystroke). */
  private keepFiles(files: PlaygroundFiles, change: Partial<SessionState> = {}): void {
    const edited = !sameFiles(files, this.original);
    saveEdits(this.options.storage, this.options.place, this.originalHash, edited ? files : null);
    this.set({...change, files, edited});
  }

  /**
   * Runs `files`, except a db.json that does not parse: the last valid one
   * stays in use. `change` (the network settings the run uses, among others)
   * is applied first, in the same update.
   */
  private runFiles(files: PlaygroundFiles, change: Partial<SessionState> = {}): void {
    const seed = files[seedFile];
    let seedProblem: string | null = null;
    if (seed !== undefined) {
      try {
        parseSeed(seed);
        this.lastValidSeed = seed;
      } catch (error) {
        seedProblem = `${(error as Error).message}. The last valid data is still in use.`;
        files = {...files, [seedFile]: this.lastValidSeed!};
      }
    }
    this.set({...change, selectedSnapshot: null, seedProblem});
    this.link.run({
      files,
      network: this.current.network,
      compiled: this.compiledOf(files),
      freshGuest: this.codeFromLink,
    });
  }

  /** What the build compiled of `files`: each file the reader has not changed. */
  private compiledOf(files: PlaygroundFiles): Record<string, string> {
    const compiled = this.options.compiled ?? {};
    return Object.fromEntries(
      Object.entries(compiled).filter(([file]) => Object.hasOwn(files, file) && files[file] === this.original[file]),
    );
  }
}
