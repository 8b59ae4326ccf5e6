import {createContext, useContext, useSyncExternalStore, type RefObject} from 'react';
import type {PlaygroundFiles} from '../core/files';
import type {Task} from '../core/tasks';
import type {PlaygroundSession, SessionState} from '../session/session';
import type {EarlyFrames} from './Preview/earlyFrames';

/** A step's solution, as the remark plugin imports it: its files, and those of tasks with a solution of their own. */
export type StepSolution = {files: PlaygroundFiles; taskSolutions?: Record<string, PlaygroundFiles>};

/** The tasks of a tutorial playground, and how its link asked to open them. */
export type PlaygroundTasks = {
  list: Task[];
  solution: StepSolution;
  /** The task whose solution a link asked to show. */
  openSolution: string | null;
  /** Why a link's files could not be opened. */
  linkProblem: string | null;
  /** The playground opened with files a link carried. */
  fromLink: boolean;
};

export type PlaygroundContextValue = {
  session: PlaygroundSession;
  /** Names the playground on the page: `data-example`, the language service's folder. */
  exampleId: string;
  /** Prefix of the ids its parts refer to each other by (tabs, the code panel). */
  idPrefix: string;
  /**
   * The two frames the session talks to, as the Preview renders them, or as the page started them before it
   * hydrated. The guest's is a ref callback: the session opens a channel to each guest frame (guestChannel.ts).
   */
  frames: {
    guest: (frame: HTMLIFrameElement | null) => void;
    relay: RefObject<HTMLIFrameElement>;
    early: EarlyFrames | null;
  };
  /** Its tasks, when it is a tutorial step's playground. */
  tasks?: PlaygroundTasks;
};

export const PlaygroundContext = createContext<PlaygroundContextValue | null>(null);

/** The playground a part is in: its session and names. */
export function usePlayground(): PlaygroundContextValue {
  const value = useContext(PlaygroundContext);
  if (!value) throw new Error('A playground part is rendered outside a playground.');
  return value;
}

/**
 * What a part reads of its playground's state, re-rendered when that changes
 * and only then. `select` returns a piece of the state as it is (not a new
 * object), so an unrelated change leaves the part alone.
 */
export function usePlaygroundState<T>(select: (state: SessionState) => T): T {
  const {session} = usePlayground();
  const read = () => select(session.state);
  return useSyncExternalStore(session.subscribe, read, read);
}
