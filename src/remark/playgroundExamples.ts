import path from 'node:path';
import {readExample} from '../../playground/node/examples';
import {taskPlaygrounds, tasksModule, type TaskPlayground} from '../../docs/taskPlaygrounds';

type MdxNode = {
  type: string;
  name?: string;
  value?: unknown;
  attributes?: Attribute[];
  children?: MdxNode[];
  data?: unknown;
  /** A heading's level. */
  depth?: number;
};
type Attribute = {type: string; name?: string; value: unknown; data?: unknown};
type VFile = {path: string; cwd: string};

export const docsDir = path.resolve(__dirname, '../../docs');

/** The playground with tasks docs/taskPlaygrounds.ts names for the page in `file` (an MDX file of docs/), if any. */
export function taskPlaygroundOf(file: string): TaskPlayground | undefined {
  return taskPlaygrounds[pageOf(file)];
}

/** The page's path under docs/, without `.mdx`: its key in docs/taskPlaygrounds.ts. */
function pageOf(file: string): string {
  return path
    .relative(docsDir, file)
    .replace(/\.mdx?$/, '')
    .split(path.sep)
    .join('/');
}

/** MDX elements whose `example` folder is read at build time. */
const exampleElements = new Set(['Playground', 'ExampleCode']);

/**
 * What the page imports for an example: this file (`{}`), with the folder in
 * the query, which the bundler's example loader (playground/node/exampleLoader.cjs)
 * answers with the folder's module. One module per folder; no folder needs a
 * file for it.
 */
export const exampleFolderModule = path.resolve(__dirname, '../../playground/node/example-folder.json');
export const exampleQuery = 'playground-example';

/**
 * `<Playground example="./examples/todo-list" />` (or `<ExampleCode ...>`,
 * which only shows the code) in MDX: the page imports that folder through the
 * example loader, which reads its files (and, for a playground, runs it once
 * and records the run, and compiles its code for the first run), and the
 * element gets them as props: `files`, `initialNetwork`, `recorded`,
 * `compiled`. The page imports the component as well. A page shows and runs
 * the very bytes the tests type-check and execute, and an edit of the folder
 * rebuilds the page.
 */
export default function playgroundExamples() {
  return (tree: MdxNode, file: VFile) => {
    const imports: MdxNode[] = [];
    const used = new Set<string>();
    // The page's title is its h1; a playground's own headings go one below the last heading above it.
    let headingAbove = 1;
    const visit = (node: MdxNode) => {
      if (node.type === 'heading' && node.depth) headingAbove = node.depth;
      if (node.type === 'mdxJsxFlowElement' && exampleElements.has(node.name ?? '')) {
        imports.push(...addTasks(node, file, imports.length));
        imports.push(...addExample(node, file, imports.length));
        if (node.name === 'Playground')
          node.attributes!.push(numberAttribute('headingLevel', Math.min(6, headingAbove + 1)));
        used.add(node.name!);
      }
      node.children?.forEach(visit);
    };
    visit(tree);
    // The components too: only pages that show an example load their code (a
    // playground's shell renders its panels, which plain pages do without).
    for (const name of used) imports.push(importDefault(name, `@site/playground/ui/${name}`));
    tree.children?.unshift(...imports);
  };
}

/**
 * `<Playground withTasks />`: the page's playground with tasks, whose folders
 * docs/taskPlaygrounds.ts names for this page. Becomes
 * `example="<start>" solution="<solution>" tasks={<solution>/tasks' export}`,
 * so the folders are written once. A hand-written `solution` or `tasks` is
 * refused: it would be a second place to keep in step.
 */
function addTasks(node: MdxNode, file: VFile, n: number): MdxNode[] {
  const attributes = node.attributes ?? [];
  const written = attributes.find((a) => a.name === 'solution' || a.name === 'tasks');
  const withTasks = attributes.findIndex((a) => a.name === 'withTasks');
  if (withTasks === -1) {
    if (written)
      throw new Error(
        `${file.path}: <${node.name} ${written.name}=...> is written as <${node.name} withTasks />, with the folders in docs/taskPlaygrounds.ts.`,
      );
    return [];
  }
  const playground = taskPlaygroundOf(file.path);
  if (node.name !== 'Playground' || !playground) {
    throw new Error(
      `${file.path}: <${node.name} withTasks /> needs a Playground, and the page (${pageOf(file.path)}) in docs/taskPlaygrounds.ts.`,
    );
  }
  if (written || attributes.some((a) => a.name === 'example')) {
    throw new Error(
      `${file.path}: <Playground withTasks /> takes its example, solution and tasks from docs/taskPlaygrounds.ts; write none of them.`,
    );
  }
  const folder = (dir: string) =>
    path.relative(path.dirname(file.path), path.join(docsDir, dir)).split(path.sep).join('/');
  const local = `playgroundTasks${n}`;
  attributes.splice(
    withTasks,
    1,
    {type: 'mdxJsxAttribute', name: 'example', value: `./${folder(playground.start)}`},
    {type: 'mdxJsxAttribute', name: 'solution', value: `./${folder(playground.solution)}`},
    expressionAttribute('tasks', local),
  );
  return [importNamed(local, 'tasks', path.join(docsDir, tasksModule(playground)))];
}

