import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {isolatedContext, useSiteAndBrowser} from './harness';
import {waitForRun} from './playgroundDriver';

/**
 * A link to a heading (what onboarding docs send) lands on the heading and
 * stays there while the playgrounds above it load and fill in their panels.
 */
const shared = useSiteAndBrowser();

const links = ['/docs/getting-started#write', '/docs/getting-started#refresh', '/docs/patterns/summary-list#create', '/docs/patterns/summary-list#extend-object-form'];

describe('deep links at desktop width', () => {
  for (const link of links) {
    test(`${link} stays at its heading while the playgrounds above it run`, async () => {
      const {context} = await isolatedContext(shared.browser, {viewport: {width: 1280, height: 900}});
      try {
        const page = await context.newPage();
        await page.goto(shared.site.url(link));
        const heading = page.locator(`[id="${link.split('#')[1]}"]`);
        const playgrounds = page.locator('[data-example]');
        for (let index = 0; index < (await playgrounds.count()); index++) await waitForRun(playgrounds.nth(index));
        // The panels of the last run have painted.
        await page.waitForTimeout(500);
        const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
        assert.ok(top >= 0 && top < 150, `the heading is ${Math.round(top)} px from the top of the window once the playgrounds ran`);
      } finally {
        await context.close();
      }
    });
  }
});
