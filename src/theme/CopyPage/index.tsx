import {useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {copiedShownMs, markdownPath, pageMarkdownFor, pageMarkdownId} from '@site/src/llms/markdownUrl';
import styles from './styles.module.css';

/**
 * The page's Markdown. The page the browser loaded holds it in its HTML
 * (src/plugins/llms.ts), so copying it needs no network; a page reached by a
 * link within the site fetches its `.md`.
 */
function readMarkdown(permalink: string, url: string): {now: string} | {later: Promise<string>} {
  const held = document.getElementById(pageMarkdownId);
  if (held instanceof HTMLTemplateElement && held.getAttribute(pageMarkdownFor) === permalink) {
    return {now: held.content.textContent ?? ''};
  }
  return {
    later: fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.text();
    }),
  };
}

/**
 * Puts the text on the clipboard. Text still being fetched goes in a
 * ClipboardItem as a promise: Safari lets only a write begun in the click
 * itself use the clipboard.
 */
function writeToClipboard(markdown: ReturnType<typeof readMarkdown>): Promise<void> {
  if ('now' in markdown) return navigator.clipboard.writeText(markdown.now);
  if (typeof ClipboardItem === 'undefined') return markdown.later.then((text) => navigator.clipboard.writeText(text));
  const blob = markdown.later.then((text) => new Blob([text], {type: 'text/plain'}));
  return navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
}

/**
 * Without JavaScript nothing can copy: the button is hidden, and a link to
 * the page's Markdown takes its place. In a `<noscript>`, so only then.
 */
function withoutScript(url: string): string {
  const href = url.replace(/[&<"]/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<style>[data-copy-page] > button { display: none; }</style><a href="${href}">Page as Markdown</a>`;
}

/** "Copy page": the docs page as Markdown (its prose, its examples' files and recorded runs) on the clipboard, for an assistant. */
export default function CopyPage(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const url = markdownPath(metadata.permalink, siteConfig.baseUrl);
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  // Until the page's scripts have run, a press would do nothing: disabled meanwhile, as the theme's colour mode toggle is.
  const ready = useIsBrowser();
  useEffect(() => {
    if (outcome !== 'copied') return undefined;
    const timer = setTimeout(() => setOutcome(null), copiedShownMs);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = () => {
    setOutcome(null);
    writeToClipboard(readMarkdown(metadata.permalink, url)).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  };
  return (
    <div className={styles.copyPage} data-copy-page="">
      <noscript dangerouslySetInnerHTML={{__html: withoutScript(url)}} />
      <button type="button" className="button button--secondary button--sm" onClick={copy} disabled={!ready}>
        Copy page
      </button>
      <span role="status" className={styles.outcome}>
        {outcome === 'copied' && 'Copied as Markdown'}
        {outcome === 'failed' && (
          <>
            Could not copy: <a href={url}>open the Markdown</a>
          </>
        )}
      </span>
    </div>
  );
}