/** Points the element at its folder's module (and its solution's, for a playground with tasks); returns the imports. */
function addExample(node: MdxNode, file: VFile, n: number): MdxNode[] {
  const example = node.attributes?.find((a) => a.name === 'example');
  if (!example || typeof example.value !== 'string') {
    throw new Error(`${file.path}: <${node.name}> needs example="./examples/<folder>" as a plain string.`);
  }
  const dir = path.resolve(path.dirname(file.path), example.value);
  // Read here too, so that a missing folder or file names the page it is on.
  const files = readExample(dir);
  const only = node.attributes?.find((a) => a.name === 'file');
  if (only && (typeof only.value !== 'string' || !(only.value in files))) {
    throw new Error(
      `${file.path}: <${node.name} file=...> names no file of ${example.value} (it has ${Object.keys(files).join(', ')}).`,
    );
  }
  const local = `playgroundExample${n}`;
  const query = new URLSearchParams({[exampleQuery]: dir});
  if (node.name === 'Playground') query.set('record', '');
  node.attributes!.push(spreadAttribute(local), {
    type: 'mdxJsxAttribute',
    name: 'exampleId',
    value: path.relative(docsDir, dir).split(path.sep).join('/'),
  });
  const imports = [importDefault(local, `${exampleFolderModule}?${query}`)];
  const solution = node.attributes?.find((a) => a.name === 'solution');
  if (node.name === 'Playground' && solution) imports.push(addSolution(node, solution, file, n));
  return imports;
}

/**
 * `solution="./examples/<folder>"` on a playground with tasks: the step's
 * solution, and the solutions of tasks that have their own folder
 * (`<folder>/tasks/<task name>/`), become the `solution` prop.
 */
function addSolution(node: MdxNode, attribute: Attribute, file: VFile, n: number): MdxNode {
  if (typeof attribute.value !== 'string') {
    throw new Error(`${file.path}: <${node.name} solution=...> needs the solution's folder as a plain string.`);
  }
  const dir = path.resolve(path.dirname(file.path), attribute.value);
  readExample(dir);
  const local = `playgroundSolution${n}`;
  attribute.value = expressionAttribute('solution', local).value;
  const query = new URLSearchParams({[exampleQuery]: dir, solutions: ''});
  return importDefault(local, `${exampleFolderModule}?${query}`);
}

/** `name={local}` on an element. */
function expressionAttribute(name: string, local: string): Attribute {
  return attributeOfExpression(name, local, {type: 'Identifier', name: local});
}

/** `name={value}` on an element, a number. */
function numberAttribute(name: string, value: number): Attribute {
  return attributeOfExpression(name, String(value), {type: 'Literal', value, raw: String(value)});
}

/** `name={source}` on an element, with the expression's estree as MDX keeps it beside its text. */
function attributeOfExpression(name: string, source: string, expression: object): Attribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: source,
      data: {estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression}]}},
    },
  };
}

/** `{...name}` on an element. */
function spreadAttribute(name: string): Attribute {
  return {
    type: 'mdxJsxExpressionAttribute',
    value: `...${name}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExpressionStatement',
            expression: {
              type: 'ObjectExpression',
              properties: [{type: 'SpreadElement', argument: {type: 'Identifier', name}}],
            },
          },
        ],
      },
    },
  };
}

/** `import {name as local} from 'source'` at the top of the page. */
function importNamed(local: string, name: string, source: string): MdxNode {
  return esmImport(
    `{${name} as ${local}}`,
    {type: 'ImportSpecifier', imported: {type: 'Identifier', name}, local: {type: 'Identifier', name: local}},
    source,
  );
}

/** `import name from 'source'` at the top of the page. */
function importDefault(name: string, source: string): MdxNode {
  return esmImport(name, {type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}, source);
}

/** `import <clause> from 'source'`: the page's text and the estree MDX compiles, with its one specifier. */
function esmImport(clause: string, specifier: object, source: string): MdxNode {
  return {
    type: 'mdxjsEsm',
    value: `import ${clause} from ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [specifier],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          },
        ],
      },
    },
  };
}
