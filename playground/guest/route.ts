/**
 * The page each playground's code runs in (the guest), inside a sandboxed
 * iframe of its own: an opaque origin, its own process where the browser
 * gives it one, no reach into the site. Not a reader's page.
 */
export const guestRoute = '/playground-guest';

/** What a guest frame's address carries: which playground it runs (for devtools and tests), and its first paint's colours. */
export type GuestParams = {playground: string; theme: 'light' | 'dark'};

/** The guest frame's sandbox: scripts and forms, and no `allow-same-origin`, so its origin is opaque. */
export const guestSandbox = 'allow-scripts allow-forms';

/** The frames' titles, for assistive technology and devtools: one per playground, named by its example. */
export function guestTitle(exampleId: string): string {
  return `Preview of ${exampleId}`;
}

export function relayTitle(exampleId: string): string {
  return `Network of ${exampleId}`;
}

export function guestAddress(guestPageUrl: string, params: GuestParams): string {
  return `${guestPageUrl}?${new URLSearchParams(params)}`;
}

export function readGuestParams(search: string): GuestParams {
  const params = new URLSearchParams(search);
  return {playground: params.get('playground') ?? '', theme: params.get('theme') === 'dark' ? 'dark' : 'light'};
}

/**
 * The page that carries a guest's requests to msw's service worker (the
 * relay): same-origin, so the worker can control it, and it runs no reader
 * code. The worker's scope is this route only.
 */
export const relayRoute = '/playground-relay';

/** The full-page playground, which opens share links (`/playground#v1/...`). */
export const playgroundPageRoute = '/playground';
