import {componentEntry, type PlaygroundFiles} from '../../core/files';
import type {NetworkControls} from '../../core/networkControls';
import type {ToRunner} from '../../runner/protocol';
import {guestAddress, guestSandbox, guestTitle, networkRoute, relayTitle, runnerRoute} from '../../runner/route';

/**
 * One playground's frames, started by the page's first script (pageStart.ts
 * calls `bootEarlyFrames`), before React hydrates the page and long before
 * the interactive playground mounts: the frames boot while the page
 * hydrates, and the playground takes them over when it mounts, with what
 * they said meanwhile. Only the first playground in view: frames booting
 * together each take as long as all of them (frameTurns.ts).
 *
 * Once both are ready, the frames are connected and run the example as
 * shipped (its files, network settings and build-compiled code, which the
 * shell writes into the HTML: `earlyRunData`), so the run is under way, or
 * over, by the time the playground mounts; the playground carries on from
 * there (RunnerLink's `adopt`), or runs what the reader has instead.
 *
 * The guest waits hidden at the end of the page, and is moved into its
 * playground's preview with `moveBefore`, which keeps a frame's document
 * where moving it otherwise reloads it. A browser without `moveBefore` leaves
 * a program's guest where it is (its preview is hidden anyway), and drops a
 * component's to load one in place (and does not run it early); the relay,
 * hidden, stays where it is.
 */

/** What the early run runs: the example as shipped, as its playground would run it first. */
export type EarlyRunInput = {files: PlaygroundFiles; controls: NetworkControls; compiled: Readonly<Record<string, string>>};

/** The run the early frames were sent; `complete` unless it said more than was kept (`keptMessages`). */
export type EarlyRun = {message: ToRunner & {type: 'run'}; sentAt: number; complete: boolean};

/** A guest's message and when it came (`performance.now()`): a run's time is counted to when it ended, not to when the playground read it. */
export type HeardMessage = {data: unknown; at: number};

export type EarlyFrames = {
  exampleId: string;
  guest: HTMLIFrameElement | null;
  relay: HTMLIFrameElement;
  /**
   * Stops listening for the frames and hands over what they said so far, in
   * order, and whether they were connected and what was run: the playground
   * listens from then on. Once: later calls get nothing.
   */
  release(): {guest: HeardMessage[]; relay: unknown[]; connected: boolean; run: EarlyRun | null};
  /** The playground left the page: the frames go too. */
  remove(): void;
};

/** The shell's element that holds its early run's input (JSON), read by `bootEarlyFrames`. */
export const earlyRunSelector = 'script[data-early-run]';

/**
 * The early run's input as the text of a `<script type="application/json">`:
 * `<` escaped, so no file's text can end the script element.
 */
export function earlyRunData(input: EarlyRunInput): string {
  return JSON.stringify(input).replace(/</g, '\\u003c');
}

/** The run id of the early run; the playground's own runs count on from it. */
export const earlyRunId = 1;
/**
 * What the early listener keeps of each frame at most: a booting frame says
 * two or three things; a run, far fewer than this (RunnerLink's
 * `runMessageBudget`). A run that says more is not taken over: the playground runs it again in a fresh guest.
 */
const keptMessages = 3000;

let waiting: EarlyFrames | null = null;

/** Whether a frame can move in the page without reloading (Chromium's `Element.moveBefore`). */
export function framesCanMove(): boolean {
  return typeof Element !== 'undefined' && 'moveBefore' in Element.prototype;
}

/** Moves a frame under `parent` keeping its document, where the browser can. */
export function moveFrame(parent: HTMLElement, frame: HTMLIFrameElement): void {
  (parent as HTMLElement & {moveBefore(node: Node, child: Node | null): void}).moveBefore(frame, null);
}

/** The element a link's `#fragment` names, which the reader will see first once the page has scrolled to it. */
function linkTarget(): Element | null {
  try {
    return window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
  } catch {
    return null; // a malformed escape in the link
  }
}

/**
 * The playground shell the reader sees first: at or after the heading a link
 * names (the page has not scrolled there yet), else the first in view (else
 * the first below the window, else the first), if the page has one.
 */
function firstShell(): HTMLElement | null {
  const shells = Array.from(document.querySelectorAll<HTMLElement>('[data-example][data-shell]'));
  const target = linkTarget();
  if (target) {
    const atOrAfter = shells.find((shell) => shell.contains(target) || target.compareDocumentPosition(shell) & Node.DOCUMENT_POSITION_FOLLOWING);
    return atOrAfter ?? shells.at(-1) ?? null;
  }
  const places = shells.map((shell) => shell.getBoundingClientRect());
  const inView = places.findIndex((place) => place.bottom > 0 && place.top < window.innerHeight);
  const below = places.findIndex((place) => place.top >= window.innerHeight);
  return shells[inView !== -1 ? inView : below !== -1 ? below : 0] ?? null;
}

