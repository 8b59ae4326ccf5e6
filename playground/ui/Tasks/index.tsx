import {useEffect, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {taskAnchor, taskLinkSuffix} from '../../core/taskLink';
import {usePlayground, usePlaygroundState} from '../usePlayground';
import InlineText from './InlineText';
import SolutionDiff from './SolutionDiff';
import {taskHint, taskStatus, tasksAnnouncement} from './taskStatus';
import {useProgress} from './useProgress';
import PanelHeading from '../PanelHeading';
import styles from './styles.module.css';

/**
 * The playground's tasks: each one's statement, its status after the latest
 * live run as the session checked it (again as that run's record grows, so a
 * click in the preview that sends the right request turns it ✓), a hint once the reader has tried,
 * the solution as a diff that can be applied, and links to the task.
 */
export default function Tasks(): ReactNode {
  const {session, tasks, idPrefix} = usePlayground();
  const edited = usePlaygroundState((state) => state.edited);
  const files = usePlaygroundState((state) => state.files);
  // Checked by the session when each live run ends (session.ts); kept while the next one runs.
  const checked = usePlaygroundState((state) => state.tasksChecked);
  const {pathname} = useLocation();
  const {progress} = useProgress();
  const results = checked?.results ?? null;
  const [shownSolution, setShownSolution] = useState<string | null>(tasks?.openSolution ?? null);

  useEffect(() => {
    if (tasks?.openSolution) document.getElementById(taskAnchor(tasks.openSolution))?.scrollIntoView();
  }, [tasks]);

  if (!tasks) return null;
  const doneBefore = new Set(progress[pathname]?.done ?? []);
  // A hint once the reader has tried: a live run of their own code.
  const attempted = results !== null && edited;
  return (
    <section
      className={styles.tasks}
      aria-labelledby={`${idPrefix}-tasks`}
      data-tasks=""
      data-checked-run={checked?.run ?? 0}>
      <PanelHeading className={styles.heading} id={`${idPrefix}-tasks`}>
        Your {tasks.list.length === 1 ? 'task' : 'tasks'}
      </PanelHeading>
      {tasks.fromLink && (
        <p role="note" className={styles.fromLink}>
          The code below came from a link: it runs when you press <strong>Run</strong>, and <strong>Reset</strong>{' '}
          brings the starting files back.
        </p>
      )}
      {tasks.linkProblem && (
        <p role="alert" className={styles.linkProblem}>
          {tasks.linkProblem}
        </p>
      )}
      <ol className={styles.list}>
        {tasks.list.map((task, index) => {
          const result = results?.[index] ?? null;
          const passed = result?.passed === true;
          const wasDone = !passed && doneBefore.has(task.name);
          const status = taskStatus({passed, bySolution: checked?.bySolution ?? false, doneBefore: wasDone});
          const hint = taskHint(result, attempted);
          const solutionFiles = tasks.solution.taskSolutions?.[task.name] ?? tasks.solution.files;
          const showing = shownSolution === task.name;
          return (
            <li
              key={task.name}
              id={taskAnchor(task.name)}
              className={styles.task}
              data-task={task.name}
              data-status={passed ? 'done' : 'not-yet'}>
              <div className={styles.taskHead}>
                <PanelHeading sub className={styles.title}>
                  {task.title}
                </PanelHeading>
                <span className={passed || wasDone ? styles.done : styles.notYet} data-task-status="">
                  {status}
                </span>
              </div>
              <p className={styles.statement}>
                <InlineText text={task.statement} />
              </p>
              {hint && (
                <p className={styles.hint} data-task-hint="">
                  <strong>Hint:</strong> <InlineText text={hint} />
                </p>
              )}
              <div className={styles.actions} data-task-actions="">
                <button
                  type="button"
                  className="button button--secondary button--sm"
                  aria-expanded={showing}
                  onClick={() => setShownSolution(showing ? null : task.name)}>
                  {showing ? 'Hide solution' : 'Show solution'}
                </button>
                {showing && (
                  <button
                    type="button"
                    className="button button--primary button--sm"
                    onClick={() => session.applyFiles(solutionFiles)}>
                    Apply the solution
                  </button>
                )}
                <span className={styles.links}>
                  Link: <a href={`${pathname}${taskLinkSuffix({task: task.name})}`}>this task</a> ·{' '}
                  <a href={`${pathname}${taskLinkSuffix({task: task.name, files})}`}>with my code</a> ·{' '}
                  <a href={`${pathname}${taskLinkSuffix({task: task.name, solution: true})}`}>
                    with the solution shown
                  </a>
                </span>
              </div>
              {showing && (
                <SolutionDiff
                  current={files}
                  solution={solutionFiles}
                  label={`Your code and the solution of “${task.title}”`}
                />
              )}
            </li>
          );
        })}
      </ol>
      {/* What changed, said once: each status, and the hint, after a run or a click in the preview. */}
      <p className={styles.announce} role="status" aria-live="polite">
        {tasksAnnouncement(
          tasks.list.map((task) => task.title),
          results,
          attempted,
        )}
      </p>
    </section>
  );
}
