import assert from 'node:assert/strict';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import type {RecordedRun, Unrecorded} from '../../playground/core/recorded';
import type {RequestLogEntry} from '../../playground/core/requestRecorder';
import {readExample} from '../../playground/node/examples';
import {readTaskPlaygrounds} from '../../playground/node/taskPlaygrounds';
import {docsDir} from '../remark/playgroundExamples';
import {linkResolver, type Site, type SitePage} from './docsPages';
import {pageMarkdown, type MarkdownSources} from './pageMarkdown';
import {markdownNodes, titledBlocks} from './readMarkdown';

const site: Site = {url: 'https://docs.test', baseUrl: '/base/', siteDir: path.resolve(docsDir, '..')};

/** Every MDX page of docs/, as the Markdown sees it: its URL made up from its file's path. */
const pages: SitePage[] = mdxFiles(docsDir).map((source) => {
  const route = `/base/docs/${path.relative(docsDir, source).replace(/(\/index)?\.mdx$/, '')}`;
  const frontMatter = readFileSync(source, 'utf8').split('---')[1] ?? '';
  const field = (name: string) => new RegExp(`^${name}: '?(.*?)'?$`, 'm').exec(frontMatter)?.[1] ?? '';
  return {
    source,
    title: field('title'),
    description: field('description'),
    url: `${site.url}${route}`,
    permalink: route,
    markdownPath: `${route}.md`,
  };
});

function mdxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'examples' ? [] : mdxFiles(full);
    return name.endsWith('.mdx') ? [full] : [];
  });
}

function pageAt(relative: string): SitePage {
  const page = pages.find((candidate) => candidate.source === path.join(docsDir, relative));
  assert.ok(page, `no page ${relative}`);
  return page;
}

function entry(fields: Partial<RequestLogEntry> & Pick<RequestLogEntry, 'method' | 'url'>): RequestLogEntry {
  return {
    id: fields.url,
    path: new URL(fields.url).pathname,
    requestHeaders: {},
    requestBody: null,
    status: 200,
    statusText: '',
    responseHeaders: {},
    responseBody: null,
    answeredBy: 'default backend',
    startedAt: 0,
    durationMs: 1,
    error: null,
    ...fields,
  };
}

/** A run with a bit of everything the summary shows. */
const recordedRun: RecordedRun = {
  requests: [
    entry({method: 'GET', url: 'http://localhost/todos?userId=1'}),
    entry({
      method: 'POST',
      url: 'http://localhost/todos',
      requestBody: '{"title":"Write it down"}',
      status: 201,
      answeredBy: 'mocks.ts',
    }),
    entry({
      method: 'GET',
      url: 'https://api.example.com/users/1',
      status: null,
      error: 'Failed to fetch',
      answeredBy: 'network settings',
    }),
  ],
  snapshots: [
    {index: 0, action: null, state: {entities: {}, results: {}, meta: {}}},
    {
      index: 1,
      action: {type: 'rdc/set', key: 'GET /todos'},
      state: {
        entities: {Todo: {'1': {id: 1, title: 'Write it down'}, '2': 'INVALID (symbol)'}},
        results: {'GET /todos?userId=1': '{"userId":1}'},
        meta: {
          'GET /todos?userId=1': {date: 1795615084369, expiresAt: 1795615144369, prevExpiresAt: '\u2063undefined'},
          'GET /users/1': {
            date: 1795615084369,
            error: {name: 'NetworkError', message: 'Failed to fetch'},
            errorPolicy: 'soft',
          },
        },
        entityMeta: {Todo: {'1': {date: 1795615084369, expiresAt: 1795615144369, fetchedAt: 1795615084332}}},
        indexes: {},
        optimistic: [],
        lastReset: 0,
      },
    },
  ],
  console: [
    {level: 'log', text: '1 todo'},
    {level: 'warn', text: 'careful'},
  ],
  returned: '3',
  routes: [],
  at: '2026-11-25T00:00:00.000Z',
};

/** The tasks of each solution folder, as the worker reads them. */
const tasksBySolution = new Map(
  readTaskPlaygrounds().map((playground) => [path.join(docsDir, playground.solution), playground.tasks]),
);

/** Sources for a page: the real example folders and tasks, every playground's run `run`. */
function sources(run: RecordedRun | Unrecorded = recordedRun): MarkdownSources {
  return {
    async read({dir, want}) {
      const files = readExample(dir);
      if (want === 'tasks')
        return {files, tasks: tasksBySolution.get(dir)!.map(({name, title, statement}) => ({name, title, statement}))};
      return want === 'recorded' ? {files, recorded: run} : {files};
    },
    resolveLink: linkResolver(pages, site),
  };
}

