import type {ReactNode} from 'react';
import {usePlayground, usePlaygroundState} from '../usePlayground';
import {typeErrorCount} from './typeErrorCount';
import styles from './styles.module.css';

/**
 * What TypeScript says about the playground's files; the error count leads to
 * the first error. Its place in the status bar is kept while the editor
 * loads, so that the controls beside it stay put.
 */
export default function TypeCheckStatus(): ReactNode {
  const {session} = usePlayground();
  const state = usePlaygroundState((state) => state.typeCheck);
  if (state.status === 'off') return <span className={styles.typeCheck} />;
  if (state.status === 'checking') return <span className={styles.typeCheck}>Checking types…</span>;
  const [first] = state.errors;
  if (!first) return <span className={styles.typeCheck}>No type errors</span>;
  return (
    <button
      type="button"
      className={`${styles.typeCheck} ${styles.typeErrors}`}
      title={`Show the first: ${first.file}:${first.line}`}
      onClick={() => session.reveal(first)}>
      {typeErrorCount(state.errors.length)}
    </button>
  );
}
