import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import {createSocket} from 'node:dgram';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before} from 'node:test';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Request as BrowserRequest,
  type Response as BrowserResponse,
} from 'playwright-core';
import serveHandler from 'serve-handler';
import siteConfig from '../../docusaurus.config';
import {sourceUrlScheme} from '../../playground/core/modules';
import {exampleLogPrefix, relayMarkPrefix} from '../../playground/guest/protocol';
import {playgroundPageRoute} from '../../playground/guest/route';

export const repoRoot = path.resolve(__dirname, '../..');
/** The built site the tests serve: `build/`, or `BUILD_DIR` (a build made with `--out-dir`, while another test run holds `build/`). */
export const buildDir = process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : path.join(repoRoot, 'build');

/**
 * The site's pages whose HTML holds no playground, by path: the full-page
 * playground (its playground is rendered in the browser only) and the 404
 * page are left out.
 */
export function pagesWithoutPlayground(dir = buildDir): string[] {
  const pages: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, {withFileTypes: true})) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'assets') visit(file);
      else if (entry.name.endsWith('.html')) {
        const html = readFileSync(file, 'utf8');
        // The frames' own pages (playground-guest.html, playground-relay.html) are not Docusaurus pages.
        if (!html.includes('id=__docusaurus') || html.includes('data-shell')) continue;
        const route = `/${path.relative(dir, file)}`.replace(/(\/index)?\.html$/, '') || '/';
        if (route !== playgroundPageRoute && route !== '/404') pages.push(route);
      }
    }
  };
  visit(dir);
  return pages.sort();
}

/** The only host a page may reach. */
export const siteHost = '127.0.0.1';

/**
 * Our flags: no sandbox (CI runs as root), no calls home on a closed network,
 * and no host but 127.0.0.1 resolves, so nothing a page asks of another host
 * leaves the machine (`isolatedContext` records such requests). Playwright
 * puts its own defaults before them (see `launchBrowser`).
 */
const chromiumFlags = [
  `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${siteHost}`,
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `No Chromium at ${candidate}. Install Debian's with: apt-get install -y chromium (or set CHROME_PATH to a Chromium binary).`,
    );
  }
  return candidate;
}

/**
 * A fresh Chromium. Playwright refuses `--user-data-dir` among the args; for
 * `launch()` it creates a new profile with mkdtemp
 * (`$TMPDIR/playwright_chromiumdev_profile-XXXXXX`), passes it as
 * `--user-data-dir`, and deletes it on close. Each `newContext()` inside it is
 * a separate, empty profile as well.
 */
export async function launchBrowser(
  options: {
    hostsOnThisMachine?: string[];
    /** Chromium's log file, for `browserLogTail` (default on; the bench leaves it off). */
    log?: boolean;
    /**
     * false: its pages make no prefetches (see `withoutPrefetch`). For a file whose subject is not
     * how pages load or what they request; the default is what a reader gets.
     */
    prefetch?: boolean;
  } = {},
): Promise<Browser> {
  // More names for 127.0.0.1 (for a test of a host that is not localhost), before the rule that resolves no other host.
  const mapped = (options.hostsOnThisMachine ?? []).map((host) => `MAP ${host} ${siteHost}, `).join('');
  const args = chromiumFlags.map((flag) => flag.replace('--host-resolver-rules=', `--host-resolver-rules=${mapped}`));
  // Chromium's warnings and errors, to a file of this browser's, for `browserLogTail`.
  const logDir = options.log === false ? null : mkdtempSync(path.join(tmpdir(), 'chromium-log-'));
  const logFile = logDir && path.join(logDir, 'chromium.log');
  const logArgs = logFile ? ['--enable-logging', `--log-file=${logFile}`, '--log-level=1'] : [];
  const browser = await chromium.launch({executablePath: chromiumPath(), args: [...args, ...logArgs], headless: true});
  if (options.prefetch === false) withoutPrefetch.add(browser);
  if (logDir && logFile) {
    browserLogs.set(browser, logFile);
    browser.on('disconnected', () => rmSync(logDir, {recursive: true, force: true}));
  }
  return browser;
}

