import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {taskPlaygrounds} from '../../docs/taskPlaygrounds';
import {nodeOrigin, readExpectations, type ExampleExpectations} from '../../playground/node/examples';

/**
 * docs/in-depth/specification.mdx holds one item per statement of the
 * specification, in three lines ended by a hard break (`\`):
 *
 *   - **§4.4** what the specification states\
 *     **0.9.9: Differs.** what the library does\
 *     **The run shows:** [`create-resource/examples/delete`](../create-resource/delete.mdx#request): `quote`, `quote`
 *
 * The last line names the example folder (the link's text, relative to
 * docs/, pointing at the section of the page where it runs) and quotes what
 * its run shows, each in a code span: a console line or part of one, a
 * request as the request log shows it (`GET /todos 200`, or without the
 * status), or a store entry (`entities.Todo › "2": "INVALID (symbol)"`).
 * Each quote must be in the folder's expect.json, which the doc tests hold
 * to what the example really does; so an item cannot claim a behaviour no
 * run shows.
 */

const docsDir = path.resolve(__dirname, '../../docs');
const specificationPage = path.join(docsDir, 'in-depth/specification.mdx');

/** How the 0.9.9 line begins, after `**0.9.9: `: the verdict. */
const verdicts = ['As stated', 'Differs', 'Left open'];

type Item = {line: number; section: string; statement: string; library: string; shows: string};
type Unreadable = {line: number; problem: string};

/**
 * Every item: a list item that opens with `- **§` and a digit, up to the
 * next blank line; `problem` when it is not in its three lines.
 */
function itemsOf(mdx: string): (Item | Unreadable)[] {
  const lines = mdx.split('\n');
  return lines.flatMap((text, index): (Item | Unreadable)[] => {
    if (!/^- \*\*§\d/.test(text)) return [];
    const end = lines.findIndex((other, at) => at > index && other.trim() === '');
    // The three lines, each with its wrapped lines joined.
    const parts = lines
      .slice(index, end === -1 ? undefined : end)
      .join('\n')
      .split('\\\n')
      .map((part) => part.replace(/\n\s*/g, ' ').trim());
    const first = /^- \*\*§(\S+?)\*\* (.*)$/.exec(parts[0]);
    const library = /^\*\*0\.9\.9: (.*)$/.exec(parts[1] ?? '');
    const shows = /^\*\*The run shows:\*\* (.*)$/.exec(parts[2] ?? '');
    if (parts.length !== 3 || !first || !library || !shows) {
      return [
        {
          line: index + 1,
          problem: 'is not written as - **§<section>** <statement>\\ **0.9.9: <verdict>** ...\\ **The run shows:** ...',
        },
      ];
    }
    return [{line: index + 1, section: first[1], statement: first[2], library: library[1], shows: shows[1]}];
  });
}

/** What a run shows, as lines a quote is looked for in. */
function shownBy(expected: ExampleExpectations) {
  const requests = expected.requests.flatMap(({method, url, status}) => {
    const parsed = new URL(url);
    const shown = parsed.origin === nodeOrigin ? `${parsed.pathname}${parsed.search}` : parsed.href;
    return [`${method} ${shown}`, `${method} ${shown} ${status}`];
  });
  const entities = Object.entries(expected.entities).flatMap(([table, entries]) =>
    Object.entries(entries as Record<string, unknown>).map(
      ([key, value]) => `entities.${table} › "${key}": ${JSON.stringify(value)}`,
    ),
  );
  const console = [
    ...(expected.console ?? []),
    ...(expected.returned === undefined ? [] : [`main() returned: ${expected.returned}`]),
  ];
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
  const end = lines.findIndex(
    (line, index) => index > start && /^#+ /.test(line) && /^#+/.exec(line)![0].length <= level,
  );
  return lines.slice(start, end === -1 ? undefined : end).join('\n');
}

/** Whether `section` of `page` runs the example in `folder` (relative to docs/). */
function runsExample(page: string, section: string, folder: string): boolean {
  const relative = path.relative(path.dirname(page), path.join(docsDir, folder)).split(path.sep).join('/');
  const written = relative.startsWith('.') ? relative : `./${relative}`;
  if (section.includes(`<Playground example="${written}"`)) return true;
  const tasks =
    taskPlaygrounds[
      path
        .relative(docsDir, page)
        .replace(/\.mdx$/, '')
        .split(path.sep)
        .join('/')
    ];
  return section.includes('<Playground withTasks') && !!tasks && [tasks.start, tasks.solution].includes(folder);
}

/** What is wrong with one item: an empty list when nothing is. */
function problemsOf(item: Item): string[] {
  const name = `line ${item.line} (§${item.section})`;
  const problems: string[] = [];
  if (!/^\d+(\.\d+)*$/.test(item.section)) problems.push(`${name}: the section is not a number such as 4.3.1`);
  if (!item.statement) problems.push(`${name}: says nothing the specification states`);
  if (!verdicts.some((verdict) => new RegExp(`^${verdict}\\b[^*]*\\*\\*`).test(item.library))) {
    problems.push(
      `${name}: the 0.9.9 line begins with none of ${verdicts.map((verdict) => `**0.9.9: ${verdict}**`).join(', ')}`,
    );
  }
  const link = /^\[`([^`]+)`\]\(([^)#]+)#([\w-]+)\)/.exec(item.shows);
  if (!link)
    return [
      ...problems,
      `${name}: names no example folder (the run shows line opens with [\`<folder>\`](<page>#<section>))`,
    ];
  const [whole, folder, target, anchor] = link;
  const dir = path.join(docsDir, folder);
  if (!existsSync(dir)) return [...problems, `${name}: names ${folder}, which does not exist`];
  const expected = readExpectations(dir);
  if (!expected) return [...problems, `${name}: names ${folder}, which has no expect.json`];
  const page = path.resolve(path.dirname(specificationPage), target);
  const section = existsSync(page) ? sectionOf(readFileSync(page, 'utf8'), anchor) : null;
  if (section === null) problems.push(`${name}: links to ${target}#${anchor}, which is no section of a page`);
  else if (!runsExample(page, section, folder))
    problems.push(`${name}: ${target}#${anchor} has no playground of ${folder}`);
  const quotes = [...item.shows.slice(whole.length).matchAll(/`([^`]+)`/g)].map((match) => match[1]);
  if (quotes.length === 0) problems.push(`${name}: quotes nothing the run of ${folder} shows`);
  const shown = shownBy(expected);
  for (const quote of quotes) {
    if (!shown(quote))
      problems.push(`${name}: the run of ${folder} does not show \`${quote}\` (not in its expect.json)`);
  }
  return problems;
}

test('every item of the specification page names an example whose run shows what the item quotes', () => {
  const items = itemsOf(readFileSync(specificationPage, 'utf8'));
  assert.ok(items.length > 0, `no item (- **§<section>** ...) in ${specificationPage}`);
  assert.deepEqual(
    items.flatMap((item) => ('problem' in item ? [`line ${item.line}: ${item.problem}`] : problemsOf(item))),
    [],
  );
});
