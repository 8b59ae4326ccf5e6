/**
 * `npm run bench`: builds the site and a plain Docusaurus baseline, serves
 * both on 127.0.0.1, drives Chromium, and reports medians with their spread.
 * Targets are reported beside each figure, never asserted.
 */
import {spawn} from 'node:child_process';
import {mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {
  buildDir,
  isolatedContext,
  launchBrowser,
  pagesWithoutPlayground,
  repoRoot,
  startSite,
  type Browser,
  type Page,
} from '../tests/browser/harness';
import {replaceCode} from '../tests/browser/playgroundDriver';

const resultsDir = path.join(repoRoot, 'bench/results');
const baselineBuild = path.join(resultsDir, 'baseline-build');
const runs = Number(process.env.BENCH_RUNS ?? 7);
const edits = Number(process.env.BENCH_EDITS ?? 30);
/**
 * `BUILD_DIR=<dir>` (as for the browser tests): the figures of a site built before, by another
 * commit in a worktree, say, with no build here and no build figures: two commits compared on one
 * machine in one session.
 */
const givenBuild = process.env.BUILD_DIR ? buildDir : undefined;
/** The pause between closing the cold visit's tab and opening the warm one. */
const settleMs = 3000;

type Figure = {name: string; unit: string; median: number; min: number; max: number; target?: string; met?: boolean};
const figures: Figure[] = [];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function record(name: string, unit: string, values: number[], target?: {limit: number; text: string}) {
  const median = percentile(values, 50);
  figures.push({
    name,
    unit,
    median,
    min: Math.min(...values),
    max: Math.max(...values),
    ...(target ? {target: target.text, met: median <= target.limit} : {}),
  });
}

/** Peak memory of a process and all its children, sampled from /proc. */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while being read
    }
  }
  const visit = (pid: number) => {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += rss ? Number(rss[1]) * 1024 : 0;
    } catch {
      return;
    }
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(rootPid);
  return total;
}

async function timedCommand(command: string, args: string[]): Promise<{seconds: number; peakBytes: number}> {
  const started = performance.now();
  const child = spawn(command, args, {cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit']});
  let peakBytes = 0;
  const sampler = setInterval(() => {
    peakBytes = Math.max(peakBytes, treeRss(child.pid!));
  }, 200);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
  return {seconds: (performance.now() - started) / 1000, peakBytes};
}

type Load = {rawBytes: number; gzipBytes: number};
type ScriptFile = {url: string; rawBytes: number};

/** The text of a document's inline scripts (those without `src`): the guest's page carries its code so. */
function inlineScripts(html: string): Buffer {
  const scripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]!);
  return Buffer.from(scripts.join('\n'));
}

/**
 * Collects the JavaScript a page and its frames load; `total()` sums what
 * arrived so far, raw and gzipped as a server would send it: script files,
 * and the inline scripts of each document (the page's, and the guest
 * frames', whose scripts are written into their HTML). Each script file and
 * each document counts once: the playgrounds' frames load the same guest
 * page, the second and third from the cache.
 */
function collectScripts(page: Page): {
  total(): Promise<Load>;
  quiet(): Promise<void>;
  files(): Promise<ScriptFile[]>;
} {
  const bodies = new Map<string, Promise<Buffer>>();
  /** Script files, not documents (whose inline scripts every page of the site has). */
  const files = new Set<string>();
  let lastResponse = Date.now();
  page.on('response', (response) => {
    lastResponse = Date.now();
    const url = response.url();
    const type = response.request().resourceType();
    if ((type !== 'script' && type !== 'document') || bodies.has(url)) return;
    if (type === 'script') files.add(url);
    const body = type === 'script' ? response.body() : response.text().then(inlineScripts);
    bodies.set(
      url,
      body.catch(() => Buffer.alloc(0)),
    );
  });
  return {
    /**
     * Resolves once no response has arrived for a second (at most 20 s).
     * Playwright's 'networkidle' did not come on the playground page once the
     * editor had loaded, though nothing was fetched any more.
     */
    async quiet() {
      const deadline = Date.now() + 20_000;
      while (Date.now() - lastResponse < 1000 && Date.now() < deadline) await page.waitForTimeout(200);
    },
    async files() {
      return Promise.all([...files].map(async (url) => ({url, rawBytes: (await bodies.get(url)!).length})));
    },
    async total() {
      const loaded = await Promise.all(bodies.values());
      return {
        rawBytes: loaded.reduce((sum, body) => sum + body.length, 0),
        gzipBytes: loaded.reduce((sum, body) => sum + gzipSync(body).length, 0),
      };
    },
  };
}

