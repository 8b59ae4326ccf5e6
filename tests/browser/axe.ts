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
 * Where a few looks of text repeat hundreds of times: code (the shells' highlighted code, Prism's
 * blocks, Monaco, the store as JSON and the console), the store's trees and the request logs. Their
 * text is most of what axe's colour contrast judges on a page with playgrounds (3,370 of the 3,920
 * shown elements with text on /docs/guides/errors), and that rule is most of axe's time there.
 */
export const repeatedLookAreas = [
  'pre',
  '.monaco-editor',
  '[role="group"][aria-label^="Store after step"]',
  '[data-example] table',
];

/** The attribute that marks, for one axe run, the element that stands for each look of text in those areas. */
const lookMark = 'data-axe-look';
/** How many more shown elements of each look are kept, judged if axe cannot judge the first. */
const moreOfALook = 4;
/** Where the page keeps what `markLooks` marked, with each look's other elements, for `judgeColours`. */
const looksKept = '__axeLooks';

/**
 * In the page: marks one shown element for each look of text in `repeatedLookAreas`, a look being
 * all that colour contrast depends on: the text's colour, size, weight and shadow, the backgrounds
 * under it up to the first opaque one (an element with a background image is a look of its own),
 * and the opacity of it and every element around it; of a look's elements, the first not scrolled
 * or clipped out of a box around it. It keeps the looks, each with up to `moreOfALook` more of its
 * shown elements (`looksKept`).
 */
const markLooks = `(() => {
  const areas = ${JSON.stringify(repeatedLookAreas.join(', '))};
  const under = new Map();
  const behind = (element) => {
    if (!element) return {bg: '', opacity: 1};
    let known = under.get(element);
    if (known) return known;
    const outer = behind(element.parentElement);
    const style = getComputedStyle(element);
    const colour = style.backgroundColor;
    const clear = colour === 'transparent' || /^rgba\\(.*,\\s*0\\)$/.test(colour);
    const image = style.backgroundImage !== 'none';
    let bg = outer.bg;
    // What is under an opaque background does not show: from the element out, the first opaque one ends it.
    const layers = (image ? ['image ' + under.size] : []).concat(clear ? [] : [colour]);
    if (layers.length) {
      const opaque = !clear && !colour.startsWith('rgba');
      bg = layers.join(' ') + (opaque ? '' : ' over ' + outer.bg);
    }
    known = {bg, opacity: outer.opacity * Number(style.opacity)};
    under.set(element, known);
    return known;
  };
  const inView = (element) => {
    const box = element.getBoundingClientRect();
    for (let outer = element.parentElement; outer; outer = outer.parentElement) {
      const style = getComputedStyle(outer);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = outer.getBoundingClientRect();
      if (box.right <= clip.left || box.left >= clip.right || box.bottom <= clip.top || box.top >= clip.bottom) return false;
    }
    return true;
  };
  const looks = new Map();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const element = text.parentElement;
    if (!element || !text.textContent.trim() || !element.closest(areas) || !element.getClientRects().length) continue;
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible') continue;
    const {bg, opacity} = behind(element);
    const look = [style.color, style.fontSize, style.fontWeight, style.textShadow, bg, opacity].join(' | ');
    const known = looks.get(look);
    // Judged by axe only where it shows: not scrolled or clipped out of a box around it.
    if (known?.shown) {
      if (known.more.length < ${moreOfALook} && inView(element)) known.more.push(element);
      continue;
    }
    const shown = inView(element);
    if (!known || shown) looks.set(look, {element, shown, more: []});
  }
  for (const {element} of looks.values()) element.setAttribute(${JSON.stringify(lookMark)}, '');
  window.${looksKept} = [...looks.values()];
})()`;

/**
 * In the page, given a context and axe's options: what axe finds there, and the elements it could
 * not judge (its "incomplete", where the options ask for it). Violations only unless asked: the
 * other results keep one element each, so axe does not work out a selector for every element that
 * passed (a large share of its time on a page of playgrounds).
 */
