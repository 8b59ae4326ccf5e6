import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {isolatedContext, loadedSearchBar, useSiteAndBrowser, watchPage, watchScript} from './harness';

/**
 * The search bar's code comes when the reader reaches for the box
 * (src/theme/SearchBar): a page nobody searches from loads none of it, and a
 * reader who types before it arrives loses nothing.
 */
const shared = useSiteAndBrowser();

/** A string of the search bar's own code (its event for a chosen suggestion), in no other script. */
const barMarker = 'autocomplete:selected';

async function openPage(pathname: string, hold = false, viewport?: {width: number; height: number}) {
  const {context} = await isolatedContext(shared.browser, viewport ? {viewport} : {});
  const page = await context.newPage();
  const problems = watchPage(page);
  const script = await watchScript(page, barMarker, hold ? 'until released' : 'no');
  await page.goto(shared.site.url(pathname));
  return {context, page, problems, script, box: page.getByLabel('Search', {exact: true})};
}

describe('the search bar', () => {
  test('a page loads none of its code until the reader points at the box; then a query finds a page, and Enter opens it', async () => {
    const {context, page, problems, script, box} = await openPage('/docs/reference');
    try {
      // Loaded, hydrated, and idle for a while: the box and its shortcut's hint are there, its code is not.
      await page.waitForLoadState('load');
      await page.waitForTimeout(1000);
      assert.equal(
        await page
          .locator('.navbar__search kbd')
          .allInnerTexts()
          .then((keys) => keys.join(' ')),
        'ctrl K',
        "the box shows its shortcut's hint",
      );
      assert.equal(script.asked(), false, "the search bar's code was loaded before anyone reached for it");
      const standIn = await box.boundingBox();

      await box.hover();
      await loadedSearchBar(page).waitFor({state: 'attached', timeout: 10_000});
      assert.equal(script.asked(), true, "pointing at the box loaded the search bar's code");
      assert.deepEqual(await box.boundingBox(), standIn, 'the box moved or changed size as the bar took over');
      await box.click();
      await box.pressSequentially('shortenPath');
      const suggestion = page.getByRole('option').filter({hasText: 'shortenPath'}).first();
      await suggestion.waitFor({timeout: 10_000});
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname !== '/docs/reference', {timeout: 10_000});
      assert.match(await page.locator('article').innerText(), /shortenPath/, 'the page opened mentions shortenPath');
      assert.deepEqual(problems.pageErrors, []);
      assert.deepEqual(problems.consoleErrors, []);
    } finally {
      // Scripts of the page may still be on their way through the route as it closes.
      await page.unrouteAll({behavior: 'ignoreErrors'});
      await context.close();
    }
  });

  test('Ctrl+K before the code has come focuses the box; what is typed while it loads is kept, with focus', async () => {
    const {context, page, problems, script, box} = await openPage('/docs/reference', true);
    try {
      await page.waitForLoadState('load');
      await page.locator('h1').click();
      await page.keyboard.press('Control+k');
      assert.ok(await box.evaluate((input) => input === document.activeElement), 'Ctrl+K focused the search box');
      await page.keyboard.type('invalid');
      await page.waitForTimeout(300);
      assert.equal(script.asked(), true, "Ctrl+K asked for the search bar's code");
      script.release();
      await loadedSearchBar(page).waitFor({state: 'attached', timeout: 10_000});
      assert.equal(await box.inputValue(), 'invalid', 'what was typed before the bar came');
      assert.ok(await box.evaluate((input) => input === document.activeElement), 'focus is still in the box');
      await page.keyboard.type('ate');
      await page
        .getByRole('option')
        .filter({hasText: /invalidate/i})
        .first()
        .waitFor({timeout: 10_000});
      assert.equal(await box.inputValue(), 'invalidate');
      assert.deepEqual(problems.pageErrors, []);
      assert.deepEqual(problems.consoleErrors, []);
    } finally {
      // Scripts of the page may still be on their way through the route as it closes.
      await page.unrouteAll({behavior: 'ignoreErrors'});
      await context.close();
    }
  });

  test('Tab and Shift+Tab with suggestions showing move focus on and stay on the page, the list closed', async () => {
    const {context, page, problems, box} = await openPage('/docs/reference');
    try {
      await box.click();
      await loadedSearchBar(page).waitFor({state: 'attached', timeout: 10_000});
      const listed = page.getByRole('option').filter({hasText: 'shortenPath'}).first();
      const here = page.url();
      for (const key of ['Tab', 'Shift+Tab']) {
        await box.focus();
        await box.fill('');
        await box.pressSequentially('shortenPath');
        await listed.waitFor({timeout: 10_000});
        await page.keyboard.press(key);
        // Opening a suggestion is a navigation in the router: give it the time it would take.
        await page.waitForTimeout(1000);
        assert.equal(page.url(), here, `${key} in the box with suggestions showing opened a page`);
        assert.equal(
          await box.evaluate((input) => input === document.activeElement),
          false,
          `${key} left focus in the search box`,
        );
        assert.equal(await page.getByRole('option').count(), 0, `the suggestions still show after ${key}`);
        assert.equal(await box.inputValue(), 'shortenPath', `${key} changed what was typed`);
      }
      assert.deepEqual(problems.pageErrors, []);
      assert.deepEqual(problems.consoleErrors, []);
    } finally {
      await page.unrouteAll({behavior: 'ignoreErrors'});
      await context.close();
    }
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px a long query stops short of the box's clear button, focused or not`, async () => {
      const {context, page, box} = await openPage('/docs/reference', false, {width, height: 800});
      try {
        await box.click();
        await loadedSearchBar(page).waitFor({state: 'attached', timeout: 10_000});
        await box.pressSequentially('createResource shortenPath getList');
        const clear = page.locator('.navbar__search button').filter({hasText: '✕'});
        // On a phone the box folds to its icon and hides the button once focus has left.
        for (const focused of width > 576 ? [true, false] : [true]) {
          if (!focused) await box.blur();
          await clear.waitFor({timeout: 10_000});
          const {textEnd, clearStart} = await box.evaluate(
            (input, button) => {
              const style = getComputedStyle(input);
              return {
                textEnd:
                  input.getBoundingClientRect().right -
                  parseFloat(style.paddingRight) -
                  parseFloat(style.borderRightWidth),
                clearStart: button!.getBoundingClientRect().left,
              };
            },
            await clear.elementHandle(),
          );
          assert.ok(
            textEnd <= clearStart,
            `${focused ? 'focused' : 'not focused'}: the query's text runs to ${textEnd} px, under the clear button at ${clearStart} px`,
          );
        }
      } finally {
        await context.close();
      }
    });
  }
});