/** The Markdown of a page of docs/ whose MDX is `mdx` (the page's folder is where its examples are found). */
function markdownOf(relative: string, mdx: string, run?: RecordedRun | Unrecorded): Promise<string> {
  return pageMarkdown(pageAt(relative), mdx, sources(run));
}

/** An example's files as titledBlocks reads them back. */
function asBlocks(files: Record<string, string>): {name: string; text: string}[] {
  return Object.entries(files).map(([name, text]) => ({name, text}));
}

const program = 'getting-started/examples/todo-program';

describe('a page as Markdown', () => {
  test('prose: the title, the description and where the page is, headings without their ids, links absolute, no MDX left', async () => {
    const mdx = [
      '---',
      'title: Ignored here',
      '---',
      '',
      "import Something from './Something';",
      '',
      '{/* a note for authors */}',
      '',
      '## The request {#request}',
      '',
      'See [the overview](../create-resource/index.mdx#members), [below](#request), [a page](/docs/reference),',
      '[the playground](pathname:///playground) and [npm](https://www.npmjs.com/package/msw). The path /:id stays.',
      '',
    ].join('\n');
    const markdown = await markdownOf('getting-started/index.mdx', mdx);
    assert.equal(
      markdown,
      [
        '# Getting started',
        '',
        `> ${pageAt('getting-started/index.mdx').description}`,
        '',
        'From <https://docs.test/base/docs/getting-started>.',
        '',
        '## The request',
        '',
        'See [the overview](https://docs.test/base/docs/create-resource#members), [below](https://docs.test/base/docs/getting-started#request), [a page](https://docs.test/base/docs/reference),',
        '[the playground](https://docs.test/base/playground) and [npm](https://www.npmjs.com/package/msw). The path /:id stays.',
        '',
      ].join('\n'),
    );
  });

  test('a page that starts with its own # heading keeps it as its title, once', async () => {
    const markdown = await markdownOf('getting-started/index.mdx', '# Its own title\n\nText.\n');
    assert.match(
      markdown,
      /^# Its own title\n\n> .*\n\nFrom <https:\/\/docs\.test\/base\/docs\/getting-started>\.\n\nText\.\n$/,
    );
  });

  test('a link to a .mdx file that is no page stops the build, naming the page', async () => {
    await assert.rejects(
      markdownOf('getting-started/index.mdx', '[gone](./gone.mdx)\n'),
      /getting-started\/index\.mdx: the link \.\/gone\.mdx names no docs page/,
    );
  });

  test('a playground: each file in a fence titled with its name, byte for byte and in tab order, then its recorded run', async () => {
    const markdown = await markdownOf(
      'getting-started/index.mdx',
      `<Playground example="./examples/todo-program" />\n`,
    );
    const files = readExample(path.join(docsDir, program));
    assert.deepEqual(titledBlocks(markdown), asBlocks(files));
    assert.match(markdown, /\*\*Playground\*\* `getting-started\/examples\/todo-program`/);
    const requests = markdown.slice(markdown.indexOf('**Requests**'), markdown.indexOf('**Console**'));
    assert.equal(
      requests.trim(),
      [
        '**Requests** (of the run recorded when the site was built):',
        '',
        '1. `GET /todos?userId=1` → 200',
        '2. `POST /todos` → 201 (mocks.ts), body `{"title":"Write it down"}`',
        '3. `GET https://api.example.com/users/1` → no response (Failed to fetch) (network settings)',
      ].join('\n'),
    );
    assert.match(markdown, /\*\*Console\*\*:\n\n```text\n1 todo\n\[warn\] careful\nmain\(\) returned: 3\n```/);
  });

  test('the store after the run: entities and results whole, of meta only what is not a time; nothing of entityMeta', async () => {
    const markdown = await markdownOf(
      'getting-started/index.mdx',
      `<Playground example="./examples/todo-program" />\n`,
    );
    const store = markdownNodes(markdown, 'code').at(-1)!;
    assert.equal(store.lang, 'json');
    assert.deepEqual(JSON.parse(store.value), {
      entities: {Todo: {'1': {id: 1, title: 'Write it down'}, '2': 'INVALID (symbol)'}},
      results: {'GET /todos?userId=1': '{"userId":1}'},
      meta: {'GET /users/1': {error: {name: 'NetworkError', message: 'Failed to fetch'}, errorPolicy: 'soft'}},
    });
  });

  test('a playground the build could not record says so, and why', async () => {
    const markdown = await markdownOf(
      'getting-started/index.mdx',
      `<Playground example="./examples/todo-program" />\n`,
      {unrecorded: 'ReferenceError: document is not defined'},
    );
    assert.match(
      markdown,
      /Its run could not be recorded when the site was built \(ReferenceError: document is not defined\): the page shows its requests and store once it runs there\./,
    );
    assert.doesNotMatch(markdown, /\*\*Requests\*\*/);
  });

  test("a playground's network.json is shown, titled, after its files", async () => {
    const dir = path.join(docsDir, 'create-resource/examples/delete-204');
    const markdown = await markdownOf('create-resource/delete.mdx', '<Playground example="./examples/delete-204" />\n');
    const blocks = titledBlocks(markdown);
    assert.deepEqual(
      blocks,
      asBlocks({...readExample(dir), 'network.json': readFileSync(path.join(dir, 'network.json'), 'utf8')}),
    );
  });

  test('<ExampleCode file="…"> is that one file, and no run; without file, every file', async () => {
    const one = await markdownOf(
      'getting-started/index.mdx',
      '<ExampleCode example="./examples/todo-program" file="resources.ts" />\n',
    );
    const files = readExample(path.join(docsDir, program));
    assert.deepEqual(titledBlocks(one), [{name: 'resources.ts', text: files['resources.ts']}]);
    assert.doesNotMatch(one, /Requests|Store after/);
    const all = await markdownOf('getting-started/index.mdx', '<ExampleCode example="./examples/todo-program" />\n');
    assert.deepEqual(titledBlocks(all), asBlocks(files));
  });

  test('a tutorial step: its tasks, the playground it starts from, and no solution', async () => {
    const relative = 'tutorial/4-create-an-article.mdx';
    const markdown = await pageMarkdown(
      pageAt(relative),
      readFileSync(path.join(docsDir, relative), 'utf8'),
      sources(),
    );
    const [playground] = readTaskPlaygrounds().filter((candidate) => candidate.page === 'tutorial/4-create-an-article');
    for (const task of playground!.tasks)
      assert.ok(markdown.includes(`**${task.title}**: ${task.statement}`), `task ${task.name} missing`);
    const start = readExample(path.join(docsDir, playground!.start));
    const solution = readExample(path.join(docsDir, playground!.solution));
    const blocks = titledBlocks(markdown);
    assert.deepEqual(blocks.slice(0, Object.keys(start).length), asBlocks(start));
    for (const [name, text] of Object.entries(solution)) {
      if (text !== start[name])
        assert.ok(!blocks.some((block) => block.text === text), `the solution's ${name} is in the Markdown`);
    }
    assert.match(
      markdown,
      /## Solution\n\n_The solution is folded away on the page, for after the tasks, and is not in this Markdown\._/,
    );
  });

  test('<details> that holds no solution: its summary in bold, then what it folds', async () => {
    const markdown = await markdownOf(
      'getting-started/index.mdx',
      '<details>\n<summary>More</summary>\n\nFolded text.\n\n</details>\n',
    );
    assert.match(markdown, /\*\*More\*\*\n\nFolded text\./);
  });

  test('a component docs/markdownComponents.ts lists becomes its text; one it does not list stops the build, naming page and line', async () => {
    const diagram = await markdownOf('in-depth/lifecycle.mdx', '<LifecycleDiagram />\n\n<TutorialProgress />\n');
    assert.match(diagram, /_Diagram: States of a read and the moves between them\._ Missing goes to Fresh/);
    assert.match(diagram, /- \*\*Stale\*\*: shows it, sends GET \\\*/);
    await assert.rejects(
      markdownOf('getting-started/index.mdx', 'Text.\n\n<Mystery />\n'),
      /getting-started\/index\.mdx:3: <Mystery> has no Markdown: add what it says to docs\/markdownComponents\.ts/,
    );
  });

  test('an admonition becomes a quote headed by its kind or its title', async () => {
    const markdown = await markdownOf(
      'getting-started/index.mdx',
      ':::tip[Two tabs]\n\nKeep both.\n\n:::\n\n:::note\n\nPlain.\n\n:::\n',
    );
    assert.match(markdown, /> \*\*Two tabs\*\*\n>\n> Keep both\.\n\n> \*\*Note\*\*\n>\n> Plain\./);
  });
});

describe('every docs page', () => {
  for (const page of pages) {
    const relative = path.relative(docsDir, page.source);
    test(`${relative}: has a description in its front matter and becomes Markdown with no MDX left in its prose`, async () => {
      assert.notEqual(page.description, '', 'no description: llms.txt describes each page with it');
      const markdown = await pageMarkdown(page, readFileSync(page.source, 'utf8'), sources());
      assert.ok(markdown.startsWith(`# ${page.title}\n`), 'not headed by its title');
      const prose = [...markdownNodes(markdown, 'paragraph'), ...markdownNodes(markdown, 'heading')].map((node) =>
        JSON.stringify(node),
      );
      assert.deepEqual(
        prose.filter((text) => /<(Playground|ExampleCode|details|summary)\b|\{#[\w-]+\}/.test(text)),
        [],
      );
    });
  }
});
