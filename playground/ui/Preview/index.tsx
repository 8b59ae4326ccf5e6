import {useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {componentEntry} from '../../core/files';
import type {RecordedPreview as Recorded} from '../../core/recorded';
import {guestAddress, guestSandbox, networkRoute, runnerRoute} from '../../runner/route';
import {pageTheme} from '../pageTheme';
import {usePlayground, usePlaygroundState} from '../usePlayground';
import {framesCanMove, moveFrame} from './earlyFrames';
import RecordedPreview from './RecordedPreview';
import styles from './styles.module.css';

/** The guest's height: a component's preview as tall as it says (48 px at least), a program's none. */
function guestHeight(isComponent: boolean, previewHeight: number): number {
  return isComponent ? Math.max(48, previewHeight) : 0;
}

/** How long the recorded preview, in view, waits once the live run has ended for the live preview to be as tall, before it gives way. */
const fitWaitMs = 500;

/**
 * The recorded preview (or the line saying there is none) stays until the
 * first live run has ended, as the recorded panels do, and the live guest is
 * as tall, so the swap moves nothing. A live preview of another height takes
 * over `fitWaitMs` later, and only in view: a guest out of view may not
 * report its height (browsers pause rendering in frames out of view) until
 * the reader scrolls to it. Null once it has given way.
 */
function useRecordedUntilLive(isComponent: boolean, liveHeight: number) {
  const recorded = usePlaygroundState((state) => state.run.recorded);
  const [kept, setKept] = useState<{preview: Recorded | undefined} | null>(() => (isComponent && recorded ? {preview: recorded.preview} : null));
  const [inView, setInView] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  const liveOver = recorded === null;
  const keeping = kept !== null;
  useEffect(() => {
    if (!keeping || !place.current) return;
    const observer = new IntersectionObserver(([entry]) => setInView(!!entry?.isIntersecting));
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [keeping]);
  useEffect(() => {
    if (!liveOver || !kept) return;
    // The guest reports whole pixels (rounded up); the recorded preview may be a fraction taller or shorter.
    if (Math.abs((place.current?.getBoundingClientRect().height ?? 0) - liveHeight) < 1) return setKept(null);
    if (!inView) return;
    const timer = setTimeout(() => setKept(null), fitWaitMs);
    return () => clearTimeout(timer);
  }, [liveOver, kept, liveHeight, inView]);
  return {kept, place};
}

/**
 * The guest the page started before it hydrated (earlyFrames.ts), until it is
 * replaced: moved into the preview, keeping its document, as if rendered
 * there. Where frames cannot move, a program's stays hidden where it is (a
 * component's was not kept).
 */
function EarlyGuest({frame, height}: {frame: HTMLIFrameElement; height: number}) {
  const place = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!framesCanMove() || !place.current || frame.parentElement === place.current) return;
    moveFrame(place.current, frame);
    frame.hidden = false;
    frame.removeAttribute('aria-hidden');
    frame.removeAttribute('tabindex');
  }, [frame]);
  useLayoutEffect(() => {
    frame.style.height = `${height}px`;
  }, [frame, height]);
  // Replaced (a fresh guest after a stop) or gone with the playground: the early frame goes too.
  useEffect(() => () => frame.remove(), [frame]);
  return <div ref={place} />;
}

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
  // The early guest serves until the first replacement (a new key), or a page-wide restart detaches it.
  const earlyGuest = guestKey === 0 && frames.early?.guest;
  const height = guestHeight(isComponent, previewHeight);
  const {kept, place} = useRecordedUntilLive(isComponent, height);
  // While the recorded preview shows, the guest runs behind it, unseen and out of reach.
  const behind = kept ? {className: styles.guestBehind, 'aria-hidden': true, inert: ''} : {};
  return (
    <section aria-label={`Preview of ${exampleId}`} className={isComponent ? styles.preview : styles.hiddenPreview} hidden={!isComponent}>
      {kept && <RecordedPreview ref={place} preview={kept.preview} />}
      <div {...behind}>
        {guestAttached &&
          (earlyGuest ? (
            <EarlyGuest frame={earlyGuest} height={height} />
          ) : (
            <iframe
              key={guestKey}
              ref={frames.guest}
              // No allow-same-origin: the frame's origin is opaque, so it cannot reach this page, its storage or the tab.
              sandbox={guestSandbox}
              src={mayLoad ? guestUrl : undefined}
              title={`Preview of ${exampleId}`}
              style={{height}}
            />
          ))}
      </div>
      {!frames.early &&
        createPortal(
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
