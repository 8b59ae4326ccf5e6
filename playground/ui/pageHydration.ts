/**
 * Whether the page is still being hydrated: true in the browser from the
 * page's first script until React has rendered it once (pageStart.ts hears
 * Docusaurus's first `onRouteDidUpdate`), false on the server and after.
 * A part rendered while this is true has its server HTML in the page.
 */
let hydrated = false;

export function markHydrated(): void {
  hydrated = true;
}

export function pageHydrating(): boolean {
  return typeof document !== 'undefined' && !hydrated;
}
