import path from 'node:path';
import {escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {BlockContent, Heading, List, Nodes, Parents, PhrasingContent, Root, RootContent} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {markdownComponents} from '../../docs/markdownComponents';
import type {ExampleModule, ExampleRequest} from '../../playground/node/recordWorker';
import {docsDir, taskPlaygroundOf} from '../remark/playgroundExamples';
import {fileBlocks, networkBlocks, paragraph, runSummary} from './exampleMarkdown';

/** A docs page, as the Markdown needs it. */
export type DocPage = {
  /** The page's MDX file, an absolute path. */
  source: string;
  title: string;
  description: string;
  /** Where the page is, absolute: the site's URL, base path and the page's path. */
  url: string;
};

/** What the Markdown of a page reads besides its MDX. */
export type MarkdownSources = {
  /** An example folder's module, as the bundler's example loader gets it (playground/node/exampleRecorder.cjs). */
  read(request: Omit<ExampleRequest, 'id'>): Promise<ExampleModule>;
  /** A link as the page writes it, made absolute: a `.mdx` file becomes its page's URL. */
  resolveLink(href: string, page: DocPage): string;
};

/** The page's MDX as Docusaurus reads it: MDX, GFM, directives, front matter. */
const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
/** Plain Markdown (CommonMark and GFM): every MDX node is gone before this writes, or it throws. */
const markdownWriter = unified()
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', emphasis: '_', fences: true, listItemIndent: 'one', rule: '-'});
/** Task statements and component texts: Markdown, inline. */
const markdownParser = unified().use(remarkParse);

/** Docusaurus' admonitions (`:::note`), which become quotes headed by their kind. */
const admonitions = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution']);

/**
 * A docs page as Markdown, for assistants and the page's Copy page button:
 * its title, description and prose; each example replaced by its files in
 * fenced code blocks titled with their names; under each playground, the
 * requests, console and store of the run the build recorded; a playground
 * with tasks with its tasks' statements; links absolute. The solution a page
 * folds away under its tasks is left out, as the tasks' own solutions are.
 */
export async function pageMarkdown(page: DocPage, mdx: string, sources: MarkdownSources): Promise<string> {
  const parsed = escapeMarkdownHeadingIds(mdx);
  const context: Context = {page, sources, taskPlayground: taskPlaygroundOf(page.source), mdx: parsed};
  const content = await convertChildren(mdxParser.parse(parsed), context);
  // A page that starts with its own # heading has it for its title, as Docusaurus shows it.
  const [first] = content;
  const ownTitle = first?.type === 'heading' && first.depth === 1;
  const title: RootContent = ownTitle
    ? first
    : {type: 'heading', depth: 1, children: [{type: 'text', value: page.title}]};
  const head: RootContent[] = [title];
  if (page.description)
    head.push({type: 'blockquote', children: [paragraph([{type: 'text', value: page.description}])]});
  head.push(
    paragraph([
      {type: 'text', value: 'From '},
      {type: 'link', url: page.url, children: [{type: 'text', value: page.url}]},
      {type: 'text', value: '.'},
    ]),
  );
  const root: Root = {type: 'root', children: [...head, ...(ownTitle ? content.slice(1) : content)]};
  try {
    return markdownWriter.stringify(root);
  } catch (error) {
    throw new Error(
      `${path.relative(process.cwd(), page.source)}: its Markdown could not be written: ${(error as Error).message}`,
      {cause: error},
    );
  }
}

type Context = {
  page: DocPage;
  sources: MarkdownSources;
  /** The page's playground with tasks, if it has one: its start and solution folders, relative to docs/. */
  taskPlayground: {start: string; solution: string} | undefined;
  /** The MDX as parsed, for a directive that was never meant as one (`/todos/:id` in prose). */
  mdx: string;
};

function fail(context: Context, node: Nodes, problem: string): never {
  const line = node.position ? `:${node.position.start.line}` : '';
  throw new Error(`${path.relative(process.cwd(), context.page.source)}${line}: ${problem}`);
}

async function convertChildren(parent: Parents, context: Context): Promise<RootContent[]> {
  const converted: RootContent[] = [];
  for (const child of parent.children) converted.push(...(await convert(child, context)));
  return converted;
}

/** One node of the page's tree, as the Markdown's nodes (none, one, or several). */
async function convert(node: RootContent, context: Context): Promise<RootContent[]> {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      // A comment ({/* … */}) says nothing to a reader; any other expression has no Markdown.
      if (/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value)) return [];
      return fail(context, node, `the expression {${node.value}} has no Markdown`);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return element(node, context);
    case 'textDirective':
    case 'leafDirective':
      // Not a directive the site has: the text as written (`/todos/:id` reads as a text directive).
      if (!node.position) return fail(context, node, `:${node.name} has no position`);
      return [{type: 'text', value: context.mdx.slice(node.position.start.offset, node.position.end.offset)}];
    case 'containerDirective':
      if (!admonitions.has(node.name)) return fail(context, node, `:::${node.name} has no Markdown`);
      return [await admonition(node, context)];
    case 'heading':
      return [
        {
          ...withoutHeadingId(node),
          children: (await convertChildren(withoutHeadingId(node), context)) as PhrasingContent[],
        },
      ];
    case 'link':
      return [
        {
          ...node,
          url: context.sources.resolveLink(node.url, context.page),
          children: (await convertChildren(node, context)) as PhrasingContent[],
        },
      ];
    case 'image':
    case 'definition':
      return [{...node, url: context.sources.resolveLink(node.url, context.page)}];
    default:
      if ('children' in node) return [{...node, children: await convertChildren(node, context)} as RootContent];
      return [node];
  }
}

