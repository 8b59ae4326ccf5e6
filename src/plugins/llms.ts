import {existsSync} from 'node:fs';
import {readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {exampleRecorder} from '../../playground/node/exampleRecorder.cjs';
import {docsSections, linkResolver, type Section, type SitePage} from '../llms/docsPages';
import {llmsFullTxt, llmsTxt, type SiteSummary} from '../llms/llmsTxt';
import {pageMarkdownFor, pageMarkdownId} from '../llms/markdownUrl';
import {pageMarkdown} from '../llms/pageMarkdown';

export const llmsTxtFile = 'llms.txt';
export const llmsFullTxtFile = 'llms-full.txt';

/**
 * The site for assistants, written once the pages are built: each docs
 * page's Markdown beside it (`/docs/getting-started.md`, src/llms/pageMarkdown.ts),
 * `/llms.txt` listing them, `/llms-full.txt` holding them all. Each page's
 * HTML gets its Markdown too, in a `<template>` that Copy page reads
 * (src/theme/CopyPage), and a `<link rel="alternate">` to its `.md`.
 * The examples' runs are the ones the bundler's example loader recorded for
 * the pages (the same recorder, playground/node/exampleRecorder.cjs).
 * Nothing here is a route: the sitemap and the search index do not see it.
 */
export default function llmsPlugin(context: LoadContext): Plugin {
  const {siteConfig, siteDir, baseUrl} = context;
  const site = {url: siteConfig.url, baseUrl, siteDir};
  const summary: SiteSummary = {
    title: siteConfig.title,
    summary: siteConfig.tagline,
    origin: siteConfig.url,
    home: `${siteConfig.url}${baseUrl}`,
  };
  let sections: Section[] = [];
  let release = (): void => {};
  return {
    name: 'llms',
    allContentLoaded({allContent}) {
      sections = docsSections(allContent['docusaurus-plugin-content-docs']!.default as LoadedContent, site);
      // The recordings are read after the pages are built: the recorder waits for this step before it stops.
      // (Content loads again on every edit under `npm start`: one hold at a time.)
      release();
      release = exampleRecorder().keep();
    },
    async postBuild({outDir}) {
      try {
        const pages = sections.flatMap((section) => section.pages);
        const resolveLink = linkResolver(pages, site);
        const recorder = exampleRecorder();
        const markdown = await Promise.all(
          pages.map(async (page) =>
            pageMarkdown(page, await readFile(page.source, 'utf8'), {
              read: (request) => recorder.read(request),
              resolveLink,
            }),
          ),
        );
        const inBuild = (sitePath: string) => path.join(outDir, sitePath.slice(baseUrl.length));
        await Promise.all(
          pages.map(async (page, index) => {
            await writeFile(inBuild(page.markdownPath), markdown[index]!);
            await addToHtml(htmlFile(outDir, page, baseUrl), page, markdown[index]!);
          }),
        );
        const fullTxtUrl = `${summary.home}${llmsFullTxtFile}`;
        await writeFile(path.join(outDir, llmsTxtFile), llmsTxt(summary, sections, fullTxtUrl));
        await writeFile(path.join(outDir, llmsFullTxtFile), llmsFullTxt(summary, markdown));
      } finally {
        release();
      }
    },
  };
}

/** The built HTML of a page: `<path>.html` (trailingSlash: false) or `<path>/index.html`. */
function htmlFile(outDir: string, page: SitePage, baseUrl: string): string {
  const route = page.permalink.slice(baseUrl.length).replace(/\/$/, '');
  const candidates = route === '' ? ['index.html'] : [`${route}.html`, `${route}/index.html`];
  const found = candidates.map((candidate) => path.join(outDir, candidate)).find((file) => existsSync(file));
  if (!found) throw new Error(`No built HTML for ${page.permalink} (looked for ${candidates.join(', ')})`);
  return found;
}

/**
 * The page's Markdown in its HTML, outside the React root, so that Copy page
 * works offline once the page has loaded, and costs the page's JavaScript
 * nothing: a `<template>` (inert, never shown, not read by the search
 * index, which reads `<article>`), and a `<link rel="alternate">` to the
 * `.md` for whoever reads the HTML. Written to a file beside it and renamed
 * over it: the search plugin reads the pages while this runs.
 */
async function addToHtml(file: string, page: SitePage, markdown: string): Promise<void> {
  const html = await readFile(file, 'utf8');
  const head = html.indexOf('</head>');
  const body = html.lastIndexOf('</body>');
  if (head === -1 || body === -1) throw new Error(`${file}: no </head> or </body> to put the page's Markdown before`);
  const alternate = `<link rel="alternate" type="text/markdown" href="${escapeAttribute(page.markdownPath)}">`;
  const template = `<template id="${pageMarkdownId}" ${pageMarkdownFor}="${escapeAttribute(page.permalink)}">${escapeText(markdown)}</template>`;
  const written = html.slice(0, head) + alternate + html.slice(head, body) + template + html.slice(body);
  const next = path.join(path.dirname(file), `.${path.basename(file)}.llms`);
  await writeFile(next, written);
  await rename(next, file);
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replaceAll('"', '&quot;');
}
