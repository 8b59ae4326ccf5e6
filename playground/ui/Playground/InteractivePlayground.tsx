import {useMemo, useState, type ReactNode} from 'react';
import type {PlaygroundFiles} from '../../core/files';
import type {NetworkSettings} from '../../core/networkSettings';
import type {RecordedRun, Unrecorded} from '../../core/recorded';
import {readTaskLink} from '../../core/taskLink';
import type {Task} from '../../core/tasks';
import {hashFiles} from '../../session/savedEdits';
import CodeEditor from '@theme/Playground/Editor';
import EditNotices from '@theme/Playground/EditNotices';
import Layout from '@theme/Playground/Layout';
import Preview from '@theme/Playground/Preview';
import Problems from '@theme/Playground/Problems';
import StatusBar from '@theme/Playground/StatusBar';
import Toolbar from '@theme/Playground/Toolbar';
import {PlaygroundContext, type PlaygroundTasks, type StepSolution} from '../usePlayground';
import PlaygroundErrorBoundary from './PlaygroundErrorBoundary';
import {usePlaygroundSession, type SessionProps} from './usePlaygroundSession';
import styles from './styles.module.css';

export type InteractivePlaygroundProps = {
  files: PlaygroundFiles;
  exampleId: string;
  /**
   * Docs examples run on load; code that came from a link waits for the reader's Run, and so do
   * the reader's saved edits: a page runs by itself only the code it shipped.
   */
  autoRun?: boolean;
  /** The reader pressed Run before the playground took over from its shell. */
  runPressed?: boolean;
  initialNetwork?: NetworkSettings;
  /** The example's run as the build recorded it (docs examples): shown until the live run has ended. */
  recorded?: RecordedRun | Unrecorded;
  /** The example's code as the build compiled it (docs examples): its first run needs no compiler in the frame. */
  compiled?: Readonly<Record<string, string>>;
  /** Embedded in a page: a link that opens the current state in the full-page playground. The full page: Copy link. */
  share?: 'open' | 'copy';
  /** Shown above the code, e.g. where the code came from. */
  notice?: ReactNode;
  /** The tab shown first; the entry file unless the reader picked another before the playground loaded. */
  initialFile?: string;
  /** A tutorial step's tasks, checked after each run, and the step's solution. */
  tasks?: Task[];
  solution?: StepSolution;
  /** The files came from a link (the full-page playground's): each run gets a fresh guest, so that code never hears what runs after it. */
  filesFromLink?: boolean;
};

type LivePlaygroundProps = Omit<SessionProps, 'linkedFiles'> & {
  share: 'open' | 'copy';
  notice?: ReactNode;
  tasks?: Task[];
  solution?: StepSolution;
};

/** A tutorial playground's tasks, and what the page's link asks of them (a solution shown, the sender's files). */
function useTasksFromLink(tasks: Task[] | undefined, solution: StepSolution | undefined) {
  const [opened] = useState(() =>
    tasks && solution
      ? readTaskLink(
          window.location.search,
          tasks.map((task) => task.name),
        )
      : null,
  );
  const context: PlaygroundTasks | undefined =
    tasks && solution && opened
      ? {
          list: tasks,
          solution,
          openSolution: opened.solutionOf,
          linkProblem: opened.problem,
          fromLink: opened.files !== null,
        }
      : undefined;
  return {tasks: useMemo(() => context, [tasks, solution, opened]), linkedFiles: opened?.files ?? undefined};
}

function LivePlayground({share, notice, tasks: taskList, solution, ...session}: LivePlaygroundProps) {
  const {tasks, linkedFiles} = useTasksFromLink(taskList, solution);
  const {context: base, root} = usePlaygroundSession({...session, linkedFiles, tasks: taskList});
  const context = useMemo(() => ({...base, tasks}), [base, tasks]);
  const {exampleId} = session;
  return (
    <PlaygroundContext.Provider value={context}>
      <div ref={root} className={styles.playground} data-example={exampleId}>
        <PlaygroundErrorBoundary
          exampleId={exampleId}
          className={styles.broken}
          onRestart={() => context.session.recover()}>
          <Layout
            toolbar={<Toolbar />}
            notices={
              <>
                {notice}
                <EditNotices />
              </>
            }
            code={<CodeEditor />}
            status={<StatusBar share={share} />}
            problems={<Problems />}
            preview={<Preview />}
          />
        </PlaygroundErrorBoundary>
      </div>
    </PlaygroundContext.Provider>
  );
}

/**
 * A playground that runs: the parts (each from `@theme/Playground/<Part>`, so
 * a site can swizzle one), laid out by `@theme/Playground/Layout` as the shell
 * is, over one session that holds its state. A new version of the example's files (MDX passes an equal but
 * new object whenever the page renders, so they are told apart by hash) gets
 * a new session.
 */
export default function InteractivePlayground({
  autoRun = true,
  runPressed = false,
  share = 'open',
  ...props
}: InteractivePlaygroundProps): ReactNode {
  const hash = useMemo(() => hashFiles(props.files), [props.files]);
  return <LivePlayground key={hash} autoRun={autoRun} runPressed={runPressed} share={share} {...props} />;
}
