import type {PlaygroundFiles} from '../core/files';
import type {NetworkSettings} from '../core/networkSettings';
import {stopMessage} from '../core/stops';
import type {RelayReport, RunProblem, ToGuest} from '../guest/protocol';
import {readFromGuest} from '../guest/readMessage';
import {
  addGuest,
  pingIntervalMs,
  restartGuests,
  restartUnstartedGuests,
  sinceGuardStop,
  stallLimitMs,
  unwindGraceMs,
} from './guestRestarts';
import {noRun, startedRun, withReport, type RunReport, type RunView} from './runView';

/**
 * How long the panels keep the previous run while the new one reports. A run
 * that ends sooner (most examples) is shown in one piece, in one paint; a
 * longer run is shown live from then on.
 */
export const holdReportsMs = 150;
/**
 * How long a guest that came back from a restart has to say ready, in time the page was awake:
 * one that stays silent joined the frozen process (see guestRestarts.ts), and all start again.
 */
export const guestStartLimitMs = 5000;
/**
 * More messages than this in a second from one guest (counted afresh from
 * each run sent) and it is replaced: no run needs them, and they would hold
 * up the page. A run sends up to a thousand console lines, and the run
 * before it may still be sending its own as the next is sent.
 */
export const messageFloodLimit = 3000;
/**
 * What a run may send the page in all, counted from when it was sent: `first`,
 * then `perSecond` more each second. A run sends its console lines (the guest
 * keeps 1000) and a few status words, and otherwise what the guest paces: a
 * batch of requests and one of store steps per 16 ms at most, a height per
 * frame (144 a second on a fast display), a pong per ping. A flood passes this
 * even when the page, too busy to read `messageFloodLimit` messages in a
 * second, never sees that many in one.
 */
export const runMessageBudget = {first: 3000, perSecond: 300};
/** Reports of a run shown live (one that took longer than `holdReportsMs`) are applied together, at most this often. */
const liveReportsMs = 16;
/** A relay that fails this many times in a row gives up until the page is reloaded. */
const relayAttempts = 3;

/** What the link shows: the latest run, and the state of its two frames. */
export type LinkView = {
  run: RunView;
  /** Why the playground has no mock network, when it has none: shown in place of "Starting…". */
  networkProblem: string | null;
  previewHeight: number;
  /** Changes whenever the guest frame is replaced: the UI keys the frame by it. */
  guestKey: number;
  /** False while every guest of the page is being restarted (see guestRestarts.ts). */
  guestAttached: boolean;
};

export const initialLinkView: LinkView = {
  run: noRun,
  networkProblem: null,
  previewHeight: 0,
  guestKey: 0,
  guestAttached: true,
};

/** What the link needs of the page: its two frames, and time. A Node test passes fakes. */
export type LinkHost = {
  /** Posts to the guest frame now in place; nothing while there is none. */
  toGuest(message: ToGuest, transfer?: Transferable[]): void;
  /** Hands the relay its end of a new channel to the guest. */
  toRelay(port: Transferable): void;
  /** The relay runs none of the reader's code: reloading it is always safe. */
  reloadRelay(): void;
  newChannel(): {guestEnd: Transferable; relayEnd: Transferable};
  /** Whether the page is shown: a hidden page's frames get no time, so their silence means nothing. */
  visible(): boolean;
  theme(): 'light' | 'dark';
  now(): number;
};

export type RunInput = {
  files: PlaygroundFiles;
  network: NetworkSettings;
  /** What the build compiled of these files (of those the reader has not changed). */
  compiled: Readonly<Record<string, string>>;
  /**
   * Run in a guest that has run nothing before: the playground holds code
   * from a link, which must never share a frame (a JavaScript realm) with
   * code run after it, where it could listen for what the reader writes.
   */
  freshGuest?: boolean;
};

/** Why a guest was stopped or replaced, in the page's words: shown under "The run was stopped", they do not say so again. */
export const stopCauses = {
  stall:
    'The code stopped answering, and its frame was replaced: something ran that no guard can interrupt, such as a regular expression that backtracks without end, or an endless loop inside a library.',
  stallElsewhere:
    "This playground's frame stopped answering while code of a playground in another tab of this site was running: browsers may run the playgrounds of several tabs in one process, so code there that never yields stalls this one too. Its frame was restarted; run again.",
  stallEitherTab:
    'The code stopped answering, or code running at the same time in a playground of another tab of this site did: browsers may run the playgrounds of several tabs in one process, so which one cannot be told. The frame was replaced.',
  stallBeforeStart:
    "This playground's frame stopped answering before this run's code started, so the code did not run: something else held the frame's process, such as code in another playground of this site that never yields. Its frame was restarted; run again.",
  navigated:
    "The code navigated its frame away from the playground's page (or reloaded it), so that frame was discarded unheard: a playground's code runs only in the page the site made for it. The next run starts in a fresh frame.",
} as const;

