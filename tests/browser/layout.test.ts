import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {builtPages, examplesShownIn, isolatedContext, useSiteAndBrowser} from './harness';
import {goToPlayground, hasFocus, playground} from './playgroundDriver';
import {playgroundPageRoute} from '../../playground/guest/route';

/**
 * Where a playground's parts are on the screen: at 1280×900 Run and what the
 * run did are in one screen, no control is cut off, and the whole-window
 * view takes the window and gives it back.
 */
const shared = useSiteAndBrowser({prefetch: false});
const screen = {width: 1280, height: 900};

/** The docs pages that hold a playground (the full-page playground is rendered in the browser only). */
const pagesWithPlaygrounds = [...builtPages()]
  .filter(([route, html]) => route !== playgroundPageRoute && html.includes('data-shell'))
  .map(([route, html]) => ({route, examples: examplesShownIn(html)}));

/**
 * For each playground of the page, scrolled so that its Run button is at the
 * top of the screen: how far below Run its output starts, and every control
 * of it cut off by a box that hides what overflows it (a box that scrolls
 * shows the rest by scrolling) or too small for its own text.
 */
const measure = `(async () => {
  const found = [];
  for (const pg of document.querySelectorAll('[data-example]')) {
    const id = pg.getAttribute('data-example');
    // A shell the live playground replaced while the page was measured: the live one is measured instead.
    if (!pg.isConnected) continue;
    // Run, or without JavaScript (no Run then) the code's first line.
    const run = [...pg.querySelectorAll('[data-focus=run], [role=tabpanel]')].find((part) => part.getBoundingClientRect().height > 0);
    const output = pg.querySelector('[data-output] > :not([hidden])');
    const navbar = document.querySelector('.navbar').getBoundingClientRect().height;
    window.scrollTo(0, run.getBoundingClientRect().top + window.scrollY - navbar - 8);
    // Without JavaScript the page has no animation frames; measuring lays the page out as it is.
    const runBox = run.getBoundingClientRect();
    const outputBox = output.getBoundingClientRect();
    const clipped = [];
    for (const control of pg.querySelectorAll('button, a[href], select, input, summary, [tabindex="0"]')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const name = control.tagName.toLowerCase() + ' ' + (control.getAttribute('aria-label') || control.textContent).trim().slice(0, 30);
      if (control.matches('button, summary') && (control.scrollWidth > control.clientWidth + 1 || control.scrollHeight > control.clientHeight + 1))
        clipped.push(name + ': its text overflows it');
      for (let box2, up = control.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (![style.overflowX, style.overflowY].some((value) => value === 'hidden' || value === 'clip')) continue;
        box2 = up.getBoundingClientRect();
        if (box.left < box2.left - 1 || box.right > box2.right + 1 || box.top < box2.top - 1 || box.bottom > box2.bottom + 1) {
          clipped.push(name + ': cut off by ' + up.tagName.toLowerCase() + '.' + [...up.classList].join('.'));
          break;
        }
      }
    }
    found.push({id, below: outputBox.top - runBox.top, clipped});
  }
  return found;
})()`;

type Measured = {id: string; below: number; clipped: string[]};

/** Adds what a page's measurements show wrong to `far` and `clipped`, each named by page and example. */
function found(route: string, measured: Measured[], far: string[], clipped: string[]): void {
  for (const {id, below, clipped: cut} of measured) {
    if (below >= screen.height) far.push(`${route} ${id}: the output starts ${Math.round(below)} px below Run`);
    clipped.push(...cut.map((what) => `${route} ${id}: ${what}`));
  }
}

/** getting-started's program at 390×844, once the live playground has replaced the shell. */
async function phonePlayground() {
  const {context} = await isolatedContext(shared.browser, {viewport: {width: 390, height: 844}});
  try {
    const page = await context.newPage();
    await page.goto(shared.site.url('/docs/getting-started'));
    // More than a window below the top at this width: it takes over once the reader comes near.
    const pg = await goToPlayground(playground(page, 'getting-started/examples/todo-program'));
    return {context, page, pg};
  } catch (error) {
    await context.close();
    throw error;
  }
}

