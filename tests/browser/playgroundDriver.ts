import {beforeEach} from 'node:test';
import type {CDPSession, Frame, Locator, Page} from 'playwright-core';
import {
  isolatedContext,
  useSiteAndBrowser,
  watchPage,
  type BrowserContext,
  type PageProblems,
  type Site,
} from './harness';

/** Drives a playground the way a reader does: by its tabs, buttons, table and panels. */
export function playground(page: Page, exampleId: string): Locator {
  return page.locator(`[data-example="${exampleId}"]`);
}

/** What the status says once a run has ended: it ran, or its code could not start (a syntax error). */
const runEnded = /^(Ran|Did not run)$/;

/** A page that did not answer in time: its main thread busy or stalled. */
export class NoAnswer extends Error {}

/**
 * `promise`, or a NoAnswer saying `what` got no answer after `ms`. For what asks a page where
 * nothing else bounds the wait (`page.evaluate`, a locator's count or text): a page whose main
 * thread does not answer would otherwise hold the test until its own timeout (5 minutes a page in
 * the sitemap's file), with no message; a planted hang fails with one.
 */
export function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new NoAnswer(`${what}: no answer from the page in ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** `promise`, or `instead` if the page did not answer (`within`); other failures pass through. */
export function unlessNoAnswer<T>(promise: Promise<T>, instead: (error: NoAnswer) => T): Promise<T> {
  return promise.catch((error: unknown) => {
    if (error instanceof NoAnswer) return instead(error);
    throw error;
  });
}

/** Why a page stopped answering, once `watchAnswers` has seen it: `script` is what its main thread ran, if anything. */
export type Silence = {said: string; script: string | null};

/**
 * Asks the page every 2 s for an answer. When none comes in `ms`, finds what the page's main
 * thread is doing (paused by the debugger: the script it runs, or null if it runs none, a thread
 * blocked outside JavaScript) and closes the page's context, which ends every wait on the page at
 * once with an error: `silence()` then says why. For a test whose waits on the page have no bound
 * of their own (`page.evaluate`, a locator's text): a page that stops answering would hold it
 * until its own timeout, with no message (CI at 7ef0438: /docs/in-depth/lifecycle, 5 minutes).
 */
export async function watchAnswers(
  page: Page,
  ms = 15_000,
): Promise<{silence(): Silence | null; stop(): Promise<void>}> {
  const cdp = await page.context().newCDPSession(page);
  // Enabled now: a main thread that runs a script without end takes no new command but a pause.
  await cdp.send('Debugger.enable');
  let silence: Silence | null = null;
  let watching = true;
  let nextAsk: ReturnType<typeof setTimeout> | undefined;
  let wake = () => {};
  const pause = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      nextAsk = setTimeout(resolve, 2_000);
    });
  const watch = (async () => {
    while (watching) {
      await pause();
      if (!watching) return;
      const answered = await unlessNoAnswer(
        within(
          ms,
          page.evaluate('0').then(() => true),
          'the watch',
        ),
        () => false,
      ).catch(() => true); // Closed meanwhile: nothing to watch.
      if (answered || !watching) continue;
      const script = await scriptRunning(cdp);
      silence = {
        said: `the page's main thread did not answer in ${ms / 1000} s: ${script ? `it runs ${script}` : 'a pause found no script running in 5 s'}`,
        script,
      };
      await page.context().close();
      return;
    }
  })();
  return {
    silence: () => silence,
    async stop() {
      watching = false;
      clearTimeout(nextAsk);
      wake();
      await watch;
      await cdp.detach().catch(() => undefined);
    },
  };
}