const browserLogs = new WeakMap<Browser, string>();

/**
 * Browsers launched with `prefetch: false`: their contexts (`isolatedContext`) tell pages the
 * reader asked to save data (`navigator.connection.saveData`), so Docusaurus prefetches no other
 * page's code, for the sidebar's links in view or a link hovered. That is about half of a docs
 * page's requests (27 of 53 on /docs/patterns/summary-list) and 6-7% of a load's CPU (2.68-2.87
 * CPU-s against 2.87-3.01, six loads each of /docs/getting-started to its editor, 2026-12-01),
 * which a file that loads a page for each of its tests pays each time to no purpose. The files
 * about loading and what a page asks for (the sitemap, page weight, the wire, leaving a page, the
 * sub-path build, guest frames, search) load pages as a reader with default settings does.
 */
const withoutPrefetch = new WeakSet<Browser>();
const saveData = `if (navigator.connection) Object.defineProperty(Object.getPrototypeOf(navigator.connection), 'saveData', {get: () => true, configurable: true});`;

/**
 * The last `count` lines Chromium logged (warnings and errors of all its
 * processes), less what it says of the D-Bus this machine lacks: for a test's
 * diagnostics when the browser misbehaves.
 */
export function browserLogTail(browser: Browser, count = 15): string[] {
  const file = browserLogs.get(browser);
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !/dbus|D-Bus/i.test(line))
    .slice(-count);
}

export type Site = {
  /** `http://127.0.0.1:<port>`, the site's root. */
  baseUrl: string;
  url(pathname: string): string;
  /**
   * Leaves every request whose path (under the base path) `pattern` matches
   * unanswered until `release`, as a slow server would: the browser sees
   * nothing but a wait, and no request of the page is paused on its way.
   */
  hold(pattern: RegExp): {release(): void};
  close(): Promise<void>;
};

export type SiteAndBrowser = {site: Site; browser: Browser};

/**
 * For a test file (or suite): the built site served and one Chromium, both
 * for all its tests, closed after them. Read `.site` and `.browser` inside
 * the tests: they are set once the suite starts.
 */
export function useSiteAndBrowser(options: {prefetch?: boolean} = {}): SiteAndBrowser {
  const shared = {} as SiteAndBrowser;
  before(async () => {
    shared.site = await startSite();
    shared.browser = await launchBrowser(options);
  });
  after(async () => {
    await shared.browser?.close();
    await shared.site?.close();
  });
  return shared;
}

export type SiteOptions = {
  /**
   * Scripts served changed, by path: each request gets what the function makes
   * of the built file (`served` counts the requests for it so far, from 1).
   * Every request goes through it, the browser's own update checks of a
   * service worker too, which a browser context's routes do not see.
   */
  rewrite?: Record<string, (built: string, served: number) => string>;
  /** The path the build was made for (its `BASE_URL`), served from `dir`; `/` unless said. */
  basePath?: string;
  /** Hears every request that reaches the site's server, before it is answered. */
  onRequest?: (request: IncomingMessage) => void;
};

