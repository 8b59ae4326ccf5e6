import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {docsSections, type Site} from './docsPages';
import {llmsFullTxt, llmsTxt, type SiteSummary} from './llmsTxt';
import {markdownPath} from './markdownUrl';

const site: Site = {url: 'https://docs.test', baseUrl: '/base/', siteDir: '/site'};
const summary: SiteSummary = {
  title: 'A site',
  summary: 'What it is\nabout.',
  origin: site.url,
  home: 'https://docs.test/base/',
};

type Doc = LoadedContent['loadedVersions'][number]['docs'][number];

function doc(id: string, permalink: string, description?: string, title = `Title of ${id}`): Doc {
  return {
    id,
    title,
    description: 'made up from the text',
    source: `@site/docs/${id}.mdx`,
    permalink,
    frontMatter: description ? {description} : {},
  } as Doc;
}

/** Docs and a sidebar as the docs plugin loads them: top-level docs, a category with its own page and a nested category, a page no sidebar lists. */
const content = {
  loadedVersions: [
    {
      docs: [
        doc('index', '/base/docs', 'The start.'),
        doc('guides/index', '/base/docs/guides', 'All guides.'),
        doc('guides/errors', '/base/docs/guides/errors', 'Errors [and] more.'),
        doc('guides/deep/one', '/base/docs/guides/deep/one', 'Deep.'),
        doc('hidden', '/base/docs/hidden'),
        doc('reference', '/base/docs/reference', 'Every term.', 'Reference [all terms]'),
      ],
      sidebars: {
        docs: [
          {type: 'doc', id: 'index'},
          {
            type: 'category',
            label: 'Guides',
            link: {type: 'doc', id: 'guides/index'},
            items: [
              {type: 'doc', id: 'guides/errors'},
              {type: 'category', label: 'Deeper', items: [{type: 'doc', id: 'guides/deep/one'}]},
              {type: 'link', label: 'Elsewhere', href: 'https://example.com'},
            ],
          },
          {type: 'doc', id: 'reference'},
        ],
      },
    },
  ],
} as unknown as LoadedContent;

describe('llms.txt', () => {
  test('sections follow the sidebar: its top-level pages, then each category (its own page first, nested ones flattened), then pages it does not list', () => {
    const sections = docsSections(content, site);
    assert.deepEqual(
      sections.map((section) => [section.title, section.pages.map((page) => page.permalink)]),
      [
        ['Docs', ['/base/docs', '/base/docs/reference']],
        ['Guides', ['/base/docs/guides', '/base/docs/guides/errors', '/base/docs/guides/deep/one']],
        ['Other pages', ['/base/docs/hidden']],
      ],
    );
    const [errors] = sections[1]!.pages.slice(1);
    assert.deepEqual(errors, {
      source: '/site/docs/guides/errors.mdx',
      title: 'Title of guides/errors',
      description: 'Errors [and] more.',
      url: 'https://docs.test/base/docs/guides/errors',
      permalink: '/base/docs/guides/errors',
      markdownPath: '/base/docs/guides/errors.md',
    });
  });

  test('the title, the summary as a quote, what the files are, and a link per page to its Markdown (its title escaped) with its front matter description', () => {
    const text = llmsTxt(summary, docsSections(content, site), 'https://docs.test/base/llms-full.txt');
    const lines = text.split('\n');
    assert.deepEqual(lines.slice(0, 3), ['# A site', '', '> What it is about.']);
    assert.match(
      lines[4]!,
      /^Each page below is Markdown: .* All pages in one file: https:\/\/docs\.test\/base\/llms-full\.txt$/,
    );
    assert.deepEqual(lines.slice(6), [
      '## Docs',
      '',
      '- [Title of index](https://docs.test/base/docs.md): The start.',
      '- [Reference \\[all terms\\]](https://docs.test/base/docs/reference.md): Every term.',
      '',
      '## Guides',
      '',
      '- [Title of guides/index](https://docs.test/base/docs/guides.md): All guides.',
      '- [Title of guides/errors](https://docs.test/base/docs/guides/errors.md): Errors [and] more.',
      '- [Title of guides/deep/one](https://docs.test/base/docs/guides/deep/one.md): Deep.',
      '',
      '## Other pages',
      '',
      '- [Title of hidden](https://docs.test/base/docs/hidden.md)',
      '',
    ]);
  });

  test('llms-full.txt: the title and summary, then each page whole, in order', () => {
    assert.equal(
      llmsFullTxt(summary, ['# One\n\nText.\n', '# Two\n']),
      '# A site\n\n> What it is about.\n\n# One\n\nText.\n\n# Two\n',
    );
  });

  test("a page's Markdown is beside it, also under a base path and with a trailing slash; a page at the base path has index.md", () => {
    assert.equal(markdownPath('/docs/getting-started', '/'), '/docs/getting-started.md');
    assert.equal(markdownPath('/base/docs/getting-started/', '/base/'), '/base/docs/getting-started.md');
    assert.equal(markdownPath('/base/', '/base/'), '/base/index.md');
    assert.equal(markdownPath('/base', '/base/'), '/base/index.md');
  });
});
