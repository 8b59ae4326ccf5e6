import {guestAddress, guestSandbox, guestTitle, relayRoute, relayTitle, guestRoute} from '../../guest/route';
import {GuestChannel} from './guestChannel';

/**
 * One playground's frames, started by the page's first script (pageStart.ts
 * calls `bootEarlyFrames`), before React hydrates the page and long before
 * the interactive playground mounts: the frames boot while the page
 * hydrates, and the playground takes them over when it mounts, with what
 * they said meanwhile (their "ready"). Only the first playground in view:
 * frames booting together each take as long as all of them (guestTurns.ts).
 *
 * The guest waits hidden at the end of the page, and is moved into its
 * playground's preview with `moveBefore`, which keeps a frame's document
 * where moving it otherwise reloads it. A browser without `moveBefore` leaves
 * a program's guest where it is (its preview is hidden anyway), and drops a
 * component's to load one in place; the relay, hidden, stays where it is.
 */
export type EarlyFrames = {
  exampleId: string;
  /** The guest and the page's end of it (what it says waits there for the playground to listen). */
  guest: {frame: HTMLIFrameElement; channel: GuestChannel} | null;
  relay: HTMLIFrameElement;
  /**
   * Stops listening for the relay and hands over what it said so far, in
   * order; the playground listens from then on. Once: later calls get nothing.
   */
  release(): {relay: unknown[]};
  /** The playground left the page: the frames go too. */
  remove(): void;
};

/** What the early listener keeps of the relay at most: a booting relay says one or two things. */
const keptMessages = 20;

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
    const atOrAfter = shells.find(
      (shell) => shell.contains(target) || target.compareDocumentPosition(shell) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    return atOrAfter ?? shells.at(-1) ?? null;
  }
  const places = shells.map((shell) => shell.getBoundingClientRect());
  const inView = places.findIndex((place) => place.bottom > 0 && place.top < window.innerHeight);
  const below = places.findIndex((place) => place.top >= window.innerHeight);
  return shells[inView !== -1 ? inView : below !== -1 ? below : 0] ?? null;
}

function hiddenFrame(title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  return frame;
}

/** Starts the frames of the page's first playground; `baseUrl` is the site's. */
export function bootEarlyFrames(baseUrl: string): void {
  const shell = firstShell();
  const exampleId = shell?.dataset.example;
  if (!shell || !exampleId) return;
  const site = baseUrl.replace(/\/$/, '');
  const theme = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';

  const relay = hiddenFrame(relayTitle(exampleId));
  relay.src = `${site}${relayRoute}`;
  // No allow-same-origin: the frame's origin is opaque, so it cannot reach this page, its storage or the tab.
  const guest = hiddenFrame(guestTitle(exampleId));
  guest.setAttribute('sandbox', guestSandbox);
  guest.src = guestAddress(`${site}${guestRoute}`, {playground: exampleId, theme});
  const channel = new GuestChannel(guest);

  const said: unknown[] = [];
  const listen = (event: MessageEvent<unknown>) => {
    if (event.source === relay.contentWindow && event.origin === window.location.origin && said.length < keptMessages)
      said.push(event.data);
  };
  window.addEventListener('message', listen);
  let released = false;
  waiting = {
    exampleId,
    guest: {frame: guest, channel},
    relay,
    release() {
      window.removeEventListener('message', listen);
      if (released) return {relay: []};
      released = true;
      return {relay: said};
    },
    remove() {
      window.removeEventListener('message', listen);
      channel.close();
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
    taken.guest.channel.close();
    taken.guest.frame.remove();
    return {...taken, guest: null};
  }
  return taken;
}