/** What `url` loads, all told, and each script file of it. */
async function javascriptOf(page: Page, url: string): Promise<Load & {files: ScriptFile[]}> {
  const scripts = collectScripts(page);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return {...(await scripts.total()), files: await scripts.files()};
}

/**
 * Times, from navigation start: the first request-log row (recorded in the
 * HTML, or live), the first live result (the first playground's status reads
 * "Ran"), the editor, first contentful paint; and the page's layout shift.
 */
const watchMilestones = () => {
  const marks: Record<string, number> = {};
  (window as unknown as {benchMarks: typeof marks}).benchMarks = marks;
  marks.shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
      if (!entry.hadRecentInput) marks.shift += entry.value;
    }
  }).observe({type: 'layout-shift', buffered: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.paint = entry.startTime;
  }).observe({type: 'paint', buffered: true});
  new MutationObserver(() => {
    const now = performance.now();
    if (!marks.firstRow && document.querySelector('table[aria-label^="Request log"] tbody button[aria-expanded]'))
      marks.firstRow = now;
    if (!marks.live && document.querySelector('[data-example] [data-runs]')?.textContent === 'Ran') marks.live = now;
    if (!marks.editor && document.querySelector('[data-editor="ready"]')) marks.editor = now;
  }).observe(document, {subtree: true, childList: true, characterData: true});
};

type Marks = {firstRow?: number; live?: number; editor?: number; paint?: number; shift: number};

/** Waits for the page's first playground to show its live run (its recorded one reads otherwise). */
function firstLiveResult(page: Page): Promise<void> {
  return page.locator('[data-example] [data-runs]').first().getByText('Ran', {exact: true}).waitFor({timeout: 20_000});
}

/** One visit to the getting-started page, from navigation to its first live result and (if asked) the editor. */
async function visit(page: Page, url: string, editor: boolean): Promise<Marks> {
  await page.goto(url);
  await firstLiveResult(page);
  const marks = () => page.evaluate(() => (window as unknown as {benchMarks: Marks}).benchMarks);
  if (editor) {
    await page.locator('[data-example]').first().scrollIntoViewIfNeeded();
    await page
      .locator('[data-editor="ready"]')
      .first()
      .waitFor({timeout: 15_000})
      .catch(() => {});
  }
  // Shifts after the live result: the panels' last paint.
  await page.waitForTimeout(500);
  return marks();
}