/** The script a page's main thread runs, as its top call frames, or null if a pause finds none in 5 s. */
async function scriptRunning(cdp: CDPSession): Promise<string | null> {
  type Paused = {
    callFrames: {functionName: string; url: string; location: {lineNumber: number; columnNumber: number}}[];
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const paused = new Promise<Paused | null>((resolve) => {
    cdp.once('Debugger.paused', (event) => resolve(event as Paused));
    timer = setTimeout(() => resolve(null), 5_000);
  });
  cdp.send('Debugger.pause').catch(() => undefined);
  const event = await paused.finally(() => clearTimeout(timer));
  if (!event) return null;
  return event.callFrames
    .slice(0, 5)
    .map(
      ({functionName, url, location}) =>
        `${functionName || '(anonymous)'} at ${url || '(no url)'}:${location.lineNumber + 1}:${location.columnNumber + 1}`,
    )
    .join(' < ');
}

/** What the playground shows (its status, requests and alerts), for a failure's message: a fault told from a slow machine. */
export async function describePlayground(pg: Locator): Promise<string> {
  return unlessNoAnswer(within(10_000, describeNow(pg), 'describing the playground'), (error) => error.message);
}

async function describeNow(pg: Locator): Promise<string> {
  const status = pg.locator('[data-runs]');
  const shown = (await status.count())
    ? `status "${await status.innerText()}" after ${await status.getAttribute('data-runs')} runs`
    : 'no status';
  const alerts = await pg.getByRole('alert').allInnerTexts();
  const rows = (await requestLog(pg)).map((r) => `${r.method} ${r.url} ${r.status}`);
  return `${shown}; requests ${JSON.stringify(rows)}; alerts ${JSON.stringify(alerts)}; frames ${await describeFrames(pg)}`;
}

/**
 * The playground's frames and the page's relays, each with whether its document answers: a run
 * that never starts is told apart as a frame that never loaded, one whose process does not
 * answer, or one that answers (the page did not hear it say it was ready).
 */
async function describeFrames(pg: Locator): Promise<string> {
  const answer = async (frame: Frame | null) => {
    if (!frame) return 'no document';
    const said = frame.evaluate(() => document.readyState).catch((error: Error) => `gone (${error.message})`);
    return unlessNoAnswer(within(2000, said, 'asking a frame its state'), () => 'no answer in 2 s');
  };
  const described: string[] = [];
  for (const element of await pg.locator('iframe').elementHandles()) {
    const src = (await element.getAttribute('src')) ?? '';
    described.push(
      `${new URL(src || 'about:blank', pg.page().url()).pathname}: ${await answer(await element.contentFrame())}`,
    );
  }
  for (const frame of pg
    .page()
    .frames()
    .filter((f) => f.url().includes('/playground-relay'))) {
    described.push(`relay: ${await answer(frame)}`);
  }
  return JSON.stringify(described);
}

/**
 * Waits for `wait`; if it fails, the error says `what` did not happen (a
 * function: read once it has failed) and what the playground showed instead.
 */
export async function orSayWhy<T>(pg: Locator, what: string | (() => Promise<string>), wait: Promise<T>): Promise<T> {
  try {
    return await wait;
  } catch (error) {
    const said = typeof what === 'string' ? what : await what();
    throw new Error(`${said}: ${await describePlayground(pg)}`, {cause: error});
  }
}

/**
 * In the page, a function of an element (a string: a function's body would be compiled with a
 * helper the page lacks): whether it is near the window as the page decides before a playground
 * takes over from its shell and loads its frames (`nearWindowMargin`: within a window's height of
 * it). One further away shows its recorded run and loads nothing until the reader scrolls near it.
 */
export const nearWindowInPage = `((element) => {
  const place = element.getBoundingClientRect();
  return place.bottom >= -innerHeight && place.top <= 2 * innerHeight;
})`;

/** Whether the playground is near the window (`nearWindowInPage`). */
export async function isNearWindow(pg: Locator): Promise<boolean> {
  // Locator.evaluate evaluates a string without calling what it gives: made a function here, then called.
  return pg.evaluate((element, near) => (0, eval)(near)(element) as boolean, nearWindowInPage);
}

/**
 * Goes to the playground as a reader does, scrolling it into view, and returns it once it has
 * taken over from its shell: one far down the page does once near. A shell near the window may
 * give way to its playground while it is scrolled to: that one is there.
 */
export async function goToPlayground(pg: Locator): Promise<Locator> {
  await pg.scrollIntoViewIfNeeded().catch((error: Error) => {
    if (!/not attached to the DOM/.test(error.message)) throw error;
  });
  const live = pg.and(pg.page().locator('[data-example]:not([data-shell])'));
  await live.waitFor({timeout: 30_000});
  return live;
}

/**
 * Waits until the playground says its latest run has finished; first
 * scrolls to it if it is far from the window, as a reader waiting on its
 * result would (its frames load only near the window).
 */
export async function waitForRun(pg: Locator): Promise<void> {
  const page = pg.page();
  // Found once, and then asked of in the page: `pg` may be a chain (the playgrounds that have a Run
  // button, the nth of them), which costs a page of a dozen playgrounds 20-30 ms each time it is
  // resolved; a locator's wait resolved it ten times a second, and on the sitemap's pages that took
  // a third of the page's main thread while its runs went on.
  const deadline = Date.now() + 20_000;
  const place = () =>
    pg.evaluate((element) => {
      const id = element.getAttribute('data-example') ?? '';
      // -1 for a shell its live playground has replaced since the locator found it: found again.
      return {id, nth: Array.from(document.querySelectorAll(`[data-example="${CSS.escape(id)}"]`)).indexOf(element)};
    });
  let {id, nth} = await place();
  while (nth === -1 && Date.now() < deadline) {
    await page.waitForTimeout(50);
    ({id, nth} = await place());
  }
  const found = `document.querySelectorAll('[data-example="' + CSS.escape(${JSON.stringify(id)}) + '"]')[${nth}]`;
  // What `getByText(runEnded)` in its status waited for: a visible status that reads so.
  const ended = `(() => {
    const status = ${found}?.querySelector('[data-runs]');
    return Boolean(status && ${runEnded}.test(status.textContent.trim()) && status.checkVisibility({visibilityProperty: true}));
  })()`;
  const comeNear = `(() => {
    const element = ${found};
    if (element && !${nearWindowInPage}(element)) element.scrollIntoView({block: 'start'});
  })()`;
  // Asked again each second: while the page lays out (its fonts, code and panels coming in), a
  // playground near the window at first may end up far from it, and would then never load.
  while (Date.now() < deadline) {
    await page.evaluate(comeNear);
    if (
      await page.waitForFunction(ended, undefined, {timeout: 1_000, polling: 100}).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  throw new Error(`The playground did not finish a run in 20 s: ${await describePlayground(pg)}`);
}

/**
 * Waits until every playground near the window has finished its run, as the
 * page lays out meanwhile (hydrating, scrolling to a link's heading): those
 * further away load nothing, and are not waited for.
 */
export async function waitForRunsNearWindow(page: Page): Promise<void> {
  const unfinishedNear = `[...document.querySelectorAll('[data-example]')].filter((element) => {
    const status = element.querySelector('[data-runs]');
    // A shell not yet hydrated counts as a run to come; a code-only example has no status.
    const toCome = element.hasAttribute('data-shell') || (status && !${runEnded}.test(status.textContent));
    return toCome && ${nearWindowInPage}(element);
  }).map((element) => element.getAttribute('data-example'))`;
  try {
    await page.waitForFunction(`${unfinishedNear}.length === 0`, undefined, {timeout: 20_000});
  } catch (error) {
    const shown = await unlessNoAnswer(
      within(5_000, page.evaluate(unfinishedNear) as Promise<string[]>, 'asking which playgrounds are left').then(
        (left) => Promise.all(left.map((id) => describePlayground(playground(page, id)))),
      ),
      (noAnswer) => [noAnswer.message],
    );
    throw new Error(`Playgrounds near the window did not finish a run in 20 s: ${shown.join('; ')}`, {cause: error});
  }
}

/**
 * Scrolls through the whole page a window at a time, then back to the top, as
 * a reader skimming it would: every playground has come near the window once,
 * so each takes its turn of frames (one after another) without being scrolled
 * to again. Call it once the page's playgrounds are interactive. Returns
 * whether every step drew a frame within `frameWaitMs`: it stops at the first
 * that drew none (a page that has stopped drawing tells nothing of what came
 * near: its IntersectionObservers wait for its frames too).
 */
export async function skimPage(page: Page): Promise<boolean> {
  // A string: a function's body would be compiled with a helper the page lacks.
  return (await page.evaluate(`(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      // Two frames and a task: the page's IntersectionObservers have told what came near.
      const drawn = new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(true)))));
      if (!(await Promise.race([drawn, new Promise((resolve) => setTimeout(() => resolve(false), ${frameWaitMs}))]))) return false;
    }
    window.scrollTo(0, 0);
    return true;
  })()`)) as boolean;
}

/** Whether the page draws a frame within `ms` (a string: see `skimPage`). */
export function drawsWithin(page: Page, ms: number): Promise<boolean> {
  const drawn = page.evaluate(
    `new Promise((resolve) => { requestAnimationFrame(() => resolve(true)); setTimeout(() => resolve(false), ${ms}); })`,
  ) as Promise<boolean>;
  // A page whose main thread does not answer draws nothing either.
  return unlessNoAnswer(within(ms + 2_000, drawn, 'waiting for a frame'), () => false);
}

/**
 * A page that has stopped drawing frames (headless Chromium, a few times in
 * CI, its main thread answering): what it says of itself, and what, if
 * anything, gets it drawing again, tried in turn: waiting, bringing it to the
 * front, resizing its window, taking a screenshot (which asks the compositor
 * for a frame). A page whose main thread does not answer is only waited for.
 */
export async function restartFrames(page: Page): Promise<{drawing: boolean; said: string}> {
  const state = await unlessNoAnswer(
    within(
      3_000,
      page.evaluate(
        () => `visibility ${document.visibilityState}, focus ${document.hasFocus()}, hidden ${document.hidden}`,
      ),
      'asking the page how it is shown',
    ),
    () => null,
  );
  if (state === null) {
    // Nothing below frees a main thread that does not answer: a wait is all that is left to try.
    const back = await drawsWithin(page, 3000);
    return {
      drawing: back,
      said: `its main thread did not answer in 3 s; ${back ? 'drawing again' : 'still no frame'} after waiting up to 3 s`,
    };
  }
  const tries: [string, () => Promise<unknown>][] = [
    ['waiting up to 3 s', async () => {}],
    ['bringing the page to the front', () => page.bringToFront()],
    [
      'resizing its window',
      async () => {
        const size = page.viewportSize()!;
        await page.setViewportSize({width: size.width + 1, height: size.height});
        await page.setViewportSize(size);
      },
    ],
    ['taking a screenshot', () => page.screenshot({timeout: 5_000}).catch(() => undefined)],
  ];
  for (const [what, act] of tries) {
    // Resizing waits for the page to lay out again: bounded, as for a page that does not answer.
    await unlessNoAnswer(within(5_000, act(), what), () => undefined);
    if (await drawsWithin(page, 3000)) return {drawing: true, said: `${state}; drawing again after ${what}`};
  }
  return {drawing: false, said: `${state}; still no frame after ${tries.map(([what]) => what).join(', ')}`};
}

/**
 * How long a step of `skimPage` waits for the page's frames. Bounded: a
 * `page.evaluate` has no timeout, and three times (twice in CI) a page of the
 * sitemap waited for good at this step, its main thread idle, as it would for
 * a frame that never comes.
 */
const frameWaitMs = 5000;

/** Waits until the playground says its latest run has finished, without scrolling to it. */
export function waitForRunInPlace(pg: Locator): Promise<void> {
  return orSayWhy(
    pg,
    'The playground did not finish a run in 20 s',
    pg.locator('[data-runs]').getByText(runEnded).waitFor({timeout: 20_000}),
  );
}

export type LoggedRequest = {method: string; url: string; status: string; unhandled: boolean};

/** The request log's rows, one per request. */
function requestRows(pg: Locator): Locator {
  return pg.getByRole('table', {name: 'Request log'}).locator('tbody > tr:has(button[aria-expanded])');
}

export async function requestLog(pg: Locator): Promise<LoggedRequest[]> {
  return requestRows(pg).evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = Array.from(tr.querySelectorAll('td')).map((td) => (td as HTMLElement).innerText.trim());
      return {
        method: cells[0]!,
        url: cells[1]!,
        status: cells[2]!.replace(/unhandled$/, '').trim(),
        unhandled: cells[2]!.endsWith('unhandled'),
      };
    }),
  );
}

