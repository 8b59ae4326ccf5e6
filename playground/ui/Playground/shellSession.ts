import type {PlaygroundFiles} from '../../core/files';
import type {NetworkSettings} from '../../core/networkSettings';
import type {RecordedRun, Unrecorded} from '../../core/recorded';
import {PlaygroundSession, type SessionHost} from '../../session/session';

/** A host with no frames: the shell's session never runs anything. */
const noFrames: SessionHost = {
  toGuest() {},
  toRelay() {},
  reloadRelay() {},
  newChannel: () => ({guestEnd: new ArrayBuffer(0), relayEnd: new ArrayBuffer(0)}),
  visible: () => false,
  theme: () => 'light',
  now: () => 0,
  inView: () => false,
  watchNear: () => () => {},
};

/**
 * The session the shell's panels read, on the server and in the browser
 * alike (no storage, no frames, nothing started): the example as shipped and
 * its recorded run, so the server HTML shows the request log, store and
 * console the live run will show.
 */
export function shellSession({
  files,
  exampleId,
  network,
  recorded,
  activeFile,
}: {
  files: PlaygroundFiles;
  exampleId: string;
  network?: NetworkSettings;
  recorded?: RecordedRun | Unrecorded;
  activeFile: string;
}): PlaygroundSession {
  return new PlaygroundSession(
    {
      files,
      place: {page: '', exampleId},
      storage: null,
      autoRun: false,
      runPressed: false,
      network,
      recorded,
      activeFile,
    },
    noFrames,
  );
}
