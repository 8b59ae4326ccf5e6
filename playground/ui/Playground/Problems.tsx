import type {ReactNode} from 'react';
import type {RunProblem} from '../../runner/protocol';
import styles from './styles.module.css';

const headings: Record<RunProblem['kind'], string> = {
  syntax: 'Syntax error, the code did not run',
  runtime: 'Runtime error',
  render: 'The component threw while rendering',
  setup: 'The playground could not start',
  runaway: 'The run was stopped',
};

export default function Problems({problems}: {problems: RunProblem[]}): ReactNode {
  if (problems.length === 0) return null;
  return (
    <div role="alert" className={styles.problems}>
      {problems.map((problem, index) => (
        <p key={index}>
          <strong>{headings[problem.kind]}</strong>
          {problem.file && (
            <>
              {' '}
              in <code>{problem.file}{problem.line !== null && `:${problem.line}`}{problem.column !== null && `:${problem.column}`}</code>
            </>
          )}
          : <span>{problem.message}</span>
        </p>
      ))}
    </div>
  );
}