/** Each request's full URL, origin included, as the title of its URL cell holds it (the cell shows the path only on the page's own origin). */
export async function requestFullUrls(pg: Locator): Promise<string[]> {
  return requestRows(pg).evaluateAll((trs) => trs.map((tr) => (tr.querySelectorAll('td')[1] as HTMLElement).title));
}

/**
 * The store as the reader sees it with "Show as JSON" ticked. The view writes
 * `undefined` bare, as a JavaScript console does (one value to a line): read
 * here as `null`, so the rest parses as JSON.
 */
export async function storeState(pg: Locator): Promise<{entities: Record<string, unknown>} & Record<string, unknown>> {
  const store = pg.getByRole('region', {name: 'Store'});
  const toggle = store.getByLabel('Show as JSON');
  const json = store.getByLabel('Store as JSON');
  // Clicked in the page and tried again: a live playground taking over from its shell as the box
  // is clicked renders a store panel of its own, with the box unchecked.
  for (let tries = 0; tries < 5 && !(await json.isVisible()); tries++) {
    await toggle.evaluate((box) => (box as HTMLInputElement).checked || (box as HTMLInputElement).click());
    await json.waitFor({timeout: 2_000}).catch(() => {});
  }
  const text = await json.innerText();
  return JSON.parse(text.replace(/^(\s*(?:"(?:[^"\\]|\\.)*": )?)undefined(,?)$/gm, '$1null$2'));
}

/**
 * Replaces a file's code by selecting all of it in the editor and pasting over
 * it. The editor (Monaco) replaces the highlighted code once the playground is
 * near the viewport: clicking the code asks for it, then this waits for it.
 */
export async function replaceCode(pg: Locator, file: string, code: string): Promise<void> {
  await pg.getByRole('tab', {name: file}).click();
  const editor = pg.getByRole('tabpanel');
  await editor.click();
  await editor.and(pg.locator('[data-editor="ready"]')).waitFor({timeout: 30_000});
  await editor.click();
  await pg.page().keyboard.press('ControlOrMeta+A');
  // Pasted, as a reader would bring in code: Monaco takes inserted text as
  // typed, closing brackets and indenting new lines by itself.
  await pg.page().evaluate((text) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', text);
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', {clipboardData, bubbles: true, cancelable: true}),
    );
  }, code);
}