/** A stall with the frame's heap this close to its limit is memory running out. */
const heapNearLimit = 0.9;

function outOfMemory(heap: {used: number; limit: number}): string {
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  return `${stopMessage('out-of-memory')} Its frame's heap had reached ${mb(heap.used)} MB of ${mb(heap.limit)} MB when it stopped answering; the frame was replaced.`;
}

/** Problems the page itself finds with a guest, shown as the run's, in the page's own words. */
function pageProblem(message: string): RunProblem {
  return {kind: 'runaway', voice: 'page', message, file: null, line: null, column: null};
}

/** How long after a stall its guest still counts as having had code running, for another tab that asks. */
const stallMemoryMs = 3000;

/**
 * Talks to a playground's two frames: the guest (sandboxed, runs the code,
 * reports what it did) and the relay (carries the guest's requests to msw's
 * service worker). Connects them with a channel once both are ready, and
 * again whenever either reloads. Keeps what the guest reports of the latest
 * run, checked message by message (the guest runs the reader's code, which
 * can post anything). Watches the guest: one that stops answering, floods
 * the page or ran away is replaced by a fresh frame, with the cause shown.
 */
export class GuestLink {
  private guestReady = false;
  /** The guest said ready and has not been connected since: a new document, which holds no run. */
  private freshGuest = false;
  private relayReady = false;
  private relayFailures = 0;
  private queued: RunInput | null = null;
  /** The one run identity: every report names the run it belongs to, and only the latest counts. */
  private runId = 0;
  /** The run the guest was last sent; none after a run that was stopped, whose guest is replaced. */
  private latestRun: (ToGuest & {type: 'run'}) | null = null;
  /** Whether the latest run sent is still under way. */
  private underway = false;
  /** Whether the guest has started the latest run's code (it said so); with `underway`, code of it is running. */
  private acknowledged = false;
  /** Whether the guest in place has run anything: a run that needs a fresh guest replaces it first. */
  private guestHasRun = false;
  /** The frame's heap as its latest answer to a ping said. */
  private heap: {used: number; limit: number} | null = null;
  /** What the guest was doing when it last stalled: for the message, and for another tab that asks. */
  private stall: {at: number; busy: boolean; ownRunQueued: boolean; heap: {used: number; limit: number} | null} | null =
    null;
  /** When a guard last stopped code of this playground's runs (the guest said so): see `unwindGraceMs`. */
  private guardStopAt = -Infinity;
  /** Reports of the latest run not shown yet, while the panels hold the previous run; null once live. */
  private held: {reports: RunReport[]; again: boolean} | null = null;
  private holdTimer: ReturnType<typeof setTimeout> | undefined;
  private liveReports: RunReport[] = [];
  private liveTimer: ReturnType<typeof setTimeout> | undefined;
  private sentAt = 0;
  /** The panels show the run the build recorded: they keep it until the first live run has ended, not only `holdReportsMs`. */
  private holdsRecorded = false;
  /**
   * The latest ping: its number, and how long the page has been awake since it was sent (null
   * once answered). Awake time, not clock time: see `watch`.
   */
  private ping = {n: 0, waited: null as number | null};
  /** When the watchdog last looked, by the page's clock. */
  private watchedAt: number | null = null;
  /** A guest came back from a restart and has not said ready: the page-awake time it has had. */
  private starting: {waited: number} | null = null;
  private flood = {source: null as object | null, since: 0, messages: 0};
  /** Messages from the guest since its latest run was sent (or since it said ready), for `runMessageBudget`. */
  private runTraffic = {source: null as object | null, since: 0, messages: 0};
  /** Guests replaced for flooding keep sending until their frame is gone: nothing more they say is read. */
  private dismissed = new WeakSet<object>();

  constructor(
    private readonly host: LinkHost,
    private readonly update: (change: (view: LinkView) => LinkView) => void,
    /** Hears each time the pair of frames is ready for a run. */
    private readonly onReady: () => void = () => {},
  ) {}

  /**
   * The panels start with the run the build recorded: the first live run is
   * shown when it has ended, in one piece, in place of the recorded one (the
   * two show the same, so nothing moves).
   */
  keepRecordedUntilLive(): void {
    this.holdsRecorded = true;
  }

