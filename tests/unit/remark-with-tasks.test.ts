import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, test} from 'node:test';
import playgroundExamples from '../../src/remark/playgroundExamples';

const docsDir = path.resolve(__dirname, '../../docs');

type Attribute = {type: string; name?: string; value: unknown};
type MdxNode = {type: string; name?: string; value?: unknown; attributes?: Attribute[]; children?: MdxNode[]};

/** A page holding one `<Playground>` with these attributes, run through the remark plugin. */
function transform(page: string, attributes: Attribute[]): MdxNode {
  const tree: MdxNode = {
    type: 'root',
    children: [{type: 'mdxJsxFlowElement', name: 'Playground', attributes, children: []}],
  };
  playgroundExamples()(tree as never, {path: path.join(docsDir, page), cwd: docsDir});
  return tree;
}

const withTasks: Attribute = {type: 'mdxJsxAttribute', name: 'withTasks', value: null};

describe('<Playground withTasks />', () => {
  test("takes the page's folders and tasks from docs/taskPlaygrounds.ts", () => {
    const tree = transform('path-rules.mdx', [withTasks]);
    const element = tree.children!.find((node) => node.type === 'mdxJsxFlowElement')!;
    const byName = new Map(element.attributes!.filter((a) => a.name).map((a) => [a.name, a.value]));
    assert.equal(byName.get('example'), './examples/path-rules-comments');
    assert.equal(byName.has('withTasks'), false);
    assert.equal((byName.get('tasks') as {value: string}).value, 'playgroundTasks0');
    assert.match((byName.get('solution') as {value: string}).value, /^playgroundSolution\d+$/);
    const imports = tree.children!.filter((node) => node.type === 'mdxjsEsm').map((node) => String(node.value));
    assert.ok(
      imports.includes(
        `import {tasks as playgroundTasks0} from ${JSON.stringify(path.join(docsDir, 'examples/path-rules-comments-solved/tasks'))};`,
      ),
      `the page does not import the solution's tasks: ${imports.join('\n')}`,
    );
  });

  test('a page that is not in docs/taskPlaygrounds.ts is refused', () => {
    assert.throws(
      () => transform('reference.mdx', [withTasks]),
      /needs a Playground, and the page \(reference\) in docs\/taskPlaygrounds\.ts/,
    );
  });

  test('folders written by hand are refused, with or without withTasks', () => {
    const solution: Attribute = {
      type: 'mdxJsxAttribute',
      name: 'solution',
      value: './examples/path-rules-comments-solved',
    };
    const example: Attribute = {type: 'mdxJsxAttribute', name: 'example', value: './examples/path-rules-comments'};
    assert.throws(() => transform('path-rules.mdx', [example, solution]), /is written as <Playground withTasks \/>/);
    assert.throws(() => transform('path-rules.mdx', [withTasks, example]), /write none of them/);
  });
});

describe("a playground's headings", () => {
  const example: Attribute = {type: 'mdxJsxAttribute', name: 'example', value: './examples/todo-program'};
  /** The `headingLevel` each playground of a page with these nodes before it gets. */
  function levels(before: MdxNode[]): unknown[] {
    const playgroundNode = (): MdxNode => ({
      type: 'mdxJsxFlowElement',
      name: 'Playground',
      attributes: [{...example}],
      children: [],
    });
    const tree: MdxNode = {type: 'root', children: [...before, playgroundNode()]};
    playgroundExamples()(tree as never, {path: path.join(docsDir, 'getting-started/index.mdx'), cwd: docsDir});
    return tree
      .children!.filter((node) => node.name === 'Playground')
      .map((node) => (node.attributes!.find((a) => a.name === 'headingLevel')?.value as {value: string}).value);
  }
  const heading = (depth: number): MdxNode => ({type: 'heading', depth, children: []}) as MdxNode;

  test('go one below the heading above the playground, so the page outline stays in order', () => {
    assert.deepEqual(levels([]), ['2'], 'under the page title (h1): h2');
    assert.deepEqual(levels([heading(2)]), ['3']);
    assert.deepEqual(levels([heading(2), heading(3)]), ['4']);
    assert.deepEqual(levels([heading(3), heading(2)]), ['3'], 'the nearest heading above counts');
    assert.deepEqual(levels([heading(6)]), ['6'], 'no deeper than h6');
  });
});
