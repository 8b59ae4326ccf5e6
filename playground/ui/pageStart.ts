import siteConfig from '@generated/docusaurus.config';
import {loadInteractive} from './Playground/loadInteractive';
import {bootEarlyFrames} from './Preview/earlyFrames';
import {markHydrated} from './pageHydration';

/**
 * A client module (src/plugins/playground.ts): it runs with the page's first
 * script, before React hydrates. On a page whose server HTML holds a
 * playground, it asks for the interactive playground's code and boots the
 * first playground's frames (Preview/earlyFrames.ts) while the page
 * hydrates, not after: the first live result comes that much sooner. Other
 * pages load nothing more. In the server bundle it does nothing.
 */
if (typeof document !== 'undefined' && document.querySelector('[data-example][data-shell]')) {
  // A failure is shown by each playground; this only keeps it from being an unhandled rejection too.
  loadInteractive().catch(() => {});
  bootEarlyFrames(siteConfig.baseUrl);
}

/** Docusaurus calls this once the page has rendered, the first time after hydrating it (pageHydration.ts). */
export function onRouteDidUpdate(): void {
  markHydrated();
}