  /** Starts watching the guest, and takes part in page-wide restarts; returns what stops both. */
  start(): () => void {
    const watchdog = setInterval(() => this.watch(), pingIntervalMs);
    const leave = addGuest({
      running: () => this.underway,
      // Sent counts, not only acknowledged: a guest starved of time (or frozen) may be running the
      // code before its word that it started reaches the page.
      codeRunning: () =>
        this.underway ||
        (this.stall !== null &&
          (this.stall.busy || this.stall.ownRunQueued) &&
          this.host.now() - this.stall.at < stallMemoryMs),
      stoppedAgo: () => this.host.now() - this.guardStopAt,
      detach: (suspect) => {
        this.stall = {
          at: this.host.now(),
          busy: this.underway && this.acknowledged,
          ownRunQueued: this.underway && !this.acknowledged,
          heap: this.heap,
        };
        this.guestReady = false;
        this.heap = null;
        this.starting = null;
        // Said when the guest comes back, once the other tabs have said whether code of theirs was running.
        if (suspect) this.endRun();
        this.update((view) => ({...view, guestAttached: false}));
      },
      attach: ({suspect, otherTabRan}) => {
        if (suspect && this.stall) this.showProblem(this.stallCause(this.stall, otherTabRan));
        this.starting = {waited: 0};
        this.update((view) => ({...view, guestKey: view.guestKey + 1, guestAttached: true}));
      },
    });
    return () => {
      clearInterval(watchdog);
      leave();
      clearTimeout(this.holdTimer);
      clearTimeout(this.liveTimer);
      this.liveTimer = undefined;
      // The guest's channel (and its frame) is not this link's to keep once the playground has gone.
      this.flood.source = null;
      this.runTraffic.source = null;
    };
  }

  /** Runs `input` now, or as soon as both frames are ready (in a fresh guest first, if it needs one). */
  run(input: RunInput): void {
    if (input.freshGuest && this.guestHasRun) {
      this.queued = input;
      return this.retireGuest();
    }
    if (this.guestReady && this.relayReady) this.send(input);
    else this.queued = input;
  }

  /**
   * The guest frame loaded a document other than the one the page gave it
   * (its code navigated or reloaded it): the page has told that document
   * nothing (it never had the channel), and the frame is discarded.
   */
  guestReplaced(): void {
    this.replaceGuest(stopCauses.navigated);
  }

  /**
   * The playground's view broke on what a run reported (the error boundary
   * caught it): the panels start empty, the guest that sent it is replaced,
   * and nothing runs until the reader does.
   */
  recover(): void {
    this.queued = null;
    this.endRun();
    clearTimeout(this.liveTimer);
    this.liveTimer = undefined;
    this.liveReports = [];
    this.retireGuest();
    this.update((view) => ({...view, run: {...noRun, runs: view.run.runs}}));
  }

  /** Why a stall happened, as far as this page can tell. */
  private stallCause(stall: NonNullable<GuestLink['stall']>, otherTabRan: boolean): string {
    if (stall.heap && stall.heap.used >= stall.heap.limit * heapNearLimit) return outOfMemory(stall.heap);
    if (stall.busy) return otherTabRan ? stopCauses.stallEitherTab : stopCauses.stall;
    if (otherTabRan) return stopCauses.stallElsewhere;
    return stall.ownRunQueued ? stopCauses.stallBeforeStart : stopCauses.stall;
  }

  /** The colour mode changed: the guest's preview follows. */
  themeChanged(): void {
    this.host.toGuest({type: 'theme', theme: this.host.theme()});
  }

  private send({files, network, compiled}: RunInput): void {
    this.runId += 1;
    const message = {type: 'run', runId: this.runId, files, network, compiled} as const;
    this.latestRun = message;
    this.guestHasRun = true;
    this.sentAt = this.host.now();
    // Counted afresh from each run sent: the run before may still be sending what it logged.
    this.flood = {...this.flood, since: this.sentAt, messages: 0};
    this.runTraffic = {...this.runTraffic, since: this.sentAt, messages: 0};
    this.hold(false);
    this.host.toGuest(message);
  }

  private hold(again: boolean): void {
    clearTimeout(this.holdTimer);
    // Reports of the previous run not applied yet are dropped with it.
    clearTimeout(this.liveTimer);
    this.liveTimer = undefined;
    this.liveReports = [];
    this.underway = true;
    this.acknowledged = false;
    this.held = {reports: [], again};
    if (!this.holdsRecorded) this.holdTimer = setTimeout(() => this.showHeld(), holdReportsMs);
  }

