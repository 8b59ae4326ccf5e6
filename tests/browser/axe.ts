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

/** The attribute that marks, for one axe run, the element that stands for each look of text. */
const lookMark = 'data-axe-look';
/** How many more elements of each look are kept, judged if axe may not or does not judge the first. */
const moreOfALook = 4;
/** Where the page keeps what `markLooks` marked, with each look's other elements, for `judgeInPage`. */
const looksKept = '__axeLooks';

/**
 * In the page: marks one element for each look of text on the page, a look being all that colour
 * contrast depends on: the text's colour, size, weight and shadow, the backgrounds under it up to
 * the first opaque one (an element with a background image is a look of its own), the opacity of it
 * and every element around it, and whether axe skips it (disabled). A form field, whose text is its
 * value, has looks of its own. Of a look's elements it marks the first axe can surely judge (not
 * scrolled or clipped out of a box around it, nor under an editor: `judgeable`), and keeps up to
 * `moreOfALook` more (`looksKept`); where none is sure, it marks those too.
 *
 * On /docs/create-resource/options 69 looks stand for the 9,228 elements: the code and panels of
 * its 12 playgrounds, their buttons, tabs, labels and fields, and the prose.
 */
const markLooks = `(() => {
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
  // Monaco's lines lie in a layer that can be far larger than its editor, which clips it. axe files
  // an element under each square of its grid (200 px) that its clipped box touches, then takes it for
  // covering what its whole box covers there: what lies beside or below an editor, in those squares,
  // axe takes for covered by the layer, and cannot judge.
  const cell = 200;
  // The boxes of the elements around one that clip what overflows them.
  const clipsAround = (element) => {
    const clips = [];
    for (let outer = element.parentElement; outer; outer = outer.parentElement) {
      const style = getComputedStyle(outer);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') clips.push(outer.getBoundingClientRect());
    }
    return clips;
  };
  const editorLayers = [...document.querySelectorAll('.monaco-editor .lines-content')].flatMap((layer) => {
    const whole = layer.getBoundingClientRect();
    let {top, right, bottom, left} = whole;
    for (const clip of clipsAround(layer)) {
      [top, right, bottom, left] = [Math.max(top, clip.top), Math.min(right, clip.right), Math.min(bottom, clip.bottom), Math.max(left, clip.left)];
    }
    if (top >= bottom || left >= right) return [];
    const squares = (from, to) => [Math.floor(from / cell) * cell, (Math.floor((to - 1) / cell) + 1) * cell];
    const [y0, y1] = squares(top, bottom);
    const [x0, x1] = squares(left, right);
    return [[layer, {top: Math.max(whole.top, y0), bottom: Math.min(whole.bottom, y1), left: Math.max(whole.left, x0), right: Math.min(whole.right, x1)}]];
  });
  const underEditor = (element, box) =>
    editorLayers.some(([layer, r]) => !layer.contains(element) && box.left < r.right && box.right > r.left && box.top < r.bottom && box.bottom > r.top);
  // How sure axe is to judge an element: 0 not at all, scrolled or clipped out of a box around it;
  // 1 perhaps, under an editor's layer; 2 surely.
  const judgeable = (element) => {
    const box = element.getBoundingClientRect();
    const outside = (clip) => box.right <= clip.left || box.left >= clip.right || box.bottom <= clip.top || box.top >= clip.bottom;
    if (clipsAround(element).some(outside)) return 0;
    return underEditor(element, box) ? 1 : 2;
  };
  const looks = new Map();
  const addToLook = (element, look) => {
    const known = looks.get(look);
    // Enough: an element axe surely judges, and as many more to judge in its place.
    if (known?.rank === 2 && known.more.filter((more) => more.rank === 2).length >= ${moreOfALook}) return;
    const rank = judgeable(element);
    if (!known) {
      looks.set(look, {element, rank, more: []});
      return;
    }
    if (rank === 0) return;
    const other = rank > known.rank ? {element: known.element, rank: known.rank} : {element, rank};
    if (rank > known.rank) Object.assign(known, {element, rank});
    if (other.rank === 2 || (other.rank === 1 && known.more.length < 2 * ${moreOfALook})) known.more.push(other);
  };
  const lookOf = (element, style) => {
    const {bg, opacity} = behind(element);
    // axe skips disabled controls and what is inert: such an element stands only for its like.
    const skipped = Boolean(element.closest(':disabled, [aria-disabled="true"], [inert]'));
    return [style.color, style.fontSize, style.fontWeight, style.textShadow, bg, opacity, skipped].join(' | ');
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const element = text.parentElement;
    // Text not rendered (in a closed <details>, say) axe passes as hidden: it stands for no look.
    if (!element || !text.textContent.trim() || !element.checkVisibility({visibilityProperty: true})) continue;
    const style = getComputedStyle(element);
    addToLook(element, lookOf(element, style));
  }
  // A form field's text is its value (Monaco's hidden input excepted: its text is not shown).
  for (const field of document.querySelectorAll('input, select, textarea')) {
    if (field.closest('.monaco-editor') || !field.checkVisibility({visibilityProperty: true})) continue;
    // axe judges the text a field shows: an empty one it passes unjudged.
    addToLook(field, ['field', field.type, Boolean(field.value), lookOf(field, getComputedStyle(field))].join(' | '));
  }
  const mark = (element) => element.setAttribute(${JSON.stringify(lookMark)}, '');
  for (const look of looks.values()) {
    look.more = look.more.sort((a, b) => b.rank - a.rank).slice(0, ${moreOfALook}).map((more) => more.element);
    mark(look.element);
    // A look axe may not judge by its first element is judged by the others at once, not in another run.
    if (look.rank < 2) look.more.splice(0).forEach(mark);
  }
  window.${looksKept} = [...looks.values()];
})()`;