/**
 * The editor's rows from the top, one a screen line (a wrapped line is several), with no-break
 * spaces as spaces, as the next frame paints them. Monaco writes its rows in an animation frame
 * after its text changes; read between the change and that frame, they are the old text, which no
 * frame shows: Undo reset's "Edited" is in the page a task before (CI at 7ef0438, under load).
 */
async function editorRows(pg: Locator): Promise<{top: number; text: string; numbered: boolean}[]> {
  const editor = pg.getByRole('tabpanel');
  await editor.and(pg.locator('[data-editor="ready"]')).waitFor({timeout: 30_000});
  const rows = await within(
    10_000,
    editor.evaluate(async (panel) => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      // A long line wraps onto rows whose line number is blank.
      const numbered = new Set(
        Array.from(panel.querySelectorAll('.margin-view-overlays > div'))
          .filter((margin) => (margin.querySelector('.line-numbers')?.textContent ?? '').trim() !== '')
          .map((margin) => parseFloat((margin as HTMLElement).style.top)),
      );
      return Array.from(panel.querySelectorAll('.view-line'))
        .map((line) => {
          const top = parseFloat((line as HTMLElement).style.top);
          return {top, text: line.textContent ?? '', numbered: numbered.has(top)};
        })
        .sort((a, b) => a.top - b.top);
    }),
    "reading the editor's rows as the next frame paints them",
  );
  return rows.map((row) => ({...row, text: row.text.replace(/\u00a0/g, ' ')}));
}

