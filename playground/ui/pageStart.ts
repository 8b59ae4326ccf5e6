import siteConfig from '@generated/docusaurus.config';
import {interactiveRequested, loadInteractive} from './Playground/loadInteractive';
import {markHydrated, pageHydrating} from './pageHydration';

/**
 * A client module (src/plugins/playground.ts): it runs with the page's first
 * script, before React hydrates. On a page whose server HTML holds a
 * playground, it asks for the interactive playground's code and boots the
 * first playground's frames (Preview/earlyFrames.ts) while the page
 * hydrates, not after: the first live result comes that much sooner. Other
 * pages load nothing more: the frames' code comes with the playground's
 * chunk, not in every page's main.js (3 KB less there; the frames are made
 * as early, about 640 ms after navigation, median of 8 cold loads of
 * /docs/getting-started either way). In the server bundle it does nothing.
 */
if (typeof document !== 'undefined' && document.querySelector('[data-example][data-shell]')) {
  // A failure is shown by each playground; this only keeps it from being an unhandled rejection too.
  loadInteractive().catch(() => {});
  // Not a failure of its own either: without them the playground makes its frames when it mounts.
  import('./Preview/earlyFrames').then(({bootEarlyFrames}) => bootEarlyFrames(siteConfig.baseUrl)).catch(() => {});
}

type RouterLocation = {pathname: string; search: string; hash: string; key?: string};

/** The router's name for a history entry: every entry it made has a key; the document's first has none. */
const entryOf = (location: RouterLocation) => location.key ?? 'first';

/** Where the reader was on each page this document showed (by history entry), for Back and Forward. */
const scrollOfEntry = new Map<string, number>();
/** Whether the router's next location comes from Back or Forward (the browser's popstate comes first). */
let traversing = false;
const restoreKey = 'playground:scroll-after-leaving';

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    traversing = true;
  });
}

/**
 * Docusaurus calls this as the router starts for another location, the URL
 * already changed, the old page still on screen. Leaving a page for another
 * (not a hash or query change on the same page) once this document has
 * loaded the playground's code is a document load: the editor (Monaco,
 * ~20 MB of heap with its models), the guests and relays, and whatever a
 * guest's code left behind go with the old document, as on a site of plain
 * pages, where a client-side navigation would keep Monaco's modules and each
 * visited page's for the rest of the visit. (Docusaurus itself loads the
 * document when a route's chunks fail to load.) Edits are already saved, on
 * each keystroke (session/savedEdits.ts).
 *
 * The load replaces the history entry the router made (the address put back
 * first, so the browser sees a navigation, not a reload): the new page opens
 * at its top or its #fragment as a link's would, and Back reaches the page
 * left as the browser left it. Back or Forward to a page this document
 * showed comes back where the reader was (restoreScroll, below).
 */
export function onRouteUpdate({
  location,
  previousLocation,
}: {
  location: RouterLocation;
  previousLocation: RouterLocation | null;
}): void {
  const traversal = traversing;
  traversing = false;
  if (previousLocation === null) return;
  scrollOfEntry.set(entryOf(previousLocation), window.scrollY);
  if (previousLocation.pathname === location.pathname || !interactiveRequested()) return;
  const target = window.location.href;
  const scroll = traversal ? scrollOfEntry.get(entryOf(location)) : undefined;
  try {
    if (scroll !== undefined) window.sessionStorage.setItem(restoreKey, JSON.stringify({target, scroll}));
  } catch {
    // Storage refused (a private mode): the page opens at its top.
  }
  const {pathname, search, hash} = previousLocation;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  window.location.replace(target);
}

/** On the page a document load of onRouteUpdate's opened by Back or Forward: the scroll it had. */
function restoreScroll(): void {
  const saved = readSaved();
  if (saved?.target === window.location.href && typeof saved.scroll === 'number') window.scrollTo(0, saved.scroll);
}

function readSaved(): {target?: unknown; scroll?: unknown} | null {
  try {
    const text = window.sessionStorage.getItem(restoreKey);
    window.sessionStorage.removeItem(restoreKey);
    return text === null ? null : (JSON.parse(text) as {target?: unknown; scroll?: unknown} | null);
  } catch {
    return null;
  }
}

/** Docusaurus calls this once the page has rendered, the first time after hydrating it (pageHydration.ts). */
export function onRouteDidUpdate(): void {
  if (!pageHydrating()) return;
  markHydrated();
  restoreScroll();
}
