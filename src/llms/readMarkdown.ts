import type {Nodes} from 'mdast';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

const parser = unified().use(remarkParse);

/** The nodes of one type in Markdown, in document order: how the tests read back what the site writes. */
export function markdownNodes<Type extends Nodes['type']>(
  markdown: string,
  type: Type,
): Extract<Nodes, {type: Type}>[] {
  const found: Extract<Nodes, {type: Type}>[] = [];
  const walk = (node: Nodes) => {
    if (node.type === type) found.push(node as Extract<Nodes, {type: Type}>);
    if ('children' in node) node.children.forEach(walk);
  };
  walk(parser.parse(markdown));
  return found;
}

/**
 * The fenced blocks titled with a file name (`title="main.ts"`, as
 * exampleMarkdown.ts writes an example's files), in order: the name, and the
 * block's text with its lines ended, as the file is.
 */
export function titledBlocks(markdown: string): {name: string; text: string}[] {
  return markdownNodes(markdown, 'code')
    .filter((code) => code.meta?.startsWith('title='))
    .map((code) => ({name: JSON.parse(code.meta!.slice('title='.length)) as string, text: `${code.value}\n`}));
}