/** The active file's code as the editor shows it, row by row (a wrapped line is several rows). */
export async function shownRows(pg: Locator): Promise<string[]> {
  return (await editorRows(pg)).map(({text}) => text);
}

/**
 * The active file's code as the editor holds it: its rows, with the rows of a
 * wrapped line joined again.
 */
export async function shownCode(pg: Locator): Promise<string> {
  const code: string[] = [];
  for (const {numbered, text} of await editorRows(pg)) {
    if (numbered || code.length === 0) code.push(text);
    else {
      // A wrapped line's later rows start with the line's own indent again (wrappingIndent 'same'), which is not in the code.
      const indent = /^ */.exec(code[code.length - 1]!)![0].length;
      code[code.length - 1] += text.slice(indent);
    }
  }
  return code.join('\n');
}

/**
 * Does what starts a run (Run, a network control) and waits for that run to
 * finish. Not `waitForRun`: for a moment the panels still show the previous
 * run, "Ran" included.
 */
export async function runStartedBy(pg: Locator, action: () => Promise<unknown>): Promise<void> {
  const status = pg.locator('[data-runs]');
  const before = Number((await status.count()) ? await status.getAttribute('data-runs') : 0);
  await action();
  try {
    await pg
      .page()
      .waitForFunction(
        ([element, runs, ended]) =>
          Number(element!.getAttribute('data-runs')) > runs && new RegExp(ended).test(element!.textContent ?? ''),
        [await status.elementHandle({timeout: 20_000}), before, runEnded.source] as const,
        {timeout: 20_000},
      );
  } catch (error) {
    // Say what the playground showed instead (a run left "Running…", its alerts, its frames).
    throw new Error(`The run did not finish in 20 s (${before} runs before): ${await describePlayground(pg)}`, {
      cause: error,
    });
  }
}