/** `## The request {#request}`: the id is the page's anchor, not the heading's text. */
function withoutHeadingId(heading: Heading): Heading {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return heading;
  const {text, id} = parseMarkdownHeadingId(last.value);
  return id === undefined
    ? heading
    : {...heading, children: [...heading.children.slice(0, -1), {...last, value: text}]};
}

async function admonition(
  node: Extract<RootContent, {type: 'containerDirective'}>,
  context: Context,
): Promise<RootContent> {
  const [first, ...rest] = node.children;
  const labelled =
    first?.type === 'paragraph' && (first.data as {directiveLabel?: boolean} | undefined)?.directiveLabel;
  const title: PhrasingContent[] = labelled
    ? ((await convertChildren(first, context)) as PhrasingContent[])
    : [{type: 'text', value: node.name[0]!.toUpperCase() + node.name.slice(1)}];
  const body = await convertChildren({type: 'root', children: labelled ? rest : node.children}, context);
  return {type: 'blockquote', children: [paragraph([{type: 'strong', children: title}]), ...(body as BlockContent[])]};
}

type JsxElement = Extract<RootContent, {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'}>;
type MdxJsxAttribute = Extract<JsxElement['attributes'][number], {type: 'mdxJsxAttribute'}>;
type MdxJsxExpressionAttribute = Extract<JsxElement['attributes'][number], {type: 'mdxJsxExpressionAttribute'}>;

function attribute(node: JsxElement, name: string): MdxJsxAttribute['value'] | true | undefined {
  const found = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return found ? (found.value ?? true) : undefined;
}

function hasSpread(node: JsxElement): MdxJsxExpressionAttribute | undefined {
  return node.attributes.find((a): a is MdxJsxExpressionAttribute => a.type === 'mdxJsxExpressionAttribute');
}

async function element(node: JsxElement, context: Context): Promise<RootContent[]> {
  const name = node.name ?? '';
  if (name === 'Playground' || name === 'ExampleCode') return example(node, context);
  if (name === 'details') return details(node, context);
  if (name === 'summary') {
    const summary: PhrasingContent = {
      type: 'strong',
      children: (await convertChildren(node, context)) as PhrasingContent[],
    };
    return [node.type === 'mdxJsxTextElement' ? summary : paragraph([summary])];
  }
  const text = markdownComponents[name];
  if (text === undefined) {
    return fail(
      context,
      node,
      `<${name}> has no Markdown: add what it says to docs/markdownComponents.ts (an empty string leaves it out)`,
    );
  }
  return text === '' ? [] : markdownParser.parse(text).children;
}

/** An example folder of docs/, from the page's `example="./examples/<folder>"` (as src/remark/playgroundExamples.ts reads it). */
function exampleDir(node: JsxElement, context: Context): string {
  const value = attribute(node, 'example');
  if (typeof value !== 'string' || hasSpread(node))
    return fail(context, node, `<${node.name}> needs example="./examples/<folder>" as a plain string`);
  return path.resolve(path.dirname(context.page.source), value);
}

function folderName(dir: string): string {
  return path.relative(docsDir, dir).split(path.sep).join('/');
}

/** `<Playground>` and `<ExampleCode>`: the files the page shows, and for a playground its recorded run (and tasks). */
async function example(node: JsxElement, context: Context): Promise<RootContent[]> {
  const withTasks = attribute(node, 'withTasks') !== undefined;
  if (withTasks && !context.taskPlayground)
    return fail(context, node, '<Playground withTasks /> on a page docs/taskPlaygrounds.ts does not name');
  const dir = withTasks ? path.join(docsDir, context.taskPlayground!.start) : exampleDir(node, context);
  if (node.name === 'ExampleCode') {
    const {files} = await context.sources.read({dir, want: 'files'});
    const only = attribute(node, 'file');
    if (typeof only === 'string') {
      if (!(only in files))
        return fail(context, node, `<ExampleCode file="${only}"> names no file of ${folderName(dir)}`);
      return fileBlocks({[only]: files[only]!});
    }
    return fileBlocks(files);
  }
  const {files, recorded} = await context.sources.read({dir, want: 'recorded'});
  const shown: RootContent[] = [];
  if (withTasks) shown.push(...(await taskList(context)));
  shown.push(
    paragraph([
      {type: 'strong', children: [{type: 'text', value: 'Playground'}]},
      {type: 'text', value: ' '},
      {type: 'inlineCode', value: folderName(dir)},
      {type: 'text', value: ', its files as the page opens it:'},
    ]),
  );
  shown.push(...fileBlocks(files), ...networkBlocks(dir), ...runSummary(recorded));
  return shown;
}

/** The statements of the page's tasks, as the playground shows them above its code (their solutions stay out). */
async function taskList(context: Context): Promise<RootContent[]> {
  const {tasks = []} = await context.sources.read({
    dir: path.join(docsDir, context.taskPlayground!.solution),
    want: 'tasks',
  });
  const list: List = {
    type: 'list',
    ordered: true,
    spread: false,
    children: tasks.map((task) => ({
      type: 'listItem',
      spread: false,
      children: [
        paragraph([
          {type: 'strong', children: [{type: 'text', value: task.title}]},
          {type: 'text', value: ': '},
          ...inlineMarkdown(task.statement),
        ]),
      ],
    })),
  };
  const intro = paragraph([
    {type: 'strong', children: [{type: 'text', value: 'Tasks'}]},
    {
      type: 'text',
      value:
        ' of the playground below. Each is checked against what a run does (its requests and store), not against the code. Its ',
    },
    {type: 'strong', children: [{type: 'text', value: 'Show solution'}]},
    {type: 'text', value: ' is left out of this Markdown.'},
  ]);
  return [intro, list];
}

function inlineMarkdown(text: string): PhrasingContent[] {
  const [first] = markdownParser.parse(text).children;
  return first?.type === 'paragraph' ? first.children : [{type: 'text', value: text}];
}

/** The folders a page with tasks shows only as the answer: its solution, and the tasks' own solutions in `<solution>/tasks/`. */
function isSolution(dir: string, context: Context): boolean {
  if (!context.taskPlayground) return false;
  const solution = path.join(docsDir, context.taskPlayground.solution);
  return dir === solution || path.dirname(dir) === path.join(solution, 'tasks');
}

/** Examples inside an element, by folder. */
function examplesIn(node: Nodes, context: Context): string[] {
  if (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    (node.name === 'Playground' || node.name === 'ExampleCode')
  ) {
    return attribute(node, 'example') === undefined ? [] : [exampleDir(node, context)];
  }
  return 'children' in node ? node.children.flatMap((child) => examplesIn(child, context)) : [];
}

/**
 * `<details><summary>…</summary>…</details>`: the summary in bold, then what
 * it folds. A fold that holds the page's solution is left out, with a line
 * that says so: the tasks are there to be done.
 */
async function details(node: JsxElement, context: Context): Promise<RootContent[]> {
  if (examplesIn(node, context).some((dir) => isSolution(dir, context))) {
    return [
      paragraph([
        {
          type: 'emphasis',
          children: [
            {
              type: 'text',
              value: 'The solution is folded away on the page, for after the tasks, and is not in this Markdown.',
            },
          ],
        },
      ]),
    ];
  }
  return convertChildren(node, context);
}
