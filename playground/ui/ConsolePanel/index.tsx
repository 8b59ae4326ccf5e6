import type {ReactNode} from 'react';
import {usePlayground, usePlaygroundState} from '../usePlayground';
import styles from './styles.module.css';

/** What the reader's code logged, as text. Named after its example: a page may hold several playgrounds. */
export default function ConsolePanel(): ReactNode {
  const {exampleId} = usePlayground();
  const lines = usePlaygroundState((state) => state.run.console);
  return (
    <section aria-label={`Console of ${exampleId}`} className={styles.console}>
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