/**
 * Waits until the full-page playground shows a link's code (its note says so). Until the page has
 * read the link it shows the default example, whose Run does nothing: a press made before the
 * reader could see the link's code must not run it.
 */
export function linkCodeShown(pg: Locator): Promise<void> {
  return pg.getByRole('note').getByText('This code came from a link').waitFor({timeout: 20_000});
}

/** Presses Run on the full-page playground once it shows a link's code. */
export async function runLinkedCode(pg: Locator): Promise<void> {
  await linkCodeShown(pg);
  await pg.getByRole('button', {name: 'Run', exact: true}).click();
}

/** Presses Run and waits for that run (not an earlier one) to finish. */
export function runAgain(pg: Locator): Promise<void> {
  return runStartedBy(pg, () => pg.getByRole('button', {name: 'Run', exact: true}).click());
}

/** Whether `control` is what has focus in its page. */
export function hasFocus(control: Locator): Promise<boolean> {
  return control.evaluate((element) => element === document.activeElement);
}

/**
 * Whether `frame` has left the page, given up to 5 s: Playwright hears of a removed frame by an
 * event of its own, which can come after the page has shown that it replaced the frame.
 */
export async function frameGone(page: Page, frame: Frame): Promise<boolean> {
  if (!frame.isDetached()) {
    await page.waitForEvent('framedetached', {predicate: (gone) => gone === frame, timeout: 5000}).catch(() => {});
  }
  return frame.isDetached();
}

export function preview(pg: Locator) {
  return pg.frameLocator('iframe');
}

/** In the page: keeps each click the page itself gets, with what it landed on. */
const keepPageClicks = `(() => {
  if (window.__pageClicks) return;
  window.__pageClicks = [];
  document.addEventListener('click', (event) => {
    const on = event.target instanceof Element ? event.target.tagName.toLowerCase() : String(event.target);
    window.__pageClicks.push({frame: event.target instanceof HTMLIFrameElement, at: on + ' at ' + event.clientX + ',' + event.clientY});
  }, true);
})()`;

/** Once `page` has drawn two frames, or after a second, should it draw none (out of view, or stalled). */
export async function afterTwoFrames(page: Page): Promise<void> {
  // A string: a function's body would be compiled with a helper the page lacks.
  await page.evaluate(`new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(resolve));
    setTimeout(resolve, 1000);
  })`);
}

/**
 * Scrolls the page so that `target`, in a guest frame, is in the middle of the window, unless it is
 * in the window already. By the page: Playwright's own scrolling waits for the element to be still
 * over two of its frame's animation frames, and Chromium gives a frame of another origin none while
 * it is off screen (measured: `scrollIntoViewIfNeeded` timed out where `click` did not).
 */
async function scrollToMiddle(page: Page, target: Locator, options: {timeout?: number}): Promise<void> {
  const box = await (await target.elementHandle(options))?.boundingBox();
  if (!box) return;
  await page.evaluate(
    ({top, bottom}) => {
      if (top < 0 || bottom > innerHeight) window.scrollBy(0, (top + bottom - innerHeight) / 2);
    },
    {top: box.y, bottom: box.y + box.height},
  );
}

/**
 * Clicks `target`, an element in a playground's guest frame, and makes sure the click reached the
 * frame. Chromium hands a click to a frame of another process by where the page last drew that
 * frame: a click made as the page scrolls or moves the frame, before it has drawn again (on a loaded
 * machine), can reach the page instead, and the frame never hears it. Seen in CI at c7f31e6 and here
 * under load, about 1 run in 6: tutorial step 5's Save sent no PATCH, as the page had got the click,
 * on the iframe element, just after filling in the field had scrolled it.
 *
 * So the target is scrolled into view first, and clicked once the page has drawn twice. A click the
 * page still got on the iframe element is made again, once; one it got on anything else fails,
 * saying where it landed (it may have done something there).
 */