async function pageFigures(browser: Browser, site: {url(p: string): string}, baseline: {url(p: string): string}) {
  const plain: Load[] = [];
  const base: Load[] = [];
  const firstLoad: Load[] = [];
  const withEditor: Load[] = [];
  const cold: Marks[] = [];
  const warm: Marks[] = [];
  const docsPage = site.url('/docs/getting-started');
  for (let run = 0; run < runs; run++) {
    // Weights, in runs of their own: reading every script's body takes time from what the milestones measure.
    for (const [list, url] of [
      [plain, site.url('/docs/reference')],
      [base, baseline.url('/docs/intro')],
    ] as const) {
      const {context} = await isolatedContext(browser);
      list.push(await javascriptOf(await context.newPage(), url));
      await context.close();
    }
    {
      const {context} = await isolatedContext(browser);
      const page = await context.newPage();
      const scripts = collectScripts(page);
      await page.goto(docsPage);
      await firstLiveResult(page);
      firstLoad.push(await scripts.total());
      await page.locator('[data-example]').first().scrollIntoViewIfNeeded();
      if (
        await page
          .locator('[data-editor="ready"]')
          .first()
          .waitFor({timeout: 15_000})
          .then(
            () => true,
            () => false,
          )
      ) {
        await scripts.quiet();
        withEditor.push(await scripts.total());
      }
      await context.close();
    }
    // Milestones: a cold visit (nothing cached, no service worker), then a warm one in the same browser
    // profile: a new tab, once the first is closed and the machine has settled. Navigating the same tab
    // right after the editor loaded timed the old page's leftover work (its type check, its teardown)
    // too, on two cores: that read 1264–1302 ms warm against 1097 cold, and 975 once it had settled.
    const {context} = await isolatedContext(browser);
    const coldPage = await context.newPage();
    await coldPage.addInitScript(watchMilestones);
    cold.push(await visit(coldPage, docsPage, true));
    await coldPage.close();
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const warmPage = await context.newPage();
    await warmPage.addInitScript(watchMilestones);
    warm.push(await visit(warmPage, docsPage, false));
    await context.close();
  }
  const ratio = (a: Load[], b: Load[], key: keyof Load) => a.map((load, i) => load[key] / b[i]![key]);
  const of = (visits: Marks[], mark: keyof Marks) =>
    visits.map((marks) => marks[mark]).filter((value): value is number => value !== undefined);
  record(
    'plain docs page JS, raw',
    'KB',
    plain.map((l) => l.rawBytes / 1024),
  );
  record(
    'plain docs page JS, gzip',
    'KB',
    plain.map((l) => l.gzipBytes / 1024),
  );
  record(
    'baseline docs page JS, raw',
    'KB',
    base.map((l) => l.rawBytes / 1024),
  );
  record('plain docs page / baseline, raw', '×', ratio(plain, base, 'rawBytes'), {limit: 1.1, text: '≤ 1.10×'});
  record('plain docs page / baseline, gzip', '×', ratio(plain, base, 'gzipBytes'), {limit: 1.1, text: '≤ 1.10×'});
  await plainPageFigures(
    browser,
    site,
    percentile(
      base.map((l) => l.rawBytes),
      50,
    ),
  );
  record(
    'playground page JS at first live result, gzip',
    'KB',
    firstLoad.map((l) => l.gzipBytes / 1024),
  );
  if (withEditor.length) {
    record(
      'playground page JS with the editor, gzip',
      'KB',
      withEditor.map((l) => l.gzipBytes / 1024),
      {limit: 1800, text: '≤ 1800 KB'},
    );
  }
  record('first contentful paint, cold', 'ms', of(cold, 'paint'));
  // Visible at first paint when the row was in the page by then (the server HTML holds it).
  record(
    'first request-log row visible (recorded or live), cold',
    'ms',
    cold.map((marks) => Math.max(marks.firstRow ?? Infinity, marks.paint ?? 0)),
    {limit: 300, text: '≤ 300 ms'},
  );
  record('first live result, cold', 'ms', of(cold, 'live'), {limit: 500, text: '≤ 500 ms'});
  record('first live result, warm', 'ms', of(warm, 'live'), {limit: 300, text: '≤ 300 ms'});
  if (of(cold, 'editor').length)
    record('navigation to editor ready, cold', 'ms', of(cold, 'editor'), {limit: 1000, text: '≤ 1000 ms'});
  record('layout shift (CLS) of the playground page, cold', '', of(cold, 'shift'), {limit: 0.02, text: '≤ 0.02'});
}

/** The long playground page whose processor time is measured: eight playgrounds, most far below the window. */
const longPage = '/docs/guides/errors';
/** How long a visit to it is measured from navigation: its first runs are over well before. */
const longPageSpanMs = 10_000;

/**
 * The processor time Chromium spends (all its processes: the browser, the
 * page's, the guests' and the GPU's) in the first `longPageSpanMs` of a cold
 * visit to `longPage`, opened at its top as a reader opens it. What a reader
 * pays for a long page (a laptop's fan, a phone's battery), and what the tests
 * pay for each of its loads on two cores.
 */
