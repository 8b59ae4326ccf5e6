import {useEffect, useId, useRef, useState, type MutableRefObject, type RefObject} from 'react';
import {useLocation} from '@docusaurus/router';
import {componentEntry, type PlaygroundFiles} from '../../core/files';
import type {NetworkControls} from '../../core/networkControls';
import type {RecordedRun, Unrecorded} from '../../core/recorded';
import type {FromNetwork} from '../../runner/protocol';
import {browserStorage} from '../../session/savedEdits';
import {PlaygroundSession, type SessionHost} from '../../session/session';
import {takeEarlyFrames} from '../Preview/earlyFrames';
import {pageTheme} from '../pageTheme';
import type {PlaygroundContextValue} from '../usePlayground';

export type SessionProps = {
  files: PlaygroundFiles;
  exampleId: string;
  autoRun: boolean;
  runPressed: boolean;
  initialControls?: NetworkControls;
  initialFile?: string;
  recorded?: RecordedRun | Unrecorded;
  compiled?: Readonly<Record<string, string>>;
  /** Files a task link carried. */
  linkedFiles?: PlaygroundFiles;
};

type Frame = RefObject<HTMLIFrameElement>;
type FrameRef = MutableRefObject<HTMLIFrameElement | null>;

/** The page's side of a session: its frames, by the refs the Preview gives them, and where the playground is. */
function browserHost(guest: Frame, relay: Frame, root: RefObject<HTMLElement>): SessionHost {
  return {
    toGuest: (message, transfer = []) => guest.current?.contentWindow?.postMessage(message, '*', transfer),
    toRelay: (port) => relay.current?.contentWindow?.postMessage({type: 'guest'}, window.location.origin, [port]),
    reloadRelay: () => relay.current?.contentWindow?.location.reload(),
    newChannel: () => {
      const channel = new MessageChannel();
      return {guestEnd: channel.port1, relayEnd: channel.port2};
    },
    visible: () => document.visibilityState !== 'hidden',
    theme: pageTheme,
    now: () => performance.now(),
    inView: () => {
      const place = root.current?.getBoundingClientRect();
      return !!place && place.bottom > 0 && place.top < window.innerHeight;
    },
  };
}

/**
 * A session for one playground on this page, started while it is mounted:
 * messages from its frames reach it (the guest's checked by the session, the
 * relay's by origin here), and so do changes of the page's colours.
 */
export function usePlaygroundSession(props: SessionProps): {context: PlaygroundContextValue; root: RefObject<HTMLDivElement>} {
  const {pathname} = useLocation();
  const idPrefix = useId();
  const root = useRef<HTMLDivElement>(null);
  // The frames the page started before it hydrated, when this is the playground they were for (earlyFrames.ts).
  const [early] = useState(() => takeEarlyFrames(props.exampleId, componentEntry in props.files));
  const guest: FrameRef = useRef(early?.guest ?? null);
  const relay: FrameRef = useRef(early?.relay ?? null);
  const [session] = useState(
    () =>
      new PlaygroundSession(
        {
          files: props.files,
          place: {page: pathname, exampleId: props.exampleId},
          storage: browserStorage(),
          autoRun: props.autoRun,
          runPressed: props.runPressed,
          controls: props.initialControls,
          activeFile: props.initialFile,
          recorded: props.recorded,
          compiled: props.compiled,
          framesBooting: early !== null,
          linkedFiles: props.linkedFiles,
        },
        browserHost(guest, relay, root),
      ),
  );
  useEffect(() => session.start(), [session]);
  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      if (!event.source) return;
      if (event.source === relay.current?.contentWindow && event.origin === window.location.origin) {
        session.link.fromRelay(event.data as FromNetwork);
      } else if (event.source === guest.current?.contentWindow) {
        session.link.fromGuest(event.data, event.source);
      }
    };
    window.addEventListener('message', onMessage);
    // What the early frames said before this listened ("ready"), in order: no message comes in between.
    if (early) {
      const said = early.release();
      for (const message of said.relay) session.link.fromRelay(message as FromNetwork);
      for (const message of said.guest) session.link.fromGuest(message, early.guest!.contentWindow!);
    }
    const themes = new MutationObserver(() => session.link.themeChanged());
    themes.observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
    return () => {
      window.removeEventListener('message', onMessage);
      themes.disconnect();
    };
  }, [session]);
  // The early frames are not React's: they leave the page with the playground.
  useEffect(() => () => early?.remove(), [early]);
  return {context: {session, exampleId: props.exampleId, idPrefix, frames: {guest, relay, early}}, root};
}
