import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {isolatedContext, useSiteAndBrowser, type Browser} from './harness';
import {waitForRunsNearWindow} from './playgroundDriver';

/**
 * A link to a heading (what onboarding docs send) lands on the heading and
 * stays there while the playgrounds near it load and run: every heading of
 * three long pages with playgrounds, at desktop and phone width.
 */
const shared = useSiteAndBrowser({prefetch: false});

const pages = ['/docs/getting-started', '/docs/patterns/summary-list', '/docs/guides/errors'];
const widths = [1280, 390];

async function headingsOf(browser: Browser, pathname: string): Promise<string[]> {
  const {context} = await isolatedContext(browser, {javaScriptEnabled: false});
  try {
    const page = await context.newPage();
    await page.goto(shared.site.url(pathname));
    return await page
      .locator('article .markdown :is(h2, h3)[id]')
      .evaluateAll((all) => all.map((heading) => heading.id));
  } finally {
    await context.close();
  }
}

describe('deep links hold while the playgrounds load', () => {
  for (const pathname of pages) {
    for (const width of widths) {
      test(`every heading of ${pathname} at ${width} px`, async () => {
        const ids = await headingsOf(shared.browser, pathname);
        assert.ok(ids.length >= 3, `${pathname} has ${ids.length} headings`);
        const missed: string[] = [];
        for (const id of ids) {
          const {context} = await isolatedContext(shared.browser, {viewport: {width, height: 900}});
          try {
            const page = await context.newPage();
            await page.goto(shared.site.url(`${pathname}#${id}`));
            // The page may still be scrolling to the heading as it hydrates, bringing others near.
            // Those further away load nothing until the reader scrolls to them (guest-frames.test.ts).
            await waitForRunsNearWindow(page);
            // The panels of the last run have painted.
            await page.waitForTimeout(300);
            const {top, atBottom} = await page.locator(`[id="${id}"]`).evaluate((heading) => ({
              top: heading.getBoundingClientRect().top,
              // A heading near the end of the page can only come as high as the page's end allows.
              atBottom: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
            }));
            if (!(top >= 0 && (top < 150 || atBottom))) missed.push(`#${id} at ${Math.round(top)} px`);
          } finally {
            await context.close();
          }
        }
        assert.deepEqual(missed, [], 'headings not at the top of the window once the playgrounds ran');
      });
    }
  }
});