async function longPageFigures(browser: Browser, site: {url(p: string): string}) {
  const cdp = await browser.newBrowserCDPSession();
  type Process = {id: number; cpuTime: number};
  const cpuTimes = async () =>
    new Map(
      ((await cdp.send('SystemInfo.getProcessInfo')) as {processInfo: Process[]}).processInfo.map((p) => [
        p.id,
        p.cpuTime,
      ]),
    );
  const spent: number[] = [];
  for (let run = 0; run < runs; run++) {
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const {context} = await isolatedContext(browser);
    const page = await context.newPage();
    const before = await cpuTimes();
    const start = Date.now();
    await page.goto(site.url(longPage));
    await page.waitForTimeout(Math.max(0, longPageSpanMs - (Date.now() - start)));
    const after = await cpuTimes();
    spent.push([...after].reduce((sum, [id, cpu]) => sum + cpu - (before.get(id) ?? 0), 0));
    await context.close();
  }
  await cdp.detach();
  record(`Chromium processor time, first ${longPageSpanMs / 1000} s of ${longPage}, cold`, 'CPU-s', spent);
}

/**
 * Every page without a playground, weighed once against the baseline page.
 * A page's own content is the script files no other of these pages loads:
 * its text compiled to JavaScript, which grows with what the page says. The
 * target is on the rest.
 */
async function plainPageFigures(browser: Browser, site: {url(p: string): string}, baselineRaw: number) {
  const loads = new Map<string, Load & {files: ScriptFile[]}>();
  for (const pathname of pagesWithoutPlayground()) {
    const {context} = await isolatedContext(browser);
    loads.set(pathname, await javascriptOf(await context.newPage(), site.url(pathname)));
    await context.close();
  }
  let worst = 0;
  let heaviest = {pathname: '', ratio: 0};
  for (const [pathname, {rawBytes: total, files}] of loads) {
    if (total / baselineRaw > heaviest.ratio) heaviest = {pathname, ratio: total / baselineRaw};
    const elsewhere = (url: string) =>
      [...loads].some(([other, theirs]) => other !== pathname && theirs.files.some((file) => file.url === url));
    const own = files.filter((file) => !elsewhere(file.url)).reduce((sum, file) => sum + file.rawBytes, 0);
    record(`${pathname} JS ÷ baseline, raw (${Math.round(own / 1024)} KB of it its own content)`, '×', [
      total / baselineRaw,
    ]);
    worst = Math.max(worst, (total - own) / baselineRaw);
  }
  record(`heaviest plain page JS ÷ baseline, raw (${heaviest.pathname})`, '×', [heaviest.ratio], {
    limit: 1.1,
    text: '≤ 1.10×',
  });
  record('plain pages JS besides their own content ÷ baseline, raw, worst', '×', [worst], {
    limit: 1.1,
    text: '≤ 1.10×',
  });
}

/**
 * In the page: starts watching, and sets `window.benchResult` to a promise of
 * the time from the next keystroke to the end of the run it started: the
 * playground's run count past what it was at the keystroke, its status "Ran",
 * the console showing `marker` and the store timeline filled. (Not the
 * console alone: after a pause, a run-as-you-type run has already logged the
 * same marker.) A string, so that the TypeScript runner's helpers do not end
 * up in code sent to the page.
 */
const waitForResult = `(marker) => {
  const playground = '[data-example="getting-started/examples/todo-program"]';
  const status = () => document.querySelector(playground + ' [data-runs]');
  let pressed = 0;
  let runsBefore = 0;
  document.addEventListener('keydown', () => {
    pressed = pressed || performance.now();
    runsBefore = Number(status()?.getAttribute('data-runs') ?? 0);
  }, {capture: true, once: true});
  window.benchResult = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const text = document.querySelector(playground + ' section[aria-label^="Console"]')?.textContent ?? '';
      const steps = document.querySelectorAll(playground + ' ol[aria-label="Store timeline"] li').length;
      const ran = Number(status()?.getAttribute('data-runs') ?? 0) > runsBefore && status()?.textContent === 'Ran';
      if (pressed && ran && text.includes(marker) && steps >= 3) {
        observer.disconnect();
        resolve(performance.now() - pressed);
      }
    });
    observer.observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
  });
}`;

