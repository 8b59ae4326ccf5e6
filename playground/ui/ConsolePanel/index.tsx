import type {ReactNode} from 'react';
import type {ConsoleLine} from '../../core/consoleRecorder';
import styles from './styles.module.css';

/** What the reader's code logged, as text. */
export default function ConsolePanel({lines}: {lines: ConsoleLine[]}): ReactNode {
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
