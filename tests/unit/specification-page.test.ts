import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {taskPlaygrounds} from '../../docs/taskPlaygrounds';
import {nodeOrigin, readExpectations, type ExampleExpectations} from '../../playground/node/examples';

/**
 * docs/in-depth/specification.mdx holds one row per statement of the
 * specification: its section, the statement, what 0.9.9 does, and the run
 * that shows it. That last cell names the example folder (the link's text,
 * relative to docs/, pointing at the section of the page where it runs) and
 * quotes what its run shows, each in a code span: a console line or part of
 * one, a request as the request log shows it (`GET /todos 200`, or without
 * the status), or a store entry (`entities.Todo › "2": "INVALID (symbol)"`).
 * Each quote must be in the folder's expect.json, which the doc tests hold to
 * what the example really does; so a row cannot claim a behaviour no run shows.
 */

const docsDir = path.resolve(__dirname, '../../docs');
const specificationPage = path.join(docsDir, 'in-depth/specification.mdx');

/** The header of every table of rows on the page. */
const rowHeader = ['§', 'the specification states', '0.9.9', 'the run shows'];

/** How the 0.9.9 cell begins, in bold: the verdict. */
const verdicts = ['As stated', 'Differs', 'Left open'];

type Row = {line: number; section: string; statement: string; library: string; shows: string};

function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** The rows of every table whose header is `rowHeader`. */
function rowsOf(mdx: string): Row[] {
  const rows: Row[] = [];
  let inRows = false;
  mdx.split('\n').forEach((text, index) => {
    if (!text.trim().startsWith('|')) {
      inRows = false;
      return;
    }
    const cells = cellsOf(text);
    if (cells.join('|') === rowHeader.join('|')) inRows = true;
    else if (inRows && !cells.every((cell) => /^:?-+:?$/.test(cell))) {
      const [section = '', statement = '', library = '', shows = ''] = cells;
      rows.push({line: index + 1, section, statement, library, shows});
    }
  });
  return rows;
}

/** What a run shows, as lines a quote is looked for in. */
function shownBy(expected: ExampleExpectations) {
  const requests = expected.requests.flatMap(({method, url, status}) => {
    const parsed = new URL(url);
    const shown = parsed.origin === nodeOrigin ? `${parsed.pathname}${parsed.search}` : parsed.href;
    return [`${method} ${shown}`, `${method} ${shown} ${status}`];
  });
  const entities = Object.entries(expected.entities).flatMap(([table, entries]) =>
    Object.entries(entries as Record<string, unknown>).map(([key, value]) => `entities.${table} › "${key}": ${JSON.stringify(value)}`),
  );
  const console = [...(expected.console ?? []), ...(expected.returned === undefined ? [] : [`main() returned: ${expected.returned}`])];
  return (quote: string) =>
    console.some((line) => line.includes(quote)) ||
    requests.includes(quote) ||
    (quote.startsWith('entities.') && entities.some((line) => line.includes(quote)));
}

/** The lines of a page's section: from the heading with `{#anchor}` to the next heading as high or higher. */
function sectionOf(mdx: string, anchor: string): string | null {
  const lines = mdx.split('\n');
  const start = lines.findIndex((line) => /^#+ /.test(line) && line.includes(`{#${anchor}}`));
  if (start === -1) return null;
  const level = /^#+/.exec(lines[start])![0].length;
  const end = lines.findIndex((line, index) => index > start && /^#+ /.test(line) && /^#+/.exec(line)![0].length <= level);
  return lines.slice(start, end === -1 ? undefined : end).join('\n');
}

/** Whether `section` of `page` runs the example in `folder` (relative to docs/). */
function runsExample(page: string, section: string, folder: string): boolean {
  const relative = path.relative(path.dirname(page), path.join(docsDir, folder)).split(path.sep).join('/');
  const written = relative.startsWith('.') ? relative : `./${relative}`;
  if (section.includes(`<Playground example="${written}"`)) return true;
  const tasks = taskPlaygrounds[path.relative(docsDir, page).replace(/\.mdx$/, '').split(path.sep).join('/')];
  return section.includes('<Playground withTasks') && !!tasks && [tasks.start, tasks.solution].includes(folder);
}

/** What is wrong with one row: an empty list when nothing is. */
function problemsOf(row: Row): string[] {
  const name = `line ${row.line} (§${row.section})`;
  const problems: string[] = [];
  if (!/^\d+(\.\d+)*$/.test(row.section)) problems.push(`${name}: the first cell is not a section number of the specification`);
  if (!row.statement) problems.push(`${name}: says nothing the specification states`);
  if (!verdicts.some((verdict) => new RegExp(`^\\*\\*${verdict}\\b`).test(row.library))) {
    problems.push(`${name}: the 0.9.9 cell begins with none of ${verdicts.map((verdict) => `**${verdict}**`).join(', ')}`);
  }
  const link = /^\[`([^`]+)`\]\(([^)#]+)#([\w-]+)\)/.exec(row.shows);
  if (!link) return [...problems, `${name}: names no example folder (the run shows cell opens with [\`<folder>\`](<page>#<section>))`];
  const [whole, folder, target, anchor] = link;
  const dir = path.join(docsDir, folder);
  if (!existsSync(dir)) return [...problems, `${name}: names ${folder}, which does not exist`];
  const expected = readExpectations(dir);
  if (!expected) return [...problems, `${name}: names ${folder}, which has no expect.json`];
  const page = path.resolve(path.dirname(specificationPage), target);
  const section = existsSync(page) ? sectionOf(readFileSync(page, 'utf8'), anchor) : null;
  if (section === null) problems.push(`${name}: links to ${target}#${anchor}, which is no section of a page`);
  else if (!runsExample(page, section, folder)) problems.push(`${name}: ${target}#${anchor} has no playground of ${folder}`);
  const quotes = [...row.shows.slice(whole.length).matchAll(/`([^`]+)`/g)].map((match) => match[1]);
  if (quotes.length === 0) problems.push(`${name}: quotes nothing the run of ${folder} shows`);
  const shown = shownBy(expected);
  for (const quote of quotes) {
    if (!shown(quote)) problems.push(`${name}: the run of ${folder} does not show \`${quote}\` (not in its expect.json)`);
  }
  return problems;
}

test('every row of the specification page names an example whose run shows what the row quotes', () => {
  const rows = rowsOf(readFileSync(specificationPage, 'utf8'));
  assert.ok(rows.length > 0, `no table headed | ${rowHeader.join(' | ')} | in ${specificationPage}`);
  assert.deepEqual(rows.flatMap(problemsOf), []);
});