  /** Shows the latest run from its start with what it has reported so far, and its reports as they come from now on. */
  private showHeld(): void {
    clearTimeout(this.holdTimer);
    const run = this.held;
    if (!run) return;
    this.held = null;
    this.holdsRecorded = false;
    this.update((view) => ({...view, run: run.reports.reduce(withReport, startedRun(view.run, run.again))}));
  }

  /** The latest run ends with `why` shown, and is not run again by the next frame. */
  private stopRun(why: string): void {
    this.endRun();
    this.showProblem(why);
  }

  /** The latest run ends as it is, and is not run again by the next frame. */
  private endRun(): void {
    this.latestRun = null;
    this.underway = false;
    this.showHeld();
    // What it reported before it ended is shown now: applied later, its word that it was running would undo the end.
    this.showLive();
    this.update((view) => ({...view, run: {...view.run, status: 'done', previousRequests: []}}));
  }

  /** Applies the latest run's live reports not applied yet. */
  private showLive(): void {
    clearTimeout(this.liveTimer);
    this.liveTimer = undefined;
    const applied = this.liveReports;
    this.liveReports = [];
    if (applied.length > 0) this.update((view) => ({...view, run: applied.reduce(withReport, view.run)}));
  }

  private showProblem(why: string): void {
    this.update((view) => ({...view, run: {...view.run, problems: [...view.run.problems, pageProblem(why)]}}));
  }

  /** Ends the guest: a fresh frame takes its place, and the reader reads why. */
  private replaceGuest(why: string): void {
    this.stopRun(why);
    this.retireGuest();
  }

  /** A fresh frame replaces the guest, and does not run its latest run again. */
  private retireGuest(): void {
    this.guestReady = false;
    this.latestRun = null;
    this.underway = false;
    this.heap = null;
    this.update((view) => ({...view, guestKey: view.guestKey + 1}));
  }

  /** Both frames ready: a new channel between them (the old one went with whichever reloaded), then the run. */
  private connect(): void {
    if (!this.guestReady || !this.relayReady) return;
    const {guestEnd, relayEnd} = this.host.newChannel();
    this.host.toGuest({type: 'relay'}, [guestEnd]);
    this.host.toRelay(relayEnd);
    this.themeChanged();
    this.onReady();
    const guestIsNew = this.freshGuest;
    this.freshGuest = false;
    if (guestIsNew) this.guestHasRun = false;
    if (this.queued) this.send(this.queued);
    // A guest that reloaded lost its run, finished or not, with its preview and
    // store; a relay that restarted, the requests of a run still under way: the
    // run goes again, from a clean log. It goes as a new run: what the first
    // attempt still reports (a relay's restart leaves its code running until
    // the guest hears the new one) is not this run's, and is dropped.
    else if (this.latestRun && (guestIsNew || this.underway)) {
      this.runId += 1;
      this.latestRun = {...this.latestRun, runId: this.runId};
      // This guest now runs that code too: a run that needs a fresh guest does not come to it.
      this.guestHasRun = true;
      this.sentAt = this.host.now();
      // Counted as a run already, unless the panels were still holding the previous one.
      this.hold(this.held === null || this.held.again);
      this.host.toGuest(this.latestRun);
    }
    this.queued = null;
  }

  /**
   * The watchdog: a guest that leaves a ping unanswered too long is frozen (a
   * catastrophic regular expression, a loop the guard cannot see). The wait
   * counts the time the page was awake to hear the answer: a look that comes
   * late (the page's own thread held up, by a long task or a loaded machine)
   * counts as one interval, since the guest's answer may be queued behind it.
   * A guest back from a restart that does not say ready in `guestStartLimitMs`,
   * counted the same way, joined the frozen process: all start again.
   */
  private watch(): void {
    const now = this.host.now();
    // The page-awake time since the last look: one interval at most (a late look came late for the page too).
    const awake = this.watchedAt === null ? pingIntervalMs : Math.min(now - this.watchedAt, pingIntervalMs);
    this.watchedAt = now;
    if (!this.host.visible()) return;
    if (!this.guestReady) {
      if (!this.starting) return;
      this.starting.waited += awake;
      if (this.starting.waited > guestStartLimitMs) {
        this.starting = null;
        restartUnstartedGuests();
      }
      return;
    }
    if (this.ping.waited === null) {
      this.ping.waited = 0;
      this.host.toGuest({type: 'ping', n: ++this.ping.n});
      return;
    }
    this.ping.waited += awake;
    if (this.ping.waited > stallLimitMs) {
      // A frame whose guard stopped its code moments ago may hold this one's process while it unwinds.
      if (sinceGuardStop() < unwindGraceMs) return;
      this.ping.waited = null;
      restartGuests();
    }
  }