function messageType(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? (data as {type?: unknown}).type : undefined;
}

/** The shell's early run input, if it has one that reads; a component's only where its guest can move (it would be dropped). */
function readEarlyRun(shell: HTMLElement): EarlyRunInput | null {
  try {
    const input = JSON.parse(shell.querySelector(earlyRunSelector)?.textContent ?? 'null') as EarlyRunInput | null;
    if (!input?.files || !input.controls || !input.compiled) return null;
    return componentEntry in input.files && !framesCanMove() ? null : input;
  } catch {
    return null;
  }
}

function hiddenFrame(title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  return frame;
}

/** Starts the frames of the page's first playground, and its run once they are ready; `baseUrl` is the site's. */
export function bootEarlyFrames(baseUrl: string): void {
  const shell = firstShell();
  const exampleId = shell?.dataset.example;
  if (!shell || !exampleId) return;
  const site = baseUrl.replace(/\/$/, '');
  const theme = () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
  const input = readEarlyRun(shell);

  const relay = hiddenFrame(relayTitle(exampleId));
  relay.src = `${site}${networkRoute}`;
  // No allow-same-origin: the frame's origin is opaque, so it cannot reach this page, its storage or the tab.
  const guest = hiddenFrame(guestTitle(exampleId));
  guest.setAttribute('sandbox', guestSandbox);
  guest.src = guestAddress(`${site}${runnerRoute}`, {playground: exampleId, theme: theme()});

  let said = {guest: [] as HeardMessage[], relay: [] as unknown[]};
  const ready = {guest: false, relay: false};
  let connected = false;
  let run: Omit<EarlyRun, 'complete'> | null = null;
  let overflow = false;
  // As RunnerLink's `connect` does: a channel between the two, the colours, then the run.
  const connect = () => {
    if (connected || !input || !ready.guest || !ready.relay) return;
    const channel = new MessageChannel();
    guest.contentWindow?.postMessage({type: 'network'} satisfies ToRunner, '*', [channel.port1]);
    relay.contentWindow?.postMessage({type: 'guest'}, window.location.origin, [channel.port2]);
    guest.contentWindow?.postMessage({type: 'theme', theme: theme()} satisfies ToRunner, '*');
    const message = {type: 'run', runId: earlyRunId, ...input} as const;
    guest.contentWindow?.postMessage(message, '*');
    connected = true;
    run = {message, sentAt: performance.now()};
    // The playground carries on from here: what came before (the frames' "ready") is behind it.
    said = {guest: [], relay: []};
  };
  const listen = (event: MessageEvent<unknown>) => {
    if (event.source === relay.contentWindow && event.origin === window.location.origin) {
      const type = messageType(event.data);
      if (!connected) ready.relay = type === 'network-ready' || (ready.relay && type !== 'network-failed' && type !== 'network-unavailable');
      if (said.relay.length < keptMessages) said.relay.push(event.data);
      connect();
    } else if (event.source === guest.contentWindow && guest.isConnected) {
      if (!connected && messageType(event.data) === 'ready') ready.guest = true;
      if (said.guest.length < keptMessages) said.guest.push({data: event.data, at: performance.now()});
      else overflow = true;
      connect();
    }
  };
  window.addEventListener('message', listen);
  let released = false;
  waiting = {
    exampleId,
    guest,
    relay,
    release() {
      window.removeEventListener('message', listen);
      if (released) return {guest: [], relay: [], connected: false, run: null};
      released = true;
      const heard = guest.isConnected && !overflow ? said.guest : [];
      return {guest: heard, relay: said.relay, connected, run: run && {...run, complete: !overflow}};
    },
    remove() {
      window.removeEventListener('message', listen);
      guest.remove();
      relay.remove();
    },
  };
  document.body.append(relay, guest);
}

/**
 * The early frames, for the playground of `exampleId` that mounts first; null
 * for any other. A component's guest that cannot move is dropped here, before
 * the playground hears from it.
 */
export function takeEarlyFrames(exampleId: string, isComponent: boolean): EarlyFrames | null {
  if (waiting?.exampleId !== exampleId) return null;
  const taken = waiting;
  waiting = null;
  if (isComponent && !framesCanMove() && taken.guest) {
    taken.guest.remove();
    return {...taken, guest: null};
  }
  return taken;
}
