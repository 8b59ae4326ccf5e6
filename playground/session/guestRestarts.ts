/**
 * Chromium runs every sandboxed guest frame of a page in one process of
 * their own (apart from the page's). A guest frozen by code no guard can
 * stop therefore freezes the page's other guests too, and a new guest would
 * join the frozen process; the process ends only once none of its frames is
 * left (measured: a frame added while one remained never ran; one added
 * 500 ms after the last was removed did). So a stall restarts every guest of
 * the page together: all are removed, and after a pause all come back. On a
 * loaded machine the process can outlast the pause: guests that come back
 * and never say ready start again, after a longer pause (`GuestLink`'s
 * watchdog, `restartUnstartedGuests`).
 *
 * Guests of the site's other tabs may share that process too (measured in
 * Chromium 156: a stall in one tab's guest stopped another tab's guest from
 * answering). Before a stall is blamed on a playground's code, the other
 * tabs are asked, during the pause, whether code of theirs was running.
 */
export const restartPauseMs = 500;

/**
 * A frame whose guard stopped its code may run on while the error unwinds
 * (a `finally` block, a chain of a million promises), and hold every guest's
 * process meanwhile: the page has replaced it already, having named why. For
 * this long after such a stop the watchdogs wait for the other guests
 * instead of restarting them (`GuestLink`'s watchdog).
 */
export const unwindGraceMs = 5000;
/** How often the page asks a guest frame whether it still answers. */
export const pingIntervalMs = 250;
/**
 * How long a guest may leave a ping unanswered before it counts as frozen and
 * is replaced: well over the loop guard's second (`runLimitMs`), so code the
 * guard can stop is stopped by it, with the line it was on, even on a loaded
 * machine. With 1.5 s, a run stopped by its guard was taken for frozen in CI
 * (the guard's word reached the page after the watchdog's limit).
 */
export const stallLimitMs = 2500;
/**
 * A stall found this soon after a guard's stop may have begun while the
 * stopped frame unwound (the grace, then the watchdog's own limit and up to
 * four of its looks): every guest restarts, and none is blamed.
 */
const unwindBlameMs = unwindGraceMs + stallLimitMs + 4 * pingIntervalMs;

export type Guest = {
  /** Whether its latest run was still under way: such a run may be the one that froze. */
  running(): boolean;
  /**
   * Whether code of its latest run may be running when asked: the run was sent and has not ended
   * (the word that it started may still be on its way), or it stalled moments ago while under way.
   */
  codeRunning(): boolean;
  /** How long ago a guard stopped code of its runs (Infinity if never): see `unwindGraceMs`. */
  stoppedAgo(): number;
  /** Removes the frame; a `suspect` guest's run ends, and is not run again. */
  detach(suspect: boolean): void;
  /** A new frame, which runs the latest run again unless it ended; `otherTabRan`: another tab's code was running when this one stalled. */
  attach(stall: {suspect: boolean; otherTabRan: boolean}): void;
};

/** The other tabs of this site, as a stall asks them. */
export type OtherTabs = {
  /** Asks every other tab whether code of its playgrounds is running; true once one says yes. */
  ask(): void;
  /** Whether one said yes since the last `ask`. */
  heardRunning(): boolean;
};

const guests = new Set<Guest>();
let restarting = false;

export function addGuest(guest: Guest): () => void {
  // Listening from the first guest on: a tab answers another's stall before any stall of its own.
  otherTabs ??= broadcastTabs();
  guests.add(guest);
  return () => guests.delete(guest);
}

/** What this tab answers another's stall: whether code of one of its playgrounds may be running (or unwinding from a stop). */
export function codeRunningHere(): boolean {
  return [...guests].some((guest) => guest.codeRunning()) || sinceGuardStop() < unwindGraceMs;
}

/** How long ago a guard of this page last stopped a guest's code. */
export function sinceGuardStop(): number {
  return Math.min(Infinity, ...[...guests].map((guest) => guest.stoppedAgo()));
}

const channelName = 'playground-guests';
/** Whether another tab said, since the last question, that code of its playgrounds was running. */
let heardRunning = false;

/**
 * What this tab answers, and hears, on the channel. At module level, holding
 * nothing but the module's own state: a handler made inside a restart kept
 * that restart's guests (sessions, frames and all) alive after their page had
 * gone, for as long as the channel lived.
 */
function onTabMessage(this: BroadcastChannel, event: MessageEvent<unknown>): void {
  const type = (event.data as {type?: unknown} | null)?.type;
  if (type === 'code-running?') {
    this.postMessage({type: 'code-running', running: codeRunningHere()});
  } else if (type === 'code-running' && (event.data as {running?: unknown}).running === true) {
    heardRunning = true;
  }
}

/** The site's other tabs over a BroadcastChannel (same origin only): they answer from `guests` of their own page. */
function broadcastTabs(): OtherTabs | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(channelName);
  // Node's keeps its process alive otherwise (a session test).
  (channel as BroadcastChannel & {unref?: () => void}).unref?.();
  channel.onmessage = onTabMessage;
  return {
    ask() {
      heardRunning = false;
      channel.postMessage({type: 'code-running?'});
    },
    heardRunning: () => heardRunning,
  };
}

let otherTabs: OtherTabs | null | undefined;

/** For tests: the other tabs a restart asks (null: none). */
export function useOtherTabs(tabs: OtherTabs | null): void {
  otherTabs = tabs;
}

/**
 * The pause before guests come back: `restartPauseMs` after a stall; twice
 * as long as the last when the guests that came back had to be restarted
 * again, up to `longestRestartPauseMs`.
 */
let pauseMs = restartPauseMs;
/** The longest pause between restarts in a row. */
export const longestRestartPauseMs = 8000;

/**
 * Restarts every guest of the page. Suspects are those whose run was under
 * way; when none was (code run later, by a timer or an event), every guest
 * is, since which one froze cannot be told. None is when a guard stopped a
 * guest's code moments before: that frame, unwinding, may be what froze, and
 * its stop was named already. Each comes back with what the other tabs said
 * meanwhile.
 */
export function restartGuests(): Guest[] {
  if (restarting) return [];
  const all = [...guests];
  const running = all.filter((guest) => guest.running());
  const suspects = sinceGuardStop() < unwindBlameMs ? [] : running.length > 0 ? running : all;
  pauseMs = restartPauseMs;
  restart(all, suspects);
  return suspects;
}

/**
 * A guest that came back from a restart never said ready: it joined the
 * frozen process, which Chromium had not ended within the pause (a loaded
 * machine takes longer). Every guest starts again, none blamed (the code that
 * froze was named already), after a pause twice as long as the last.
 */
export function restartUnstartedGuests(): void {
  if (restarting) return;
  pauseMs = Math.min(pauseMs * 2, longestRestartPauseMs);
  restart([...guests], []);
}

function restart(all: Guest[], suspects: Guest[]): void {
  restarting = true;
  otherTabs?.ask();
  for (const guest of all) guest.detach(suspects.includes(guest));
  setTimeout(() => {
    restarting = false;
    const otherTabRan = otherTabs?.heardRunning() ?? false;
    for (const guest of all) if (guests.has(guest)) guest.attach({suspect: suspects.includes(guest), otherTabRan});
  }, pauseMs);
}
