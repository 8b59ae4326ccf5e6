import type {ReactNode} from 'react';
import type {RunProblem} from '../../guest/protocol';
import {usePlaygroundState} from '../usePlayground';
import {placeText} from '../../core/place';
import {problemHeading} from './problemText';
import styles from './styles.module.css';

/**
 * One problem. What the code threw (`voice: 'code'`) is its output, shown as
 * such, in a sample block under the page's heading: code from a link can
 * throw any sentence, and it must never read as the site's.
 */
function Problem({problem}: {problem: RunProblem}): ReactNode {
  const where = placeText(problem);
  const place = where && (
    <>
      {' '}
      in <code>{where}</code>
    </>
  );
  if (problem.voice === 'code') {
    return (
      <div>
        <p>
          <strong>{problemHeading(problem.kind)}</strong>
          {place}, as the code reported it:
        </p>
        <samp className={styles.output}>{problem.message}</samp>
      </div>
    );
  }
  return (
    <p>
      <strong>{problemHeading(problem.kind)}</strong>
      {place}: <span>{problem.message}</span>
    </p>
  );
}

/** What went wrong: a db.json that does not parse, no mock network, and the latest run's errors. */
export default function Problems(): ReactNode {
  const seedProblem = usePlaygroundState((state) => state.seedProblem);
  const networkProblem = usePlaygroundState((state) => state.networkProblem);
  const problems = usePlaygroundState((state) => state.run.problems);
  const recorded = usePlaygroundState((state) => state.run.recorded !== null);
  return (
    <>
      {seedProblem && (
        <p role="alert" className={styles.warning}>
          {seedProblem}
        </p>
      )}
      {networkProblem && (
        <p role="alert" className={styles.warning}>
          {networkProblem}
          {recorded && ' The panels below show the run recorded when the site was built.'}
        </p>
      )}
      {problems.length > 0 && (
        <div role="alert" className={styles.problems}>
          {problems.map((problem, index) => (
            <Problem key={index} problem={problem} />
          ))}
        </div>
      )}
    </>
  );
}
