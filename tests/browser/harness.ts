import {existsSync, readFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {chromium, type Browser, type BrowserContext, type Page} from 'playwright-core';
import serveHandler from 'serve-handler';

export const repoRoot = path.resolve(__dirname, '../..');
export const buildDir = path.join(repoRoot, 'build');

/** The flags that let Chromium run here: no sandbox as root, and no calls home on a closed network. */
const chromiumFlags = [
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
      `No Chromium at ${candidate}. Install Debian's: apt-get install -y chromium (or set CHROME_PATH to a Chromium binary).`,
    );
  }
  return candidate;
}

/**
 * A fresh Chromium. Playwright starts it with a new temporary
 * --user-data-dir, and every `newContext()` is a fresh profile of its own.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({executablePath: chromiumPath(), args: chromiumFlags, headless: true});
}

export type Site = {origin: string; url(pathname: string): string; close(): Promise<void>};

/** Serves a built Docusaurus site on 127.0.0.1, as `docusaurus serve` does. */
export async function startSite(dir = buildDir): Promise<Site> {
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No built site in ${dir}: run npm run build first.`);
  }
  const server: Server = createServer((request, response) => {
    void serveHandler(request, response, {public: dir, cleanUrls: true, trailingSlash: false, directoryListing: false});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (pathname) => new URL(pathname, origin).href,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export type PageProblems = {consoleErrors: string[]; pageErrors: string[]; offHostRequests: string[]};

/**
 * A context in which nothing can leave 127.0.0.1: any request bound for
 * another host is aborted and recorded. Requests that the playground's
 * service worker answers never reach the network, so they are not seen here.
 */
export async function isolatedContext(browser: Browser, options: {viewport?: {width: number; height: number}} = {}) {
  const context = await browser.newContext({viewport: options.viewport ?? {width: 1280, height: 900}});
  const offHostRequests: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    offHostRequests.push(url.href);
    return route.abort();
  });
  return {context, offHostRequests};
}

/** Records what a reader would never want to happen on a page: console errors and uncaught errors. */
export function watchPage(page: Page): Omit<PageProblems, 'offHostRequests'> {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  return {consoleErrors, pageErrors};
}

/** Every page the built site lists in its sitemap, as paths. */
export function sitemapPaths(dir = buildDir): string[] {
  const xml = readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

export type {Browser, BrowserContext, Page};
