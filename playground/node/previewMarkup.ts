import {createElement, Fragment, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import type {ReactTestRendererJSON} from 'react-test-renderer';
import type {RecordedPreview} from '../core/recorded';
import {previewLoadingClass} from '../guest/previewStyles';

/** What react-test-renderer's `toJSON()` gives: the host elements and text on show. */
export type RenderedTree = ReactTestRendererJSON | ReactTestRendererJSON[] | null;

/** Elements that hold code, another document or the page's head: the page would run or load them, not show them. */
const refusedTags = new Set([
  'script',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'template',
  'slot',
  'portal',
]);
/** Attributes whose address the browser loads by itself (a link's `href` waits for a click, which the page does not let through). */
const loadingAttributes = new Set([
  'src',
  'srcSet',
  'poster',
  'data',
  'action',
  'formAction',
  'background',
  'href',
  'xlinkHref',
  'ping',
  'imageSrcSet',
]);

function isLink(node: ReactTestRendererJSON): boolean {
  return node.type === 'a' || node.type === 'area';
}

/** Why the page could not show this tree as it is (it would run code or reach another host), or null. */
function refusal(node: ReactTestRendererJSON | string): string | null {
  if (typeof node === 'string') return null;
  if (refusedTags.has(node.type)) return `it renders a <${node.type}>`;
  for (const [name, value] of Object.entries(node.props)) {
    if (name === 'dangerouslySetInnerHTML') return 'it sets HTML of its own (dangerouslySetInnerHTML)';
    if (name === 'style' && /url\(/i.test(JSON.stringify(value))) return 'an inline style of it loads an address';
    if (typeof value !== 'string' || !loadingAttributes.has(name)) continue;
    if (/^\s*javascript:/i.test(value)) return `its <${node.type}> has a javascript: address`;
    if (!(name === 'href' && isLink(node)) && !/^\s*data:/i.test(value)) return `its <${node.type}> loads ${value}`;
  }
  for (const child of node.children ?? []) {
    const found = refusal(child);
    if (found) return found;
  }
  return null;
}

function showsLoading(node: ReactTestRendererJSON | string): boolean {
  if (typeof node === 'string') return false;
  return node.props.className === previewLoadingClass || (node.children ?? []).some(showsLoading);
}

/** The tree as React elements again: React's own server renderer writes them (escaping, styles, attribute names; event handlers dropped). */
function toElement(node: ReactTestRendererJSON | string): ReactNode {
  if (typeof node === 'string') return node;
  return createElement(node.type, node.props, ...(node.children ?? []).map(toElement));
}

/**
 * A component's preview as react-test-renderer holds it, as the HTML the
 * page shows before the live preview has rendered: or why it cannot be
 * shown faithfully so. The markup holds no script, no event handler and no
 * address the browser would load from elsewhere, so the page can put it in
 * its own document.
 */
export function previewMarkup(tree: RenderedTree): RecordedPreview {
  const nodes = tree === null ? [] : Array.isArray(tree) ? tree : [tree];
  if (nodes.some(showsLoading))
    return {notRecorded: 'it was still loading when the run ended: its Suspense fallback showed'};
  for (const node of nodes) {
    const refused = refusal(node);
    if (refused) return {notRecorded: refused};
  }
  return {markup: renderToStaticMarkup(createElement(Fragment, null, ...nodes.map(toElement)))};
}
