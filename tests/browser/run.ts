/**
 * `npm run test:browser`: the browser test files, the longest first, two at a
 * time unless BROWSER_TEST_FILES_AT_ONCE says otherwise. Each file is a process
 * of its own with its own server and Chromium, as under `node --test`; the
 * output is node's spec reporter, a file's tests together.
 *
 *   node --import tsx tests/browser/run.ts [file ...]
 *
 * Longest first, so that with two lanes both end together: `node --test`
 * sorts files by name, which starts the sitemap's (the longest by far) near
 * the end with one lane idle behind it. Two at a time saves a sixth to a
 * fifth of the time on two cores (the files are CPU-bound); runs of it failed
 * under that load until the causes were fixed (see the README).
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {run} from 'node:test';
import {spec} from 'node:test/reporters';

/**
 * The files that take longest, longest first (seconds each took in a run two
 * at a time, 2026-11-27): the sitemap's 708, the editor's 233, deep links 209, the
 * tutorial's tasks 170, the sub-path build 117, leaving a page 150 (memory
 * 99), Export as project 76. The rest follow by name.
 */
const longestFirst = [
  'pages.test.ts',
  'editor.test.ts',
  'deep-links.test.ts',
  'tutorial-tasks.test.ts',
  'leave-page.test.ts',
  'deploy.test.ts',
  'export-project.test.ts',
];

const dir = __dirname;
const atOnce = Number(process.env.BROWSER_TEST_FILES_AT_ONCE ?? 2);
if (!Number.isInteger(atOnce) || atOnce < 1) {
  throw new Error(`BROWSER_TEST_FILES_AT_ONCE is ${process.env.BROWSER_TEST_FILES_AT_ONCE}: a whole number, 1 or more`);
}

const asked = process.argv.slice(2).map((file) => path.resolve(file));
const all = asked.length > 0 ? asked : readdirSync(dir).filter((name) => name.endsWith('.test.ts'));
const rank = (file: string) => {
  const index = longestFirst.indexOf(path.basename(file));
  return index === -1 ? longestFirst.length : index;
};
const files = [...all]
  .sort((a, b) => rank(a) - rank(b) || path.basename(a).localeCompare(path.basename(b)))
  .map((file) => path.resolve(dir, file));

// Each file's process is started with this one's flags (`--import tsx`). `forceExit`: a file whose tests
// have ended is done, even if a handle it left open (a port, a socket) would keep its process alive.
// `timeout`: a file still running after 40 minutes fails, and its process is ended, so that one hung
// wait cannot hold the run until CI's limit (the longest file, the sitemap's, took 19 minutes in CI).
const stream = run({files, concurrency: atOnce, forceExit: true, timeout: 40 * 60_000});
stream.on('test:fail', () => {
  process.exitCode = 1;
});
stream.compose(new spec()).pipe(process.stdout);
