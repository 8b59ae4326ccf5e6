import {useEffect, useId, useRef, useState, type MutableRefObject, type RefObject} from 'react';
import {useLocation} from '@docusaurus/router';
import {componentEntry, type PlaygroundFiles} from '../../core/files';
import type {NetworkSettings} from '../../core/networkSettings';
import type {RecordedRun, Unrecorded} from '../../core/recorded';
import type {RelayReport} from '../../guest/protocol';
import {browserStorage} from '../../session/storage';
import {PlaygroundSession, type SessionHost} from '../../session/session';
import type {Task} from '../../core/tasks';
import {takeEarlyFrames} from '../Preview/earlyFrames';
import {markDoneInBrowser} from '../Tasks/useProgress';
import {GuestChannel, type GuestListener} from '../Preview/guestChannel';
import {pageTheme} from '../pageTheme';
import {nearWindowMargin, whenNear} from '../nearWindow';
import type {PlaygroundContextValue} from '../usePlayground';

export type SessionProps = {
  files: PlaygroundFiles;
  exampleId: string;
  autoRun: boolean;
  runPressed: boolean;
  initialNetwork?: NetworkSettings;
  initialFile?: string;
  recorded?: RecordedRun | Unrecorded;
  compiled?: Readonly<Record<string, string>>;
  /** Files a task link carried. */
  linkedFiles?: PlaygroundFiles;
  /** `files` came from a link: each run gets a fresh guest. */
  filesFromLink?: boolean;
  /** A tutorial step's tasks, which the session checks after each live run. */
  tasks?: readonly Task[];
};

type Frame = RefObject<HTMLIFrameElement>;
type FrameRef = MutableRefObject<HTMLIFrameElement | null>;

/** The page's side of a session: its frames (the guest through its channel), and where the playground is. */
function browserHost(
  guest: MutableRefObject<GuestChannel | null>,
  relay: Frame,
  root: RefObject<HTMLElement>,
): SessionHost {
  return {
    toGuest: (message, transfer = []) => guest.current?.post(message, transfer),
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
    watchNear: (near) => whenNear(root.current, nearWindowMargin, near),
  };
}

/**
 * A session for one playground on this page, started while it is mounted:
 * messages from its frames reach it (the guest's checked by the session, the
 * relay's by origin here), and so do changes of the page's colours.
 */
export function usePlaygroundSession(props: SessionProps): {
  context: PlaygroundContextValue;
  root: RefObject<HTMLDivElement>;
} {
  const {pathname} = useLocation();
  const idPrefix = useId();
  const root = useRef<HTMLDivElement>(null);
  // The frames the page started before it hydrated, when this is the playground they were for (earlyFrames.ts).
  const [early] = useState(() => takeEarlyFrames(props.exampleId, componentEntry in props.files));
  const guest = useRef<GuestChannel | null>(early?.guest?.channel ?? null);
  const relay: FrameRef = useRef(early?.relay ?? null);
  const listener = useRef<GuestListener | null>(null);
  const [session] = useState(
    () =>
      new PlaygroundSession(
        {
          files: props.files,
          place: {page: pathname, exampleId: props.exampleId},
          storage: browserStorage(),
          autoRun: props.autoRun,
          runPressed: props.runPressed,
          network: props.initialNetwork,
          activeFile: props.initialFile,
          recorded: props.recorded,
          compiled: props.compiled,
          framesBooting: early !== null,
          linkedFiles: props.linkedFiles,
          filesFromLink: props.filesFromLink,
          tasks: props.tasks,
          onTaskPassed: (task, total) => markDoneInBrowser(pathname, task, total),
        },
        browserHost(guest, relay, root),
      ),
  );
  // A guest frame the Preview renders gets a channel of its own, once it has its address (the one it loads first).
  const [attachGuest] = useState(() => (frame: HTMLIFrameElement | null) => {
    guest.current?.close();
    guest.current = null;
    if (!frame?.getAttribute('src')) return;
    guest.current = new GuestChannel(frame);
    if (listener.current) guest.current.listen(listener.current);
  });
  useEffect(() => session.start(), [session]);
  useEffect(() => {
    // The guest speaks only through its channel; the relay, same-origin, by window message.
    listener.current = {
      message: (data, from) => session.link.fromGuest(data, from),
      replaced: () => session.link.guestReplaced(),
    };
    guest.current?.listen(listener.current);
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.source && event.source === relay.current?.contentWindow && event.origin === window.location.origin) {
        session.link.fromRelay(event.data as RelayReport);
      }
    };
    window.addEventListener('message', onMessage);
    // What the early relay said before this listened ("ready"), in order: no message comes in between.
    if (early) {
      for (const message of early.release().relay) session.link.fromRelay(message as RelayReport);
    }
    const themes = new MutationObserver(() => session.link.themeChanged());
    themes.observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
    return () => {
      window.removeEventListener('message', onMessage);
      themes.disconnect();
      listener.current = null;
    };
  }, [session]);
  // The early frames are not React's: they leave the page with the playground.
  useEffect(() => () => early?.remove(), [early]);
  return {context: {session, exampleId: props.exampleId, idPrefix, frames: {guest: attachGuest, relay, early}}, root};
}
