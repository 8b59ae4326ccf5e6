import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {docsRouteProps, withoutDocDescriptions} from '../../src/plugins/docsVersionLoader.cjs';

const root = path.resolve(__dirname, '../..');

/** The version metadata as the docs plugin writes it (3.10.2), cut to two docs. */
const metadata = {
  version: {
    pluginId: 'default',
    version: 'current',
    docsSidebars: {
      docs: [{type: 'link', label: 'get', href: '/docs/create-resource/get', docId: 'create-resource/get'}],
    },
    docs: {
      'create-resource/get': {
        id: 'create-resource/get',
        title: 'get',
        description: 'TodoResource.get sends GET /todos/:id',
        sidebar: 'docs',
      },
      index: {id: 'index', title: 'Start here', description: 'What this site is', sidebar: 'docs'},
    },
  },
};

test("the docs plugin's version metadata loses the docs' descriptions, and nothing else", () => {
  const out = JSON.parse(withoutDocDescriptions(JSON.stringify(metadata)));
  assert.deepEqual(out, {
    version: {
      ...metadata.version,
      docs: {
        'create-resource/get': {id: 'create-resource/get', title: 'get', sidebar: 'docs'},
        index: {id: 'index', title: 'Start here', sidebar: 'docs'},
      },
    },
  });
});

test('other route props pass as they were', () => {
  const tags = JSON.stringify({tag: {label: 'a', description: 'kept', items: []}});
  assert.equal(withoutDocDescriptions(tags), tags);
});

test("the loader is for the docs plugin's route props, not for other JSON", () => {
  const generated = path.join(root, '.docusaurus/docusaurus-plugin-content-docs/default/p');
  assert.match(path.join(generated, 'docs-175.json'), docsRouteProps);
  assert.doesNotMatch(
    path.join(root, '.docusaurus/docusaurus-plugin-content-docs/default/__plugin.json'),
    docsRouteProps,
  );
  assert.doesNotMatch(path.join(root, 'docs/examples/playground-start/db.json'), docsRouteProps);
});

/** Every file of a folder, at any depth. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.(mdx?|tsx?)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test("no page renders the theme's doc cards, which would show the descriptions the loader drops", () => {
  const users = [...filesIn(path.join(root, 'docs')), ...filesIn(path.join(root, 'src'))].filter((file) =>
    /\bDocCard(List)?\b|useDocById|generated-index/.test(readFileSync(file, 'utf8')),
  );
  const sidebars = readFileSync(path.join(root, 'sidebars.ts'), 'utf8');
  assert.deepEqual(
    users.map((file) => path.relative(root, file)),
    [],
    'these render doc cards: keep the descriptions (src/plugins/docsMetadata.ts)',
  );
  assert.doesNotMatch(sidebars, /generated-index/, 'a generated index page renders doc cards');
});