describe('where a playground puts its parts', () => {
  test(
    'at 1280×900, every docs playground shows its run’s output within one screen of Run, and no control is cut off',
    {timeout: 300_000},
    async () => {
      assert.ok(pagesWithPlaygrounds.length > 20, `pages with playgrounds found: ${pagesWithPlaygrounds.length}`);
      // Without JavaScript the page is laid out as at first paint, by the same layout as the live playground.
      const {context} = await isolatedContext(shared.browser, {viewport: screen, javaScriptEnabled: false});
      try {
        const page = await context.newPage();
        const far: string[] = [];
        const clipped: string[] = [];
        for (const {route, examples} of pagesWithPlaygrounds) {
          await page.goto(shared.site.url(route));
          const measured = (await page.evaluate(measure)) as Measured[];
          assert.deepEqual(
            [...new Set(measured.map(({id}) => id))].sort(),
            [...examples].sort(),
            `${route}: every playground measured`,
          );
          found(route, measured, far, clipped);
        }
        assert.deepEqual(far, [], 'output more than a screen below Run');
        assert.deepEqual(clipped, [], 'controls cut off');
      } finally {
        await context.close();
      }
    },
  );

  test(
    'with JavaScript, live playgrounds keep their output beside Run and every control whole',
    {timeout: 300_000},
    async () => {
      const {context} = await isolatedContext(shared.browser, {viewport: screen});
      try {
        const page = await context.newPage();
        const far: string[] = [];
        const clipped: string[] = [];
        // A program, a component, a tutorial task, many playgrounds on one page, the full-page playground.
        for (const route of [
          '/docs/getting-started',
          '/docs/tutorial/2-show-the-list',
          '/docs/create-resource/options',
          playgroundPageRoute,
        ]) {
          await page.goto(shared.site.url(route));
          await page.locator('[data-example]:not([data-shell])').first().waitFor();
          found(route, (await page.evaluate(measure)) as Measured[], far, clipped);
        }
        assert.deepEqual(far, [], 'output more than a screen below Run');
        assert.deepEqual(clipped, [], 'controls cut off');
      } finally {
        await context.close();
      }
    },
  );

  test(
    'on a phone the output follows the code, one tap away: Go to the output brings it into view with focus',
    {timeout: 120_000},
    async () => {
      const {context, page, pg} = await phonePlayground();
      try {
        const run = pg.getByRole('button', {name: 'Run', exact: true});
        await run.scrollIntoViewIfNeeded();
        // Two rows of controls: the file tabs, then what acts on the code, Run included.
        const rows = new Set<number>();
        for (const name of ['Copy main.ts', 'Format main.ts', 'Whole window', 'Run'])
          rows.add(Math.round((await pg.getByRole('button', {name, exact: true}).boundingBox())!.y));
        assert.equal(rows.size, 1, `Copy, Format, Whole window and Run in one row: at y ${[...rows].join(', ')}`);
        const output = pg.getByRole('region', {name: /^Console of/});
        const outputTop = async () => (await output.boundingBox())!.y;
        assert.ok(
          (await outputTop()) > 844,
          `with Run in view, the Console is below the screen: ${await outputTop()} px`,
        );
        const go = pg.getByRole('button', {name: 'Go to the output ↓'});
        await go.click();
        const top = await outputTop();
        assert.ok(top >= 0 && top < 844 / 2, `the Console in view, at the top: ${top} px`);
        assert.ok(await hasFocus(pg.locator('[data-output]')), 'focus at the output');
        // Wide, the output is beside the code, and the control is not there.
        await page.setViewportSize(screen);
        assert.equal(await go.isVisible(), false, 'no Go to the output at 1280 px');
      } finally {
        await context.close();
      }
    },
  );

  test(
    'on a phone a control that takes focus is never hidden under the navbar or the back-to-top button',
    {timeout: 120_000},
    async () => {
      const {context, page, pg} = await phonePlayground();
      try {
        await pg.getByRole('button', {name: 'Export HAR'}).waitFor();
        const hidden: string[] = [];
        /** The focused control, when something fixed on the page covers it whole. */
        const coveredFocus = `(() => {
          const control = document.activeElement;
          const box = control.getBoundingClientRect();
          const covers = [...document.querySelectorAll('.navbar, [class*=backToTopButton]')].filter((part) => {
            const style = getComputedStyle(part);
            if (style.visibility === 'hidden' || style.opacity === '0') return false;
            const over = part.getBoundingClientRect();
            return box.left >= over.left && box.right <= over.right && box.top >= over.top && box.bottom <= over.bottom;
          });
          const name = (control.getAttribute('aria-label') || control.textContent).trim().slice(0, 30);
          return covers.length ? name + ' under ' + covers.map((part) => part.className.split(' ')[0]).join(', ') : null;
        })()`;
        const walk = async (key: string, from: RegExp, to: RegExp) => {
          const start = pg.getByRole('button', {name: from}).first();
          await start.focus();
          // The walk starts at the screen's far edge, so that each step scrolls the page
          // (the back-to-top button shows while the page scrolls up).
          await start.evaluate(
            (control, block) => control.scrollIntoView({block}),
            (key === 'Tab' ? 'start' : 'end') as ScrollLogicalPosition,
          );
          await page.mouse.wheel(0, -1);
          for (let step = 0; step < 40; step++) {
            await page.keyboard.press(key);
            await page.waitForTimeout(150);
            const covered = (await page.evaluate(coveredFocus)) as string | null;
            if (covered) hidden.push(`${key}: ${covered}`);
            if (await hasFocus(pg.getByRole('button', {name: to}).first())) return;
          }
          assert.fail(`${key} from ${from} never reached ${to}`);
        };
        await walk('Shift+Tab', /^Export HAR/, /^Run$/);
        await walk('Tab', /^Run$/, /^Export HAR/);
        assert.deepEqual(hidden, [], 'no focused control hidden');
      } finally {
        await context.close();
      }
    },
  );

  test(
    'Whole window gives a playground the window, keeps Tab inside it, and Esc gives the page back to the same button',
    {timeout: 120_000},
    async () => {
      const {context} = await isolatedContext(shared.browser, {viewport: screen});
      try {
        const page = await context.newPage();
        await page.goto(shared.site.url('/docs/getting-started'));
        const pg = playground(page, 'getting-started/examples/todo-program');
        await page.locator('[data-example="getting-started/examples/todo-program"]:not([data-shell])').waitFor();
        const pageInert =
          "[document.querySelector('.navbar'), document.querySelector('.theme-doc-sidebar-container'), document.querySelector('article h1')].map((part) => part.closest('[inert]') !== null)";
        const button = pg.getByRole('button', {name: 'Whole window'});
        await button.focus();
        await page.keyboard.press('Enter');
        const back = pg.getByRole('button', {name: 'Back to the page'});
        await back.waitFor();
        assert.ok(await hasFocus(back), 'focus stays on the button, now named "Back to the page"');
        assert.deepEqual(await page.evaluate(pageInert), [true, true, true], 'navbar, sidebar and text: inert');
        const frame = pg.locator('[data-whole]');
        assert.deepEqual(await frame.boundingBox(), {x: 0, y: 0, ...screen}, 'the playground covers the window');
        assert.equal(
          await page.evaluate("document.elementFromPoint(640, 20).closest('[data-whole]') !== null"),
          true,
          'over the navbar',
        );
        const outside: string[] = [];
        for (let presses = 0; presses < 40; presses++) {
          await page.keyboard.press('Tab');
          const where = await page.evaluate<string | null>(
            // Past its last control focus leaves the document (the browser's own controls), as from a modal dialog.
            "(() => { const e = document.activeElement; return !e || e === document.body || e.closest('[data-whole]') ? null : e.tagName + ' ' + (e.textContent || '').trim().slice(0, 30); })()",
          );
          if (where) outside.push(where);
        }
        assert.deepEqual(outside, [], 'Tab reaches nothing outside the playground while it has the window');
        // Esc while editing leaves the editor first; the next Esc gives the page back.
        await pg.locator('[data-focus="code"]').focus();
        await page.keyboard.press('Enter');
        await pg.locator('.monaco-editor.focused').waitFor({timeout: 30_000});
        await page.keyboard.press('Escape');
        assert.equal(await frame.count(), 1, 'the first Esc only left the editor');
        await page.keyboard.press('Escape');
        await frame.waitFor({state: 'detached'});
        assert.ok(await hasFocus(button), 'focus back on "Whole window"');
        assert.deepEqual(
          await page.evaluate(pageInert),
          [false, false, false],
          'navbar, sidebar and text: not inert any more',
        );
        assert.equal(await page.evaluate('document.documentElement.style.overflow'), '', 'the page scrolls again');
        // And the same button gives the page back as well as Esc does.
        await page.keyboard.press('Enter');
        await back.waitFor();
        await back.click();
        await frame.waitFor({state: 'detached'});
        assert.ok(await hasFocus(button), 'focus back on "Whole window" after the button');
      } finally {
        await context.close();
      }
    },
  );
});