const judgeInPage = `(async (context, options) => {
  const {violations, incomplete} = await window.axe.run(context, {resultTypes: ['violations'], ...options, elementRef: true});
  return {
    findings: violations.map(({id, help, nodes}) => ({id, help, targets: nodes.map((node) => node.target.join(' '))})),
    unjudged: new Set(incomplete.flatMap(({nodes}) => nodes.map((node) => node.element))),
  };
})`;

/**
 * In the page, given the rules about colours: what they find on the page, the text of
 * `repeatedLookAreas` judged by the elements `markLooks` marked. A marked element axe cannot judge
 * (its "incomplete": Monaco's lines lie in a layer far larger than the editor, which clips it, and
 * axe takes the text beside or below an editor for covered by it) leaves its look unjudged, so the
 * look's other kept elements are judged in its place, in one more run.
 */
const judgeColours = `(async (rules) => {
  const looks = window.${looksKept};
  const options = {runOnly: {type: 'rule', values: rules}, resultTypes: ['violations', 'incomplete']};
  // axe judges an element where the closest include around it is closer than the closest exclude.
  const context = {include: [['html'], ['[${lookMark}]']], exclude: ${JSON.stringify(repeatedLookAreas.map((area) => [area]))}};
  const {findings, unjudged} = await ${judgeInPage}(context, options);
  document.querySelectorAll('[${lookMark}]').forEach((e) => e.removeAttribute('${lookMark}'));
  const instead = looks.filter(({element}) => unjudged.has(element)).flatMap(({more}) => more);
  if (instead.length === 0) return findings;
  instead.forEach((element) => element.setAttribute('${lookMark}', ''));
  const again = await ${judgeInPage}({include: [['[${lookMark}]']]}, options);
  return findings.concat(again.findings);
})`;

type AxeOptions = {runOnly?: {type: 'rule'; values: string[]}; rules?: Record<string, {enabled: boolean}>};

/** What axe finds on the whole page with `options`. */
async function runAxe(page: Page, options: AxeOptions): Promise<AxeFinding[]> {
  return page.evaluate(`${judgeInPage}(document, ${JSON.stringify(options)}).then(({findings}) => findings)`);
}

/**
 * What axe finds on the page as it stands, of any impact, minor included (axe
 * is added to the page once), with its target-size rule too (WCAG 2.5.8,
 * controls at least 24 px; off in axe by default); or, with `only`, what
 * those rules find.
 *
 * The rules about colours judge the text of `repeatedLookAreas` one element
 * for each look (`markLooks`), and all the rest of the page as it is: a token
 * whose colour is too faint fails with the first element of its look (or the
 * next ones, where axe cannot judge the first: `judgeColours`). Every other
 * rule judges the whole page.
 */
export async function axeViolations(page: Page, only?: string[]): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({path: path.join(repoRoot, 'node_modules/axe-core/axe.min.js')});
  }
  const colour = only ? only.filter((rule) => colourRules.includes(rule)) : colourRules;
  const findings: AxeFinding[] = [];
  if (!only) {
    const off = Object.fromEntries(colourRules.map((rule) => [rule, {enabled: false}]));
    findings.push(...(await runAxe(page, {rules: {'target-size': {enabled: true}, ...off}})));
  } else if (only.length > colour.length) {
    const others = only.filter((rule) => !colourRules.includes(rule));
    findings.push(...(await runAxe(page, {runOnly: {type: 'rule', values: others}})));
  }
  if (colour.length === 0) return findings;
  await page.evaluate(markLooks);
  try {
    findings.push(...((await page.evaluate(`${judgeColours}(${JSON.stringify(colour)})`)) as AxeFinding[]));
  } finally {
    await page.evaluate(`(() => {
      document.querySelectorAll('[${lookMark}]').forEach((e) => e.removeAttribute('${lookMark}'));
      delete window.${looksKept};
    })()`);
  }
  return findings;
}

/**
 * What axe finds in light mode (every rule), then, the page turned dark, what
 * the rules about colours find: the rest, run again on the same page in other
 * colours, judged nothing new.
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
