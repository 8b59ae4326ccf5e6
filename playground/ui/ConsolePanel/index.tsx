import type {ReactNode} from 'react';
import {usePlayground, usePlaygroundState} from '../usePlayground';
import PanelHeading from '../PanelHeading';
import {shownConsole} from '../../session/runView';
import styles from './styles.module.css';

/**
 * What the reader's code logged, as text, then what main()'s default export returned
 * (when not `undefined`); Clear empties it until the code logs again. Named after its example: a page may hold several playgrounds.
 */
export default function ConsolePanel(): ReactNode {
  const {exampleId, session} = usePlayground();
  const run = usePlaygroundState((state) => state.run);
  const consoleCleared = usePlaygroundState((state) => state.consoleCleared);
  const {lines, returned, cleared} = shownConsole(run, consoleCleared);
  return (
    <section aria-label={`Console of ${exampleId}`} className={styles.console}>
      <div className={styles.header}>
        <PanelHeading className={styles.title}>Console</PanelHeading>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => session.clearConsole()}
          data-console-clear="">
          Clear
        </button>
      </div>
      {lines.length === 0 && returned === null && (
        <p className={styles.empty}>{cleared ? 'Cleared: what the code logs next shows here.' : 'Nothing logged.'}</p>
      )}
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
