import {useState, type ReactNode} from 'react';
import {JsonView, darkStyles, defaultStyles} from 'react-json-view-lite';
import 'react-json-view-lite/dist/index.css';
import {useColorMode} from '@docusaurus/theme-common';
import type {StoreSnapshot} from '../../core/storeRecorder';
import styles from './styles.module.css';

/** The parts of the state a reader comes for open down to each record; the rest open one level. */
const openLevels: Record<string, number> = {entities: 3, endpoints: 2, indexes: 3};

function StoreSection({name, value, dark}: {name: string; value: unknown; dark: boolean}) {
  const depth = openLevels[name] ?? 1;
  const isObject = value !== null && typeof value === 'object';
  return (
    <div className={styles.section}>
      <h4 className={styles.sectionName}>{name}</h4>
      {isObject ? (
        <JsonView
          data={value as object}
          shouldExpandNode={(level) => level < depth}
          style={dark ? darkStyles : defaultStyles}
        />
      ) : (
        <code>{JSON.stringify(value)}</code>
      )}
    </div>
  );
}

/**
 * The normalized store after each action. It follows the latest snapshot
 * until the reader steps back, and follows again from the last step.
 */
export default function StorePanel({snapshots}: {snapshots: StoreSnapshot[]}): ReactNode {
  const [chosen, setChosen] = useState<number | null>(null);
  const [asJson, setAsJson] = useState(false);
  const {colorMode} = useColorMode();
  const last = snapshots.length - 1;
  const index = chosen === null || chosen > last ? last : chosen;
  const snapshot = snapshots[index];
  const step = (to: number) => setChosen(to >= last ? null : to);

  return (
    <section aria-label="Store" className={styles.store}>
      <div className={styles.header}>
        <h3 className={styles.title}>Store</h3>
        {snapshot && (
          <div className={styles.stepper}>
            <button type="button" aria-label="Previous snapshot" disabled={index <= 0} onClick={() => step(index - 1)}>
              ‹
            </button>
            <span aria-live="polite">
              {index} / {last}: {snapshot.action ? `${snapshot.action.type}${snapshot.action.key ? ` ${snapshot.action.key}` : ''}` : 'initial state'}
            </span>
            <button type="button" aria-label="Next snapshot" disabled={index >= last} onClick={() => step(index + 1)}>
              ›
            </button>
          </div>
        )}
      </div>
      {snapshot && (
        <label className={styles.viewToggle}>
          <input type="checkbox" checked={asJson} onChange={(event) => setAsJson(event.target.checked)} /> Show as JSON
        </label>
      )}
      {snapshot && asJson ? (
        <pre className={styles.json} aria-label="Store as JSON">
          {JSON.stringify(snapshot.state, null, 2)}
        </pre>
      ) : snapshot ? (
        <div key={index}>
          {Object.entries(snapshot.state as Record<string, unknown>).map(([name, value]) => (
            <StoreSection key={name} name={name} value={value} dark={colorMode === 'dark'} />
          ))}
        </div>
      ) : (
        <p className={styles.empty}>The store appears when the code runs.</p>
      )}
    </section>
  );
}
