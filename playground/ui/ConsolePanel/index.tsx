import type {ReactNode} from 'react';
import {usePlaygroundState} from '../usePlayground';
import styles from './styles.module.css';

/** What the reader's code logged, as text. */
export default function ConsolePanel(): ReactNode {
  const lines = usePlaygroundState((state) => state.run.console);
  return (
    <section aria-label="Console" className={styles.console}>
      <h3 className={styles.title}>Console</h3>
      {lines.length === 0 ? (
        <p className={styles.empty}>Nothing logged.</p>
      ) : (
        <ol className={styles.lines}>
          {lines.map((line, index) => (
            <li key={index} className={styles[line.level]}>
              <pre>{line.text}</pre>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