/**
 * Edit-to-result: from the Ctrl+Enter keystroke to the console and the store
 * showing the new run. Measured twice: Run pressed right after the new code is
 * pasted (the editor is still taking the paste in: tokenizing, laying out,
 * type-checking), and after a pause of `pauseMs`.
 */
async function editFigures(browser: Browser, site: {url(p: string): string}, pauseMs: number, label: string) {
  const {context} = await isolatedContext(browser);
  const page = await context.newPage();
  await page.goto(site.url('/docs/getting-started'));
  const pg = page.locator('[data-example="getting-started/examples/todo-program"]');
  await pg.getByText('Ran', {exact: true}).waitFor();
  const samples: number[] = [];
  for (let edit = 0; edit < edits; edit++) {
    const code = `import type {Controller} from '@data-client/react';\nimport {TodoResource} from './resources';\n\nexport default async function main(controller: Controller) {\n  await controller.fetch(TodoResource.get, {id: ${(edit % 2) + 1}});\n  console.log('edit ${edit}');\n}`;
    await replaceCode(pg, 'main.ts', code);
    if (pauseMs) await page.waitForTimeout(pauseMs);
    await page.evaluate(`(${waitForResult})(${JSON.stringify(`edit ${edit}`)})`);
    await page.keyboard.press('ControlOrMeta+Enter');
    samples.push((await page.evaluate('window.benchResult')) as number);
  }
  await context.close();
  record(`edit to result, ${label}, p50`, 'ms', [percentile(samples, 50)], {limit: 50, text: '≤ 50 ms'});
  record(`edit to result, ${label}, p95`, 'ms', [percentile(samples, 95)]);
}

async function main() {
  mkdirSync(resultsDir, {recursive: true});
  if (givenBuild === undefined) {
    rmSync(path.join(repoRoot, 'node_modules/.cache'), {recursive: true, force: true});
    rmSync(path.join(repoRoot, '.docusaurus'), {recursive: true, force: true});
    const build = await timedCommand('npx', ['docusaurus', 'build']);
    record('cold production build', 's', [build.seconds], {limit: 60, text: '≤ 60 s'});
    record('build peak memory', 'MB', [build.peakBytes / 1024 / 1024]);
  }
  await timedCommand('npx', ['docusaurus', 'build', 'bench/baseline-site', '--out-dir', baselineBuild]);

  const site = await startSite();
  const baseline = await startSite(baselineBuild);
  // Without the tests' log file: the figures are of Chromium as it was measured before.
  const browser = await launchBrowser({log: false});
  try {
    await pageFigures(browser, site, baseline);
    await longPageFigures(browser, site);
    await editFigures(browser, site, 0, 'Run right after the paste');
    await editFigures(browser, site, 1000, 'Run after a 1 s pause');
  } finally {
    await browser.close();
    await site.close();
    await baseline.close();
  }

  // Whole numbers for the rest (milliseconds, kilobytes, seconds, megabytes).
  const decimalsOf: Record<string, number> = {'×': 2, '': 3, 'CPU-s': 1};
  const rows = figures.map((f) => {
    const value = (n: number) => n.toFixed(decimalsOf[f.unit] ?? 0);
    const spread = f.min === f.max ? '' : ` (${value(f.min)}–${value(f.max)})`;
    const verdict = f.target ? `${f.target} ${f.met ? 'met' : 'MISSED'}` : '';
    return `| ${f.name} | ${value(f.median)} ${f.unit}${spread} | ${verdict} |`;
  });
  const table = ['| figure | median (min–max) | target |', '| --- | --- | --- |', ...rows].join('\n');
  const of = givenBuild ? `, of ${givenBuild}` : '';
  console.log(`\n${table}\n\n${runs} page runs, ${edits} edits${of}, ${new Date().toISOString()}`);
  writeFileSync(
    path.join(resultsDir, givenBuild ? 'given-build.json' : 'latest.json'),
    `${JSON.stringify({date: new Date().toISOString(), build: givenBuild, runs, edits, figures}, null, 2)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