/**
 * In the page, given axe's options: what axe finds on the page, color-contrast judging the elements
 * `markLooks` marked (the other rules, the whole page), in one run: the rules that weigh what lies
 * under an element (color-contrast, link-in-text-block, target-size) share the map of the page axe
 * makes once a run, about 2 s on a page with a dozen playgrounds. Violations only, and what
 * color-contrast could not judge: the other results keep one element each, so axe does not work out
 * a selector for every element that passed (a large share of its time on such a page).
 *
 * A marked element axe could not judge leaves its look unjudged, so the look's other kept elements
 * are judged in its place, in one more run.
 */
const judgeInPage = `(async (options) => {
  const axe = window.axe;
  const run = async (options) => {
    const {violations, incomplete} = await axe.run(document, {...options, resultTypes: ['violations'], elementRef: true});
    return {
      findings: violations.map(({id, help, nodes}) => ({id, help, targets: nodes.map((node) => node.target.join(' '))})),
      unjudged: new Set(incomplete.filter(({id}) => id === 'color-contrast').flatMap(({nodes}) => nodes.map((node) => node.element))),
    };
  };
  axe.configure({rules: [{id: 'color-contrast', selector: '[${lookMark}]'}]});
  try {
    const {findings, unjudged} = await run(options);
    const looks = window.${looksKept} ?? [];
    const instead = looks.filter(({element}) => unjudged.has(element)).flatMap(({more}) => more);
    if (instead.length === 0) return findings;
    document.querySelectorAll('[${lookMark}]').forEach((e) => e.removeAttribute('${lookMark}'));
    instead.forEach((element) => element.setAttribute('${lookMark}', ''));
    const again = await run({runOnly: {type: 'rule', values: ['color-contrast']}});
    return findings.concat(again.findings);
  } finally {
    axe.reset();
  }
})`;

type AxeOptions = {runOnly?: {type: 'rule'; values: string[]}; rules?: Record<string, {enabled: boolean}>};

/**
 * What axe finds on the page as it stands, of any impact, minor included (axe
 * is added to the page once), with its target-size rule too (WCAG 2.5.8,
 * controls at least 24 px; off in axe by default); or, with `only`, what
 * those rules find.
 *
 * color-contrast judges one element for each look of text (`markLooks`): a
 * colour too faint fails with the first element of its look (or the next
 * ones, where axe may not judge the first: `judgeInPage`). Every other rule
 * judges the whole page.
 */
export async function axeViolations(page: Page, only?: string[]): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({path: path.join(repoRoot, 'node_modules/axe-core/axe.min.js')});
  }
  const options: AxeOptions = only
    ? {runOnly: {type: 'rule', values: only}}
    : {rules: {'target-size': {enabled: true}}};
  await page.evaluate(markLooks);
  try {
    return await page.evaluate(`${judgeInPage}(${JSON.stringify(options)})`);
  } finally {
    await page.evaluate(`(() => {
      document.querySelectorAll('[${lookMark}]').forEach((e) => e.removeAttribute('${lookMark}'));
      delete window.${looksKept};
    })()`);
  }
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
