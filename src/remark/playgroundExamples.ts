import path from 'node:path';
import {valueToEstree} from 'estree-util-value-to-estree';
import {readExample, readNetworkControls} from '../../playground/node/examples';

type Node = {type: string; name?: string; attributes?: Attribute[]; children?: Node[]};
type Attribute = {type: string; name: string; value: unknown};
type File = {path: string; cwd: string};

const docsDir = path.resolve(__dirname, '../../docs');

/** MDX elements whose `example` folder is read at build time. */
const exampleElements = new Set(['Playground', 'ExampleCode']);

/**
 * `<Playground example="./examples/todo-list" />` (or `<ExampleCode ...>`,
 * which only shows the code) in MDX: reads that folder's files at build time
 * and passes them as the `files` prop, so a page shows and runs the very
 * bytes the tests type-check and execute.
 */
export default function playgroundExamples() {
  return (tree: Node, file: File) => {
    const visit = (node: Node) => {
      if (node.type === 'mdxJsxFlowElement' && exampleElements.has(node.name ?? '')) addFiles(node, file);
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

function addFiles(node: Node, file: File) {
  const example = node.attributes?.find((a) => a.name === 'example');
  if (!example || typeof example.value !== 'string') {
    throw new Error(`${file.path}: <${node.name}> needs example="./examples/<folder>" as a plain string.`);
  }
  const dir = path.resolve(path.dirname(file.path), example.value);
  const files = readExample(dir);
  const only = node.attributes?.find((a) => a.name === 'file');
  if (only && (typeof only.value !== 'string' || !(only.value in files))) {
    throw new Error(`${file.path}: <${node.name} file=...> names no file of ${example.value} (it has ${Object.keys(files).join(', ')}).`);
  }
  const expression = (name: string, value: unknown) => ({
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression: valueToEstree(value)}],
        },
      },
    },
  });
  const controls = readNetworkControls(dir);
  if (controls && node.name === 'Playground') node.attributes!.push(expression('initialControls', controls));
  node.attributes!.push(
    expression('files', files),
    {type: 'mdxJsxAttribute', name: 'exampleId', value: path.relative(docsDir, dir).split(path.sep).join('/')},
  );
}