export async function clickInFrame(target: Locator, options: {timeout?: number} = {}): Promise<void> {
  const page = target.page();
  await page.evaluate(keepPageClicks);
  for (let attempt = 1; ; attempt += 1) {
    await scrollToMiddle(page, target, options);
    await afterTwoFrames(page);
    // Only what this click did: the test's own clicks on the page before it are not strays.
    await page.evaluate('window.__pageClicks.splice(0)');
    await target.click(options);
    // A click the page got is handled by the time it has drawn two frames.
    await afterTwoFrames(page);
    const strays = (await page.evaluate('window.__pageClicks.splice(0)')) as {frame: boolean; at: string}[];
    if (strays.length === 0) return;
    const where = strays.map((stray) => stray.at).join(', ');
    if (strays.some((stray) => !stray.frame))
      throw new Error(`The click on ${target} reached the page (${where}), not the frame`);
    if (attempt === 2) throw new Error(`Both clicks on ${target} reached the page (${where}), not the frame`);
    console.log(`clickInFrame: the click on ${target} reached the page (${where}), not the frame; made again`);
  }
}

/** The playground's Console panel. */
export function consoleOf(pg: Locator): Locator {
  return pg.getByRole('region', {name: 'Console'});
}

/** Waits until the request log has `count` rows that all have their status. */
export async function waitForRequests(pg: Locator, count: number, timeoutMs = 10_000): Promise<LoggedRequest[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const log = await requestLog(pg);
    if (log.length >= count && log.every((row) => /^\d+$/.test(row.status))) return log;
    if (Date.now() > deadline) {
      // What else the playground showed, for a failure seen only under load.
      throw new Error(`waited for ${count} answered requests, in ${timeoutMs} ms: ${await describePlayground(pg)}`);
    }
    await pg.page().waitForTimeout(50);
  }
}

/**
 * Ticks a checkbox in a component's preview and waits for the request it
 * makes; returns the log. After another playground's code stalled, every
 * guest of the page is restarted, this one too: its frame is replaced and its
 * run goes again, and a click made in a frame being replaced is lost with it.
 * Then, and only then, it ticks again in the new frame (at most 3 tries). A
 * failure says whether the frame was replaced and what the playground alerts.
 * The click goes through `clickInFrame`, which scrolls by the page: Chromium
 * paints no frames in a guest out of view, so Playwright's own scrolling from
 * inside it can wait there forever (seen on two busy cores after a long run).
 */
export async function tickInPreview(pg: Locator, checkbox: string): Promise<LoggedRequest[]> {
  for (let attempt = 1; ; attempt++) {
    await waitForRun(pg);
    const frame = await pg.locator('iframe').first().elementHandle();
    const before = (await requestLog(pg)).length;
    const box = preview(pg).getByRole('checkbox', {name: checkbox});
    const wasChecked = await box.isChecked();
    try {
      // In the try: the frame can be replaced during the click too, which then fails as its
      // frame's session closes (seen under load in hostile.test.ts, after a stall's restart).
      await clickInFrame(box);
      // Usually well under a second; a page that has just carried megabytes (hostile.test.ts) may take longer.
      return await waitForRequests(pg, before + 1, 30_000);
    } catch (error) {
      const replaced = !(await frame!.evaluate((element) => element.isConnected));
      if (!replaced || attempt === 3) {
        const frameWas = replaced ? 'replaced' : 'not replaced';
        const checked = replaced
          ? 'unknown'
          : await box.isChecked({timeout: 2_000}).then(
              (now) => (now ? 'checked' : 'unchecked'),
              () => 'unreadable',
            );
        const alerts = JSON.stringify((await pg.page().getByRole('alert').allInnerTexts()).filter(Boolean));
        throw new Error(
          `${(error as Error).message}; the preview's frame was ${frameWas} meanwhile (try ${attempt}); ` +
            `the checkbox was ${wasChecked ? 'checked' : 'unchecked'} before the click, now ${checked}; ` +
            `alerts on the page: ${alerts}`,
          {cause: error},
        );
      }
    }
  }
}

export type OpenPage = {site: Site; page: Page; problems: PageProblems};

/**
 * For a test file: one browser and one served site for all its tests, and
 * before each test a fresh isolated context with `pathname` open (null: a
 * blank page, for a file whose tests each open their own, so none pays for a
 * load it leaves at once).
 */
export function openForEachTest(pathname: string | null, options: {prefetch?: boolean} = {}): OpenPage {
  const current = {} as OpenPage;
  const shared = useSiteAndBrowser(options);
  let context: BrowserContext | undefined;
  beforeEach(async () => {
    current.site = shared.site;
    await context?.close();
    ({context} = await isolatedContext(shared.browser));
    current.page = await context.newPage();
    current.problems = watchPage(current.page);
    if (pathname !== null) await current.page.goto(current.site.url(pathname));
  });
  return current;
}
