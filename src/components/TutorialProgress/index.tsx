import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {tutorialSteps} from '@site/docs/tutorial/steps';
import {taskAnchor} from '@site/playground/core/taskAnchor';
import {useProgress} from '@site/playground/ui/Tasks/useProgress';
import styles from './styles.module.css';

function StepRow({step, n}: {step: (typeof tutorialSteps)[number]; n: number}): ReactNode {
  const page = useBaseUrl(`/docs/tutorial/${step.slug}`);
  const {progress} = useProgress();
  const done = new Set(progress[page]?.done ?? []);
  const count = step.tasks.filter((task) => done.has(task.name)).length;
  const finished = count === step.tasks.length;
  const next = step.tasks.find((task) => !done.has(task.name));
  return (
    <li className={styles.step} data-step={step.slug} data-done={finished ? 'true' : 'false'}>
      <span className={finished ? styles.check : styles.open} aria-hidden>
        {finished ? '✓' : '○'}
      </span>
      <Link to={page}>
        {n}. {step.title}
      </Link>
      <span className={styles.count}>
        {finished ? 'done' : `${count} of ${step.tasks.length} ${step.tasks.length === 1 ? 'task' : 'tasks'} done`}
      </span>
      {next && count > 0 && (
        <Link className={styles.next} to={`${page}#${taskAnchor(next.name)}`}>
          next: {next.title}
        </Link>
      )}
    </li>
  );
}

/**
 * The learner's progress through the tutorial's tasks, as this browser
 * keeps it, and a way to clear it.
 */
export default function TutorialProgress(): ReactNode {
  const {progress, clear} = useProgress();
  const [cleared, setCleared] = useState(false);
  const any = Object.keys(progress).length > 0;
  return (
    <div className={styles.progress} data-tutorial-progress="">
      <ol className={styles.steps}>
        {tutorialSteps.map((step, index) => (
          <StepRow key={step.slug} step={step} n={index + 1} />
        ))}
      </ol>
      <p className={styles.footer}>
        Progress is kept in this browser only.{' '}
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={!any}
          onClick={() => {
            clear();
            setCleared(true);
          }}>
          Clear progress
        </button>{' '}
        <span role="status">{cleared && !any ? 'Progress cleared.' : ''}</span>
      </p>
    </div>
  );
}
