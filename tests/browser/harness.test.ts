import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {encodeShareHash} from '../../playground/core/shareLink';
import {
  buildDir,
  chromiumPath,
  isolatedContext,
  launchBrowser,
  loadPage,
  startSite,
  useSiteAndBrowser,
  watchPage,
  type Browser,
} from './harness';
import {
  drawsWithin,
  playground,
  requestLog,
  restartFrames,
  runLinkedCode,
  skimPage,
  waitForRun,
  watchAnswers,
  within,
} from './playgroundDriver';

const shared = useSiteAndBrowser();

describe('the harness', () => {
  test('serves the build as docusaurus serve does: clean URLs without a trailing slash, 404.html for the rest', async () => {
    const reference = await fetch(shared.site.url('/docs/reference'));
    assert.equal(reference.status, 200);
    assert.equal(await reference.text(), readFileSync(path.join(buildDir, 'docs/reference.html'), 'utf8'));
    const unknown = await fetch(shared.site.url('/docs/does-not-exist'));
    assert.equal(unknown.status, 404);
    assert.equal(await unknown.text(), readFileSync(path.join(buildDir, '404.html'), 'utf8'));
  });

  test('holds the requests a pattern matches until released, and answers the rest meanwhile', async () => {
    const hold = shared.site.hold(/^\/playground-guest(\.html)?$/);
    let guestAnswered = false;
    const guest = fetch(shared.site.url('/playground-guest')).then((response) => {
      guestAnswered = true;
      return response;
    });
    assert.equal((await fetch(shared.site.url('/playground-relay'))).status, 200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(guestAnswered, false, 'the held request was answered before its release');
    hold.release();
    assert.equal((await within(5_000, guest, 'the held request was not answered after its release')).status, 200);
    assert.equal((await fetch(shared.site.url('/playground-guest'))).status, 200);
  });

  test('skims a page that draws no frames, stops at the first step, and says none drew', async () => {
    const {context} = await isolatedContext(shared.browser);
    try {
      const page = await context.newPage();
      // A page of many windows' height: skimming on past the first step would wait 5 s a step.
      await loadPage(page, shared.site.url('/docs/reference'));
      assert.ok(await page.evaluate(() => document.documentElement.scrollHeight > 4 * window.innerHeight));
      assert.equal(await within(30_000, skimPage(page), 'skimming a page that draws'), true);
      await page.evaluate(() => {
        window.requestAnimationFrame = () => 0;
      });
      assert.equal(await within(8_000, skimPage(page), 'skimming waited on after a step drew no frame'), false);
      const {drawing, said} = await within(40_000, restartFrames(page), 'restarting frames waited for good');
      assert.equal(drawing, false, 'a page whose frames never come was said to draw again');
      assert.match(said, /^visibility visible, .*; still no frame after waiting up to 3 s, .*taking a screenshot$/);
    } finally {
      await context.close();
    }
  });

  test('tells a page whose main thread does not answer, in bounded time: it draws nothing, and says so', async () => {
    const {context} = await isolatedContext(shared.browser);
    try {
      const page = await context.newPage();
      await loadPage(page, shared.site.url('/docs/reference'));
      // Busy for a minute from its next task: a `page.evaluate` would wait that long, or for good.
      await page.evaluate(() => {
        setTimeout(() => {
          for (const end = Date.now() + 60_000; Date.now() < end;);
        });
      });
      assert.equal(await within(8_000, drawsWithin(page, 1000), 'waiting for a frame waited on'), false);
      const {drawing, said} = await within(10_000, restartFrames(page), 'restarting frames waited for good');
      assert.equal(drawing, false);
      assert.equal(said, 'its main thread did not answer in 3 s; still no frame after waiting up to 3 s');
    } finally {
      await context.close();
    }
  });

  test('watches a page for answers: one running a script without end is named and closed; a page that answers is left alone', async () => {
    const {context} = await isolatedContext(shared.browser);
    try {
      const page = await context.newPage();
      await loadPage(page, shared.site.url('/docs/reference'));
      // An answering page for two of the watch's asks: nothing said, and stopping the watch ends it at once.
      const calm = await watchAnswers(page, 3_000);
      await page.waitForTimeout(5_000);
      await within(5_000, calm.stop(), 'stopping the watch of a page that answers');
      assert.equal(calm.silence(), null);

      const answers = await watchAnswers(page, 3_000);
      await page.evaluate('setTimeout(function spinForever() { for (;;) {} })');
      // The wait a step would make on the page, with no bound of its own.
      const waiting = page.evaluate('document.title').then(
        () => 'answered',
        (error: Error) => error.message,
      );
      assert.match(await within(20_000, waiting, 'the wait on the page was not ended'), /closed/);
      assert.match(
        answers.silence()?.said ?? 'nothing said',
        /^the page's main thread did not answer in 3 s: it runs spinForever at /,
      );
      await within(5_000, answers.stop(), 'stopping the watch');
    } finally {
      await context.close();
    }
  });

  test('says to run the build when there is none', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'no-build-'));
    try {
      await assert.rejects(startSite(empty), /run npm run build/);
    } finally {
      rmSync(empty, {recursive: true});
    }
  });

  test('names the install command when Chromium is missing', () => {
    const saved = process.env.CHROME_PATH;
    process.env.CHROME_PATH = '/nowhere/chromium';
    try {
      assert.throws(() => chromiumPath(), /apt-get install -y chromium/);
    } finally {
      if (saved === undefined) delete process.env.CHROME_PATH;
      else process.env.CHROME_PATH = saved;
    }
  });

  test('records console errors, uncaught errors and off-host requests, and blocks those requests', async () => {
    const {context} = await isolatedContext(shared.browser);
    try {
      const page = await context.newPage();
      const problems = watchPage(page);
      await loadPage(page, shared.site.url('/docs/reference'));
      const fetchOutcome = await page.evaluate(async () => {
        try {
          await fetch('https://example.com/leak');
          return 'answered';
        } catch {
          return 'failed';
        }
      });
      assert.equal(fetchOutcome, 'failed');
      const webSocketClosed = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const socket = new WebSocket('wss://example.com/socket');
            socket.onopen = () => resolve(false);
            socket.onclose = () => resolve(true);
          }),
      );
      assert.ok(webSocketClosed, 'the WebSocket to another host opened');
      const imageLoaded = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const image = document.createElement('img');
            image.onload = () => resolve(true);
            image.onerror = () => resolve(false);
            image.src = 'http://localhost:9/pixel.png';
            document.body.append(image);
          }),
      );
      assert.equal(imageLoaded, false);
      const thrown = page.waitForEvent('pageerror');
      await page.evaluate(() => {
        console.error('logged on purpose');
        setTimeout(() => {
          throw new Error('thrown on purpose');
        });
      });
      await thrown;

      assert.deepEqual([...problems.offHostRequests].sort(), [
        'GET http://localhost:9/pixel.png',
        'GET https://example.com/leak',
        'WebSocket wss://example.com/socket',
      ]);
      assert.ok(
        problems.consoleErrors.some((message) => message.startsWith('logged on purpose')),
        problems.consoleErrors.join('\n'),
      );
      assert.equal(problems.pageErrors.length, 1);
      assert.match(problems.pageErrors[0]!, /thrown on purpose/);
    } finally {
      await context.close();
    }
  });

  test("records nothing for a playground's requests to another host: its handlers answer them, and one passed through fails in the playground", async () => {
    const files = {
      'main.ts': [
        `for (const path of ['answered', 'failed-on-purpose', 'passed-through']) {`,
        `  await fetch('https://api.example.com/' + path).catch(() => null);`,
        `}`,
      ].join('\n'),
      'mocks.ts': [
        `import {http, HttpResponse, passthrough} from 'msw';`,
        `export const handlers = [`,
        `  http.get('https://api.example.com/answered', () => HttpResponse.json({})),`,
        `  http.get('https://api.example.com/failed-on-purpose', () => HttpResponse.error()),`,
        `  http.get('https://api.example.com/passed-through', () => passthrough()),`,
        `];`,
      ].join('\n'),
      'db.json': '{}',
    };
    const {context} = await isolatedContext(shared.browser);
    try {
      const page = await context.newPage();
      const problems = watchPage(page);
      await loadPage(page, shared.site.url('/playground') + encodeShareHash({kind: 'files', files}));
      const pg = playground(page, 'playground');
      await runLinkedCode(pg);
      await waitForRun(pg);
      assert.deepEqual(
        (await requestLog(pg)).map((r) => `${r.url} ${r.status}`),
        [
          'https://api.example.com/answered 200',
          'https://api.example.com/failed-on-purpose failed',
          'https://api.example.com/passed-through failed',
        ],
      );
      // The relay refuses a passthrough (tests/browser/wire.test.ts watches the wire for it): nothing leaves.
      assert.deepEqual(problems.offHostRequests, []);
    } finally {
      await context.close();
    }
  });

  test('a browser launched with prefetch: false loads pages without the prefetches a reader gets', async () => {
    /** What a load of the page prefetches: requests sent with `Sec-Purpose: prefetch`. */
    const prefetchesOf = async (browser: Browser) => {
      const {context} = await isolatedContext(browser);
      try {
        const page = await context.newPage();
        const prefetches: Promise<string | null>[] = [];
        page.on('request', (request) =>
          prefetches.push(
            request.allHeaders().then((headers) => (headers['sec-purpose'] === 'prefetch' ? request.url() : null)),
          ),
        );
        await loadPage(page, shared.site.url('/docs/patterns/summary-list'));
        return (await Promise.all(prefetches)).filter((url) => url !== null);
      } finally {
        await context.close();
      }
    };
    const browser = await launchBrowser({prefetch: false});
    try {
      assert.deepEqual(await prefetchesOf(browser), [], 'prefetched with prefetch: false');
    } finally {
      await browser.close();
    }
    assert.ok((await prefetchesOf(shared.browser)).length > 0, 'a browser as readers have it prefetched nothing');
  });

  test('refuses to watch a page whose context does not block other hosts', async () => {
    const context = await shared.browser.newContext();
    try {
      const page = await context.newPage();
      assert.throws(() => watchPage(page), /isolatedContext/);
    } finally {
      await context.close();
    }
  });
});