/** Serves `build/` on 127.0.0.1 the way `docusaurus serve` does (`reference` → `reference.html`). */
export async function startSite(dir = buildDir, options: SiteOptions = {}): Promise<Site> {
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No built site in ${dir}: run npm run build first.`);
  }
  const basePath = options.basePath ?? '/';
  if (dir === buildDir && siteConfig.baseUrl !== basePath) {
    throw new Error(`The harness serves build/ at ${basePath}, but it was built for ${siteConfig.baseUrl} (BASE_URL)`);
  }
  const served = new Map<string, number>();
  const holds: {pattern: RegExp; waiting: (() => void)[]}[] = [];
  const releaseAll = () => holds.splice(0).forEach(({waiting}) => waiting.splice(0).forEach((answer) => answer()));
  const server = createServer((request, response) => {
    options.onRequest?.(request);
    const url = new URL(request.url ?? '/', 'http://site');
    if (!url.pathname.startsWith(basePath)) {
      response.writeHead(404, {'content-type': 'text/plain'});
      return response.end(`Not under ${basePath}`);
    }
    // What the build holds at `dir` is the site as seen from its base path.
    const pathname = `/${url.pathname.slice(basePath.length)}`;
    request.url = pathname + url.search;
    const held = holds.find(({pattern}) => pattern.test(pathname));
    if (held) held.waiting.push(() => answer(pathname, request, response));
    else answer(pathname, request, response);
  });
  const answer = (pathname: string, request: IncomingMessage, response: ServerResponse) => {
    const rewrite = options.rewrite?.[pathname];
    if (rewrite) {
      served.set(pathname, (served.get(pathname) ?? 0) + 1);
      const body = rewrite(readFileSync(path.join(dir, pathname), 'utf8'), served.get(pathname)!);
      response.writeHead(200, {'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache'});
      response.end(body);
      return;
    }
    void serveHandler(request, response, {
      public: dir,
      cleanUrls: true,
      trailingSlash: siteConfig.trailingSlash,
      directoryListing: false,
    });
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, siteHost, resolve);
  });
  const baseUrl = `http://${siteHost}:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    url: (pathname) => new URL(pathname, baseUrl).href,
    hold(pattern) {
      const held = {pattern, waiting: [] as (() => void)[]};
      holds.push(held);
      return {
        release() {
          if (holds.includes(held)) holds.splice(holds.indexOf(held), 1);
          held.waiting.splice(0).forEach((answer) => answer());
        },
      };
    },
    close: () => {
      releaseAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** What reached a `startListener` host: HTTP requests with the headers that matter, and bare connections. */
export type Hit =
  {kind: 'http'; method: string; url: string; cookie: string | null; origin: string | null} | {kind: 'tcp' | 'udp'};

/**
 * A host of the test's own on 127.0.0.1, standing for any host a page must not
 * reach: an HTTP server and a UDP socket on one port, recording every request,
 * connection and datagram that reaches it. `url(path)` is an address on it.
 */
export async function startListener() {
  const hits: Hit[] = [];
  const server = createServer((request, response) => {
    hits.push({
      kind: 'http',
      method: request.method ?? '',
      url: request.url ?? '',
      cookie: request.headers.cookie ?? null,
      origin: request.headers.origin ?? null,
    });
    response.writeHead(200, {'content-type': 'text/html', 'access-control-allow-origin': '*'});
    response.end('<!doctype html><p>The listener');
  });
  server.on('connection', () => hits.push({kind: 'tcp'}));
  await new Promise<void>((resolve) => server.listen(0, siteHost, resolve));
  const port = (server.address() as AddressInfo).port;
  const udp = createSocket('udp4');
  udp.on('message', () => hits.push({kind: 'udp'}));
  await new Promise<void>((resolve) => udp.bind(port, siteHost, resolve));
  return {
    port,
    url: (pathname = '/') => `http://${siteHost}:${port}${pathname}`,
    hits,
    /** HTTP requests only. */
    requests: () => hits.filter((hit) => hit.kind === 'http'),
    close: () =>
      new Promise<void>((resolve) => {
        udp.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Off-host requests of each context made by `isolatedContext`, for `watchPage` to report. */
const offHostRequestsOf = new WeakMap<BrowserContext, string[]>();

function leavesTheMachine(url: URL): boolean {
  return (
    (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:' || url.protocol === 'wss:') &&
    url.hostname !== siteHost
  );
}

/**
 * A browser context whose requests to a host other than 127.0.0.1 are
 * recorded (`launchBrowser`'s host rules make them fail; WebSockets are
 * closed). `offHostRequests` is the same list `watchPage` reports for the
 * context's pages.
 *
 * Requests are watched, not intercepted: interception slows every request
 * of the page, and changed what was measured. With `context.route` on, a
 * playground stayed at "Running…" in 3 of 40 loads of
 * /docs/create-resource/delete on two busy cores, against 1 in 90 without
 * it: a guest frame that msw reloaded while the service worker was
 * installing lost its run (fixed since; `guest-frames.test.ts`).
 *
 * What counts as leaving: a request that got a response not made by a
 * service worker, or that failed any other way than `net::ERR_FAILED`. A
 * guest frame's request to another host goes to msw's service worker; when
 * a handler answers it (even with `HttpResponse.error()`, which the frame
 * sees as `net::ERR_FAILED`) it never leaves, and when a handler passes it
 * through, the worker's own request is the one that tries to leave, and is
 * recorded (it fails with `net::ERR_NAME_NOT_RESOLVED`).
 */
export async function isolatedContext(
  browser: Browser,
  options: {viewport?: {width: number; height: number}; javaScriptEnabled?: boolean} = {},
) {
  const context = await browser.newContext({
    viewport: options.viewport ?? {width: 1280, height: 900},
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  // A string: a function would be compiled with a helper the page lacks.
  if (withoutPrefetch.has(browser)) await context.addInitScript(saveData);
  const offHostRequests: string[] = [];
  offHostRequestsOf.set(context, offHostRequests);
  const record = (request: BrowserRequest) => offHostRequests.push(`${request.method()} ${request.url()}`);
  context.on('requestfailed', (request) => {
    if (leavesTheMachine(new URL(request.url())) && request.failure()?.errorText !== 'net::ERR_FAILED') record(request);
  });
  context.on('requestfinished', (request) => {
    if (!leavesTheMachine(new URL(request.url()))) return;
    // Rejects only once the context has closed, when nothing is read any more.
    request.response().then(
      (response) => response?.fromServiceWorker() || record(request),
      () => {},
    );
  });
  await context.routeWebSocket(leavesTheMachine, (webSocket) => {
    offHostRequests.push(`WebSocket ${webSocket.url()}`);
    return webSocket.close();
  });
  return {context, offHostRequests};
}

export type PageProblems = {
  /**
   * Console errors of the site itself. Left out: those a playground's example
   * causes on purpose and shows in its own panels, the browser's "Failed to
   * load resource" for a request a relay frame carried for an example (an
   * error status the mock server answered, a network error it made), and what
   * the guest frame logs (React's report of an error the
   * example's boundary caught), which starts with `exampleLogPrefix`.
   */
  consoleErrors: string[];
  /** Errors thrown and never caught, and promise rejections never handled. */
  pageErrors: string[];
  /** Every request of the page's context bound for a host other than 127.0.0.1 (none got through). */
  offHostRequests: string[];
};

/** Records, from now on, what a reader would never want a page to do. The page must come from `isolatedContext`. */
export function watchPage(page: Page): PageProblems {
  const offHostRequests = offHostRequestsOf.get(page.context());
  if (!offHostRequests)
    throw new Error('watchPage needs a page of a context made by isolatedContext(), so that nothing leaves 127.0.0.1');
  const errors: {text: string; url: string}[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push({text: message.text(), url: message.location().url});
  });
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  const fromExample = ({text, url}: {text: string; url: string}) =>
    (text.startsWith('Failed to load resource') && url.includes(`#${relayMarkPrefix}`)) ||
    text.startsWith(exampleLogPrefix) ||
    text.includes(sourceUrlScheme);
  return {
    get consoleErrors() {
      return errors.filter((error) => !fromExample(error)).map(({text, url}) => `${text} (${url})`);
    },
    pageErrors,
    offHostRequests,
  };
}

/** How long no request may be in flight before a page counts as loaded. */
const quietMs = 500;

/**
 * Opens a page the way a reader gets it: the document loaded, React hydrated
 * (Docusaurus then sets `data-has-hydrated` on <html>), and nothing left loading.
 *
 * "Nothing left loading" is counted here from the context's own request
 * events (page, frames, workers): Playwright's 'networkidle' never comes, in
 * about four loads of five, on a page where the guest frames' msw service
 * worker and the editor's dedicated workers (Monaco) run together, although
 * every request has finished.
 */
export async function loadPage(page: Page, url: string, timeoutMs = 30_000): Promise<BrowserResponse | null> {
  const loading = trackLoading(page);
  try {
    const response = await page.goto(url);
    await loading.settled(url, timeoutMs);
    return response;
  } finally {
    loading.stop();
  }
}

/**
 * Waits until React has hydrated the page's document (Docusaurus marks its
 * `<html>`). A button clicked before the page's scripts have run does
 * nothing: a Copy page pressed as soon as a page loaded by a link showed its
 * heading copied nothing (CI at e251de3, under load), and did so every time
 * with the page's main script held back 2 s.
 */
export function hydrated(page: Page, timeoutMs = 30_000): Promise<void> {
  return page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: timeoutMs});
}

/**
 * Counts the requests of the page's context from now on, for `loadPage` and
 * for a test that goes to a page itself (to hold its guests first, say):
 * `settled` waits until React has hydrated and no request has been in flight
 * for a moment. Call `stop` when done.
 */
export function trackLoading(page: Page) {
  const context = page.context();
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  context.on('request', started);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  return {
    async settled(url: string, timeoutMs = 30_000): Promise<void> {
      await hydrated(page, timeoutMs);
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline)
          throw new Error(`${url}: still ${inFlight} requests in flight after ${timeoutMs} ms`);
        await page.waitForTimeout(50);
      }
    },
    stop(): void {
      context.off('request', started);
      context.off('requestfinished', ended);
      context.off('requestfailed', ended);
    },
  };
}

/**
 * The search bar's own input, in the page once its code has come: until then
 * `src/theme/SearchBar` shows a stand-in of the same markup, without the combobox role.
 */
export function loadedSearchBar(page: Page) {
  return page.locator('input.navbar__search-input[role="combobox"]');
}

/**
 * Watches the script files the page and its frames load for those holding
 * `marker`: `asked()` says whether one was asked for. `hold` keeps them back
 * (the others pass at once): `'until released'` until `release()` is
 * called, a number of milliseconds from each request for one.
 */
export async function watchScript(
  page: Page,
  marker: string,
  hold: 'no' | 'until released' | number = 'no',
): Promise<{asked(): boolean; release(): void}> {
  let asked = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  if (hold === 'no') release();
  await page.route('**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) {
      asked = true;
      await (typeof hold === 'number' ? new Promise((resolve) => setTimeout(resolve, hold)) : released);
    }
    await route.fulfill({response, body});
  });
  return {asked: () => asked, release};
}

/** Every page the built site lists in its sitemap, as paths (the sitemap's URLs use the site url, http://127.0.0.1). */
export function sitemapPaths(dir = buildDir): string[] {
  const xml = readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Built page path → its HTML, every page of the build (the sitemap's and the others). */
export function builtPages(dir = buildDir): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.html')) {
        const route = `/${path.relative(dir, full)}`.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
        pages.set(route === '/' ? '/' : route.replace(/\/$/, ''), readFileSync(full, 'utf8'));
      }
    }
  };
  walk(dir);
  return pages;
}

/** The examples a page's HTML shows as playgrounds (or as code), by their `data-example`, each once. */
export function examplesShownIn(html: string): string[] {
  // The HTML minifier drops the quotes around attribute values that need none.
  return [
    ...new Set([...html.matchAll(/data-example=(?:"([^"]+)"|([^\s>"]+))/g)].map((match) => (match[1] ?? match[2])!)),
  ];
}

export type {Browser, BrowserContext, Page};
