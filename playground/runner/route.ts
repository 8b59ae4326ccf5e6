/**
 * The page each playground runs in, inside an iframe of its own: its own
 * globals, its own msw client (the service worker answers a frame through
 * the frame), its own store. Not a reader's page, so kept out of the sitemap.
 */
export const runnerRoute = '/playground-runner';

/** The full-page playground, which opens share links (`/playground#v1/...`). */
export const playgroundPageRoute = '/playground';
