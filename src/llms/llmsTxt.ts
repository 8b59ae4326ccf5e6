import type {Section, SitePage} from './docsPages';

/** What llms.txt says of the site: its title and summary, its origin (SITE_URL) and home (origin and base path). */
export type SiteSummary = {title: string; summary: string; origin: string; home: string};

/**
 * `/llms.txt`, as the llms.txt convention (llmstxt.org) lays it out: the
 * site's title, a one-paragraph summary, then a section per part of the
 * sidebar, each page a link to its Markdown with the page's description.
 */
export function llmsTxt(site: SiteSummary, sections: Section[], fullTxtUrl: string): string {
  const lines = [`# ${site.title}`, '', `> ${oneLine(site.summary)}`, ''];
  lines.push(
    `Each page below is Markdown: its prose, each example's files in fenced code blocks titled with their names, and under each playground the requests, console and store of the run recorded when the site was built. Links in them go to the site's pages (${site.home}); any docs page's Markdown is its address with \`.md\` added. All pages in one file: ${fullTxtUrl}`,
    '',
  );
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    for (const page of section.pages) {
      lines.push(
        `- [${page.title.replace(/[[\]]/g, '\\$&')}](${markdownUrl(site, page)})${page.description ? `: ${oneLine(page.description)}` : ''}`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** `/llms-full.txt`: every page's Markdown, in the sidebar's order, after the same title and summary. */
export function llmsFullTxt(site: SiteSummary, pagesMarkdown: string[]): string {
  return [`# ${site.title}\n\n> ${oneLine(site.summary)}\n`, ...pagesMarkdown].join('\n');
}

/** A page's Markdown, absolute. */
export function markdownUrl(site: Pick<SiteSummary, 'origin'>, page: Pick<SitePage, 'markdownPath'>): string {
  return `${site.origin}${page.markdownPath}`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
