import path from 'node:path';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {DocPage} from './pageMarkdown';
import {markdownPath} from './markdownUrl';

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** A docs page of the built site, with where it and its Markdown are. */
export type SitePage = DocPage & {
  /** Its path from the site's root, base path included (`/docs/getting-started`). */
  permalink: string;
  /** Its Markdown's path from the site's root (src/llms/markdownUrl.ts). */
  markdownPath: string;
};

export type Section = {title: string; pages: SitePage[]};

/** The site's address and where it is served: its origin (SITE_URL), base path (BASE_URL) and folder. */
export type Site = {url: string; baseUrl: string; siteDir: string};

/** Docs pages outside any category of the sidebar. */
const topLevelSection = 'Docs';
/** Docs pages the sidebar does not list. */
const unlistedSection = 'Other pages';

/**
 * Every docs page, in sections: first the pages at the sidebar's top level,
 * then each top-level category of the sidebar (its own page first, then its
 * items, nested categories included, in order), then any page no sidebar
 * lists. Read in this order, the sections are the sidebar, top to bottom.
 */
export function docsSections(content: LoadedContent, site: Site): Section[] {
  const [version] = content.loadedVersions;
  if (!version || content.loadedVersions.length > 1)
    throw new Error('The Markdown for assistants is written for one docs version');
  const byId = new Map(version.docs.map((doc) => [doc.id, toSitePage(doc, site)]));
  const listed = new Set<string>();
  const take = (id: string): SitePage[] => {
    const page = byId.get(id);
    if (!page || listed.has(id)) return [];
    listed.add(id);
    return [page];
  };
  const inOrder = (item: SidebarItem): SitePage[] => {
    if (item.type === 'doc' || item.type === 'ref') return take(item.id);
    if (item.type !== 'category') return [];
    return [...(item.link?.type === 'doc' ? take(item.link.id) : []), ...item.items.flatMap(inOrder)];
  };
  const sections: Section[] = [{title: topLevelSection, pages: []}];
  for (const sidebar of Object.values(version.sidebars)) {
    for (const item of sidebar) {
      if (item.type === 'category') sections.push({title: item.label, pages: inOrder(item)});
      else sections[0]!.pages.push(...inOrder(item));
    }
  }
  sections.push({title: unlistedSection, pages: version.docs.flatMap((doc) => take(doc.id))});
  return sections.filter((section) => section.pages.length > 0);
}

function toSitePage(doc: LoadedVersion['docs'][number], site: Site): SitePage {
  return {
    source: path.join(site.siteDir, doc.source.replace(/^@site\//, '')),
    title: doc.title,
    description: doc.frontMatter.description ?? '',
    url: `${site.url}${doc.permalink}`,
    permalink: doc.permalink,
    markdownPath: markdownPath(doc.permalink, site.baseUrl),
  };
}

/**
 * A link of a page made absolute: a `.md`/`.mdx` file (relative to the page,
 * or from the site's root as `/docs/...`) becomes its page's URL; a path from
 * the site's root (`/playground`, `pathname:///playground`) gets the site's
 * URL and base path; a `#fragment` the page's URL; a URL is kept.
 */
export function linkResolver(pages: SitePage[], site: Site): (href: string, page: DocPage) => string {
  const bySource = new Map(pages.map((page) => [page.source, page]));
  const root = `${site.url}${site.baseUrl}`;
  return (href, page) => {
    if (/^[a-z][a-z\d+.-]*:/i.test(href) && !href.startsWith('pathname://')) return href;
    if (href.startsWith('#')) return `${page.url}${href}`;
    const written = href.replace(/^pathname:\/\//, '');
    const [file = '', fragment] = written.split('#', 2);
    const hash = fragment === undefined ? '' : `#${fragment}`;
    if (/\.mdx?$/.test(file)) {
      const target = file.startsWith('/')
        ? path.join(site.siteDir, file)
        : path.resolve(path.dirname(page.source), file);
      const linked = bySource.get(target);
      if (!linked) throw new Error(`${path.relative(site.siteDir, page.source)}: the link ${href} names no docs page`);
      return `${linked.url}${hash}`;
    }
    if (file.startsWith('/')) return `${root}${written.slice(1)}`;
    return new URL(written, page.url).href;
  };
}
