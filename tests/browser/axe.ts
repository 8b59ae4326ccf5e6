import path from 'node:path';
import type {Page} from 'playwright-core';
import {repoRoot} from './harness';

export type AxeFinding = {id: string; help: string; targets: string[]};

/**
 * The rules whose outcome depends on the page's colours: in dark mode only
 * these can find what light mode did not (the page's structure, names and
 * sizes are the same in both). Any other rule axe has about colours is not on
 * by default (color-contrast-enhanced is AAA).
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * What axe finds on the page as it stands, of any impact, minor included (axe
 * is added to the page once), with its target-size rule too (WCAG 2.5.8,
 * controls at least 24 px; off in axe by default); or, with `only`, what
 * those rules find.
 */
export async function axeViolations(page: Page, only?: string[]): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({path: path.join(repoRoot, 'node_modules/axe-core/axe.min.js')});
  }
  return page.evaluate(async (only) => {
    type Violation = {id: string; help: string; nodes: {target: string[]}[]};
    type Axe = {run(options: object): Promise<{violations: Violation[]}>};
    const options = only ? {runOnly: {type: 'rule', values: only}} : {rules: {'target-size': {enabled: true}}};
    const {violations} = await (window as unknown as {axe: Axe}).axe.run(options);
    return violations.map(({id, help, nodes}) => ({id, help, targets: nodes.map((node) => node.target.join(' '))}));
  }, only);
}

/**
 * What axe finds in light mode (every rule), then, the page turned dark, what
 * the rules about colours find. Colour contrast is most of axe's time on a
 * page with code (7.5 of 10 s on /docs/guides/errors): the rest, run again on
 * the same page in other colours, judged nothing new.
 */
export async function axeInLightAndDark(page: Page): Promise<{light: AxeFinding[]; dark: AxeFinding[]}> {
  const light = await axeViolations(page);
  await switchToDarkMode(page);
  return {light, dark: await axeViolations(page, colourRules)};
}

/**
 * Every editor that has been asked for has arrived, so axe judges the page as
 * it settles, not a code area while Monaco replaces its highlighted code.
 */
export async function editorsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-editor="starting"]'), undefined, {timeout: 30_000});
}

/** Turns the page dark as the reader's system setting does, and waits until its colours have settled. */
export async function switchToDarkMode(page: Page): Promise<void> {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.locator('html[data-theme="dark"]').waitFor({state: 'attached'});
  // Monaco changes theme in an effect, after the page has.
  await page.waitForFunction(() => !document.querySelector('.monaco-editor:not(.vs-dark)'));
  // Links fade to their dark colors: judged mid-fade, they read as too faint.
  await page.waitForFunction(
    () => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'),
  );
}
