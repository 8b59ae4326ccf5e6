import {useMemo, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {componentEntry} from '../../core/files';
import {guestAddress, networkRoute, runnerRoute} from '../../runner/route';
import {pageTheme} from '../pageTheme';
import {usePlayground, usePlaygroundState} from '../usePlayground';
import styles from './styles.module.css';

/**
 * The playground's two frames: the guest, which runs the code and shows a
 * component's preview (hidden for plain code), and the relay, which carries
 * the guest's requests to msw's service worker (hidden, at the end of the page).
 */
export default function Preview(): ReactNode {
  const {exampleId, idPrefix, frames} = usePlayground();
  const isComponent = usePlaygroundState((state) => componentEntry in state.files);
  const mayLoad = usePlaygroundState((state) => state.framesMayLoad);
  const guestKey = usePlaygroundState((state) => state.guestKey);
  const guestAttached = usePlaygroundState((state) => state.guestAttached);
  const previewHeight = usePlaygroundState((state) => state.previewHeight);
  const runnerUrl = useBaseUrl(runnerRoute);
  const relayUrl = useBaseUrl(networkRoute);
  // The colours as the guest loads, for its first paint; later changes reach it by message, not a reload.
  const guestUrl = useMemo(
    () => guestAddress(runnerUrl, {playground: idPrefix, theme: pageTheme()}),
    [runnerUrl, idPrefix, guestKey],
  );
  return (
    <section aria-label={`Preview of ${exampleId}`} className={isComponent ? styles.preview : styles.hiddenPreview} hidden={!isComponent}>
      {/* No allow-same-origin: the frame's origin is opaque, so it cannot reach this page, its storage or the tab. */}
      {guestAttached && (
        <iframe
          key={guestKey}
          ref={frames.guest}
          sandbox="allow-scripts allow-forms"
          src={mayLoad ? guestUrl : undefined}
          title={`Preview of ${exampleId}`}
          style={{height: isComponent ? Math.max(48, previewHeight) : 0}}
        />
      )}
      {createPortal(
        <iframe
          ref={frames.relay}
          src={mayLoad ? relayUrl : undefined}
          title={`Network of ${exampleId}`}
          hidden
          tabIndex={-1}
          aria-hidden
        />,
        document.body,
      )}
    </section>
  );
}
