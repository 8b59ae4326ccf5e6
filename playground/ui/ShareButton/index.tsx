import {useMemo, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {playgroundPageRoute} from '../../guest/route';
import {usePlaygroundState} from '../usePlayground';
import {shareHash} from './shareHash';
import styles from './styles.module.css';

/**
 * In a docs page: a link that opens this playground's current state in the
 * full-page playground. Its address is always that state's, so a middle
 * click or the browser's "Copy link" carries the code as a click does. On the
 * full page: Copy link, which also puts the state in the address bar.
 */
export default function ShareButton({share}: {share: 'open' | 'copy'}): ReactNode {
  const files = usePlaygroundState((state) => state.files);
  const network = usePlaygroundState((state) => state.network);
  const pageUrl = useBaseUrl(playgroundPageRoute);
  const [copied, setCopied] = useState<string | null>(null);
  const hash = useMemo(() => shareHash(files, network), [files, network]);
  if (share === 'open') {
    return (
      <a className="button button--secondary button--sm" href={`${pageUrl}${hash}`} target="_blank" rel="noopener">
        Open in playground <span aria-hidden="true">↗</span>
        <span className={styles.visuallyHidden}> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => {
          const url = new URL(window.location.href);
          url.hash = hash;
          window.history.replaceState(null, '', url);
          setCopied(url.href);
          void navigator.clipboard?.writeText(url.href).catch(() => {});
        }}>
        Copy link
      </button>
      {copied && (
        <label className={styles.copied}>
          Link copied:
          <input readOnly value={copied} onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
    </>
  );
}
