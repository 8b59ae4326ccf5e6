import {useState, type ReactNode} from 'react';
import {JsonView, darkStyles, defaultStyles} from 'react-json-view-lite';
import 'react-json-view-lite/dist/index.css';
import {useColorMode} from '@docusaurus/theme-common';
import {displayableJson, withUndefined, type Displayable} from '../../core/displayable';
import {actionMatchesRequest, changedPaths} from '../../core/storeDiff';
import type {StoreSnapshot} from '../../core/storeRecorder';
import {usePlayground, usePlaygroundState} from '../usePlayground';
import styles from './styles.module.css';

/**
 * react-json-view-lite's colours on the page's own background (its boxes were
 * #eee and, in dark mode, a blue that matched nothing else), with the values
 * below WCAG AA contrast there made readable.
 */
const lightStyles = {
  ...defaultStyles,
  container: `${defaultStyles.container} ${styles.tree}`,
  booleanValue: styles.booleanValue,
  numberValue: styles.numberValue,
};
const darkStylesAA = {
  ...darkStyles,
  container: `${darkStyles.container} ${styles.tree}`,
  stringValue: styles.stringValueDark,
  numberValue: styles.numberValueDark,
};

/**
 * The parts of the state a reader comes for open to their records' keys, a
 * record's fields one click away (opened to every field, a small example's
 * store took three phone screens); the rest open one level.
 */
const openLevels: Record<string, number> = {entities: 2, results: 2, indexes: 2};

/** A list of ids, as a Collection or a result holds, opens too: it is short, and says which records the list holds. */
function isShortIdList(value: unknown): boolean {
  return Array.isArray(value) && value.length <= 20 && value.every((item) => item === null || typeof item !== 'object');
}

function StoreSection({name, value, dark}: {name: string; value: Displayable; dark: boolean}) {
  const depth = openLevels[name] ?? 1;
  const isObject = value !== null && typeof value === 'object';
  return (
    <div className={styles.section}>
      <h4 className={styles.sectionName}>{name}</h4>
      {isObject ? (
        <JsonView
          data={withUndefined(value) as object}
          aria-label={name}
          shouldExpandNode={(level, node) => level < depth || isShortIdList(node)}
          style={dark ? darkStylesAA : lightStyles}
        />
      ) : (
        <code>{displayableJson(value)}</code>
      )}
    </div>
  );
}

function describeAction(snapshot: StoreSnapshot): string {
  if (!snapshot.action) return 'initial state';
  return `${snapshot.action.type}${snapshot.action.key ? ` ${snapshot.action.key}` : ''}`;
}

/**
 * The normalized store after each action, as a timeline: choosing a step
 * shows the store then and what changed from the step before. It follows
 * the latest step until the reader chooses another.
 */
export default function StorePanel(): ReactNode {
  const {session, exampleId} = usePlayground();
  const snapshots = usePlaygroundState((state) => state.run.snapshots);
  const requests = usePlaygroundState((state) => state.run.requests);
  const selected = usePlaygroundState((state) => state.selectedSnapshot);
  const [asJson, setAsJson] = useState(false);
  const {colorMode} = useColorMode();
  const last = snapshots.length - 1;
  const index = selected === null || selected > last ? last : selected;
  const snapshot = snapshots[index];
  const changes = index > 0 ? changedPaths(snapshots[index - 1]!.state, snapshot!.state) : [];
  const choose = (to: number) => session.selectSnapshot(to >= last ? null : to);

  return (
    <section aria-label={`Store of ${exampleId}`} className={styles.store}>
      <h3 className={styles.title}>Store</h3>
      {!snapshot ? (
        <p className={styles.empty}>The store appears when the code runs.</p>
      ) : (
        <>
          <ol aria-label="Store timeline" className={styles.timeline}>
            {snapshots.map((step) => {
              const row = requests.findIndex((r) => actionMatchesRequest(step.action?.key ?? null, r));
              const request = requests[row];
              return (
                <li key={step.index}>
                  <button
                    type="button"
                    aria-current={step.index === index ? 'step' : undefined}
                    className={styles.step}
                    onClick={() => choose(step.index)}>
                    <span className={styles.stepNumber}>{step.index}</span> {describeAction(step)}
                  </button>
                  {request && step.action && (
                    <button type="button" className={styles.requestLink} onClick={() => session.openRequest(row)}>
                      request {request.status === 0 ? 'failed' : (request.status ?? '…')}
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
          <p className={styles.changes} aria-live="polite">
            {index === 0
              ? 'Before the first action.'
              : changes.length === 0
                ? `After step ${index}: nothing in the store changed.`
                : `After step ${index}, changed: `}
            {changes.map((path, position) => (
              <span key={path}>
                {position > 0 && ', '}
                <code className={styles.change}>{path}</code>
              </span>
            ))}
          </p>
          <label className={styles.viewToggle}>
            <input type="checkbox" checked={asJson} onChange={(event) => setAsJson(event.target.checked)} /> Show as
            JSON
          </label>
          {asJson ? (
            <pre className={styles.json} aria-label="Store as JSON">
              {displayableJson(snapshot.state, 2)}
            </pre>
          ) : (
            <div key={index}>
              {Object.entries(snapshot.state as Record<string, Displayable>).map(([name, value]) => (
                <StoreSection key={name} name={name} value={value} dark={colorMode === 'dark'} />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