  /**
   * Why `source` sent too much, if it did: in a second, or in all since its run
   * was sent. Counted per guest: a guest that replaced a flooding one starts from nothing.
   */
  private flooding(source: object): string | null {
    const now = this.host.now();
    if (source !== this.flood.source || now - this.flood.since > 1000) this.flood = {source, since: now, messages: 0};
    if (source !== this.runTraffic.source) this.runTraffic = {source, since: now, messages: 0};
    if (++this.flood.messages >= messageFloodLimit) {
      return `The code sent the page more than ${messageFloodLimit} messages in a second; its frame was replaced.`;
    }
    const seconds = (now - this.runTraffic.since) / 1000;
    if (++this.runTraffic.messages > runMessageBudget.first + runMessageBudget.perSecond * seconds) {
      return `The code sent the page ${this.runTraffic.messages} messages in ${seconds.toFixed(1)} s since it started, more than any run needs; its frame was replaced.`;
    }
    return null;
  }

  /** A message from the guest frame now in place (`source` tells one guest from the next). */
  fromGuest(data: unknown, source: object): void {
    if (this.dismissed.has(source)) return;
    const flood = this.flooding(source);
    if (flood) {
      this.dismissed.add(source);
      return this.replaceGuest(flood);
    }
    const message = readFromGuest(data);
    if (!message) return;
    switch (message.type) {
      case 'pong':
        if (message.n === this.ping.n) this.ping.waited = null;
        this.heap = message.heap;
        return;
      case 'ready':
        this.guestReady = true;
        this.starting = null;
        this.freshGuest = true;
        this.ping.waited = null;
        return this.connect();
      case 'height':
        return this.update((view) => ({...view, previewHeight: message.height}));
    }
    if (message.runId === this.runId) this.report(message);
    else if (message.type === 'problem' && message.problem.kind === 'runaway') this.earlierRunStopped();
  }

  /**
   * The guards stopped code of an earlier run of this frame, which held the
   * frame while the latest run waited for it (run again during a loop). The
   * frame unwinds (a `finally`, a backtracking expression) and may hold every
   * guest's process meanwhile, and what the stopped code left goes with it. A
   * latest run that has not started there goes to a fresh frame; what the
   * earlier run was stopped for is not its to show.
   */
  private earlierRunStopped(): void {
    if (!this.underway || this.acknowledged) return;
    this.guardStopAt = this.host.now();
    this.guestReady = false;
    this.heap = null;
    this.starting = {waited: 0};
    this.update((view) => ({...view, guestKey: view.guestKey + 1}));
  }

  private report(message: Exclude<RunReport, {type: 'took'}>): void {
    const done = message.type === 'status' && message.status === 'done';
    if (done) this.underway = false;
    if (message.type === 'status' && message.status === 'running') this.acknowledged = true;
    const reports: RunReport[] = done ? [message, {type: 'took', ms: this.host.now() - this.sentAt}] : [message];
    if (message.type === 'problem' && message.problem.kind === 'runaway') {
      // Whatever the stopped code left behind (a render stuck half-way, live
      // timers) goes with the old frame; the next run gets a fresh one. The
      // run has ended with it, whatever the frame said or did not say.
      this.guardStopAt = this.host.now();
      this.retireGuest();
      // The fresh frame must say ready in time, as one back from a restart must: it may have
      // joined a process that the stopped frame, unwinding, never lets go.
      this.starting = {waited: 0};
      if (!done)
        reports.push(
          {type: 'status', runId: message.runId, status: 'done'},
          {type: 'took', ms: this.host.now() - this.sentAt},
        );
    }
    if (this.held) {
      this.held.reports.push(...reports);
      if (done || message.type === 'problem') this.showHeld();
      return;
    }
    this.liveReports.push(...reports);
    this.liveTimer ??= setTimeout(() => this.showLive(), liveReportsMs);
  }

  /** A message from the relay frame (same origin; the UI checked). */
  fromRelay(message: RelayReport): void {
    switch (message?.type) {
      case 'relay-ready':
        this.relayReady = true;
        this.relayFailures = 0;
        this.update((view) => (view.networkProblem ? {...view, networkProblem: null} : view));
        return this.connect();
      case 'relay-unavailable':
        this.relayReady = false;
        return this.update((view) => ({...view, networkProblem: message.message}));
      case 'relay-failed':
        this.relayReady = false;
        this.relayFailures += 1;
        if (this.relayFailures > relayAttempts) {
          const problem = `The playground's mock network did not start (${message.message}). Reload the page to try again.`;
          return this.update((view) => ({...view, networkProblem: problem}));
        }
        return this.host.reloadRelay();
    }
  }
}
