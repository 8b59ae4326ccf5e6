/**
 * Where a docs page's Markdown is served: beside the page, its path with
 * `.md` (`/docs/getting-started` → `/docs/getting-started.md`), or
 * `<base>index.md` for a page at the site's base path. The build writes it
 * there (src/plugins/llms.ts) and Copy page fetches it from there.
 */
export function markdownPath(permalink: string, baseUrl: string): string {
  if (permalink === baseUrl || `${permalink}/` === baseUrl) return `${baseUrl}index.md`;
  return `${permalink.replace(/\/$/, '')}.md`;
}

/**
 * The element of a built docs page that holds the page's Markdown (a
 * `<template>`, outside the React root: the page's HTML carries it, its
 * JavaScript does not), and the attribute naming the page it is for: after a
 * client-side navigation it is still the first page's.
 */
export const pageMarkdownId = 'page-markdown';
export const pageMarkdownFor = 'data-permalink';

/** How long Copy page's confirmation ("Copied as Markdown") stays. */
export const copiedShownMs = 3000;
