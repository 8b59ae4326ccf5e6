import type {ReactNode} from 'react';
import {usePlayground, usePlaygroundState} from '../usePlayground';
import PanelHeading from '../PanelHeading';
import styles from './styles.module.css';

/**
 * What the reader's code logged, as text, then what main()'s default export returned
 * (when not `undefined`). Named after its example: a page may hold several playgrounds.
 */
export default function ConsolePanel(): ReactNode {
  const {exampleId} = usePlayground();
  const lines = usePlaygroundState((state) => state.run.console);
  const returned = usePlaygroundState((state) => state.run.returned);
  return (
    <section aria-label={`Console of ${exampleId}`} className={styles.console}>
      <PanelHeading className={styles.title}>Console</PanelHeading>
      {lines.length === 0 && returned === null && <p className={styles.empty}>Nothing logged.</p>}
      {lines.length > 0 && (
        <ol className={styles.lines}>
          {lines.map((line, index) => (
            <li key={index} className={styles[line.level]}>
              <pre>{line.text}</pre>
            </li>
          ))}
        </ol>
      )}
      {returned !== null && (
        <figure className={styles.returned}>
          <figcaption>main() returned:</figcaption>
          <pre>{returned}</pre>
        </figure>
      )}
    </section>
  );
}
