/**
 * Loaded before anything else in the recording worker: @data-client/react
 * decides once, as it loads, whether it runs on a server (no `window`), where
 * its provider never re-renders. A recording renders as the browser does.
 */
Object.assign(globalThis, {window: globalThis});
