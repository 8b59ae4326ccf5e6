import {useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {componentEntry} from '../../core/files';
import type {RecordedPreview as Recorded} from '../../core/recorded';
import {guestAddress, guestSandbox, guestTitle, relayRoute, relayTitle, guestRoute} from '../../guest/route';
import {pageTheme} from '../pageTheme';
import {usePlayground, usePlaygroundState} from '../usePlayground';
import {framesCanMove, moveFrame} from './earlyFrames';
import {guestHeight} from './guestHeight';
import RecordedPreview from './RecordedPreview';
import styles from './styles.module.css';

/** How long the recorded preview, in view, waits once the live run has ended for the live preview to be as tall, before it gives way. */
const fitWaitMs = 500;

/** How long a click into the guest takes, mouse down to up, at most: the recorded preview gives way only after it. */
const pressMs = 250;

/**
 * The recorded preview (or the line saying there is none) stays until the
 * first live run has ended, as the recorded panels do, and the live guest is
 * as tall, so the swap moves nothing. A live preview of another height takes
 * over `fitWaitMs` later, and only in view: a guest out of view may not
 * report its height (browsers pause rendering in frames out of view) until
 * the reader scrolls to it. It lies over the live guest meanwhile, which
 * is at least as tall and gets the clicks and keys the reader gives the
 * preview; the live one then shows at once. Null once it has given way.
 */
function useRecordedUntilLive(isComponent: boolean, liveHeight: number, section: RefObject<HTMLElement>) {
  const recorded = usePlaygroundState((state) => state.run.recorded);
  const [kept, setKept] = useState<{preview: Recorded | undefined} | null>(() =>
    isComponent && recorded ? {preview: recorded.preview} : null,
  );
  // 'coming': just scrolled into view, where a click may be under way in the guest.
  const [view, setView] = useState<'out' | 'coming' | 'in'>('out');
  const place = useRef<HTMLDivElement>(null);
  const liveOver = recorded === null;
  const keeping = kept !== null;
  useEffect(() => {
    const shown = section.current;
    if (!keeping || !place.current || !shown) return;
    let settling: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(([entry]) => {
      clearTimeout(settling);
      if (!entry?.isIntersecting) return setView('out');
      setView('coming');
      settling = setTimeout(() => setView('in'), pressMs);
    });
    observer.observe(place.current);
    const giveWay = () => setKept(null);
    // Focus that moves into the guest frame (a click in it, Tab) leaves this window, not this element, to tell.
    const focusLeft = () => setTimeout(() => shown.contains(document.activeElement) && giveWay(), pressMs);
    shown.addEventListener('pointerdown', giveWay);
    shown.addEventListener('focusin', giveWay);
    window.addEventListener('blur', focusLeft);
    return () => {
      clearTimeout(settling);
      observer.disconnect();
      shown.removeEventListener('pointerdown', giveWay);
      shown.removeEventListener('focusin', giveWay);
      window.removeEventListener('blur', focusLeft);
    };
  }, [keeping]);
  // The guest under it is at least as tall: it holds the place, and a click anywhere on the recorded preview reaches the live one.
  const [keptHeight, setKeptHeight] = useState(0);
  useLayoutEffect(() => {
    if (place.current) setKeptHeight(Math.ceil(place.current.getBoundingClientRect().height));
  }, [keeping]);
  useEffect(() => {
    if (!liveOver || !kept) return;
    // The guest reports whole pixels (rounded up); the recorded preview may be a fraction taller or shorter.
    // Not while it comes into view: the guest changing under a click in it (mouse down, not yet up) kept the mouse captured there.
    if (view === 'coming') return;
    if (Math.abs((place.current?.getBoundingClientRect().height ?? 0) - liveHeight) < 1) return setKept(null);
    if (view === 'out') return;
    const timer = setTimeout(() => setKept(null), fitWaitMs);
    return () => clearTimeout(timer);
  }, [liveOver, kept, liveHeight, view]);
  return {kept, place, frameHeight: keeping ? Math.max(liveHeight, keptHeight) : liveHeight};
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
  const guestPageUrl = useBaseUrl(guestRoute);
  const relayUrl = useBaseUrl(relayRoute);
  // The colours as the guest loads, for its first paint; later changes reach it by message, not a reload.
  const guestUrl = useMemo(
    () => guestAddress(guestPageUrl, {playground: idPrefix, theme: pageTheme()}),
    [guestPageUrl, idPrefix, guestKey],
  );
  // The early guest serves until the first replacement (a new key), or a page-wide restart detaches it.
  const earlyGuest = guestKey === 0 && frames.early?.guest?.frame;
  const section = useRef<HTMLElement>(null);
  const {kept, place, frameHeight} = useRecordedUntilLive(
    isComponent,
    guestHeight(isComponent, previewHeight),
    section,
  );
  return (
    <section
      ref={section}
      aria-label={guestTitle(exampleId)}
      className={isComponent ? styles.preview : styles.hiddenPreview}
      hidden={!isComponent}>
      {guestAttached &&
        (earlyGuest ? (
          <EarlyGuest frame={earlyGuest} height={frameHeight} />
        ) : (
          // No frame before it may load: an empty one costs the page a document of its own (25 ms and more
          // each, in the task that makes the playground live), and the recorded preview holds the place.
          mayLoad && (
            <iframe
              // A frame is created with its address: the session takes the first document it loads for the guest's.
              key={guestKey}
              ref={frames.guest}
              // No allow-same-origin: the frame's origin is opaque, so it cannot reach this page, its storage or the tab.
              sandbox={guestSandbox}
              src={guestUrl}
              title={guestTitle(exampleId)}
              style={{height: frameHeight}}
            />
          )
        ))}
      {/* Over the guest until it gives way: clicks pass through to the live preview. */}
      {kept && (
        <div className={styles.recordedOver}>
          <RecordedPreview ref={place} preview={kept.preview} />
        </div>
      )}
      {!frames.early &&
        mayLoad &&
        createPortal(
          <iframe ref={frames.relay} src={relayUrl} title={relayTitle(exampleId)} hidden tabIndex={-1} aria-hidden />,
          document.body,
        )}
    </section>
  );
}
