import {useState, type ReactNode} from 'react';
import {JsonView, darkStyles, defaultStyles} from 'react-json-view-lite';
import 'react-json-view-lite/dist/index.css';
import {useColorMode} from '@docusaurus/theme-common';
import {displayableJson, withUndefined, type Displayable} from '../../core/displayable';
import {changedPaths} from '../../core/storeDiff';
import {usePlayground, usePlaygroundState} from '../usePlayground';
import {requestStatus} from '../RequestLog/rowText';
import {opensAt} from './openNodes';
import {changesLead, requestRowOf, selectionOf, shownStep, stepLabel} from './timeline';
import PanelHeading from '../PanelHeading';
import styles from './styles.module.css';

/**
 * react-json-view-lite's colours on the page's own background (its boxes were
 * #eee and, in dark mode, a blue that matched nothing else), with the values
 * below WCAG AA contrast there made readable.
 */
const lightStyles = {
  ...defaultStyles,
  container: `${defaultStyles.container} ${styles.tree}`,
  expandIcon: `${defaultStyles.expandIcon} ${styles.toggle}`,
  collapseIcon: `${defaultStyles.collapseIcon} ${styles.toggle}`,
  booleanValue: styles.booleanValue,
  numberValue: styles.numberValue,
};
const darkStylesAA = {
  ...darkStyles,
  container: `${darkStyles.container} ${styles.tree}`,
  expandIcon: `${darkStyles.expandIcon} ${styles.toggle}`,
  collapseIcon: `${darkStyles.collapseIcon} ${styles.toggle}`,
  stringValue: styles.stringValueDark,
  numberValue: styles.numberValueDark,
};

function StoreSection({name, value, dark}: {name: string; value: Displayable; dark: boolean}) {
  const isObject = value !== null && typeof value === 'object';
  return (
    <div className={styles.section}>
      <PanelHeading sub className={styles.sectionName}>
        {name}
      </PanelHeading>
      {isObject ? (
        <JsonView
          data={withUndefined(value) as object}
          aria-label={name}
          shouldExpandNode={(level, node) => opensAt(name, level, node)}
          style={dark ? darkStylesAA : lightStyles}
        />
      ) : (
        <code>{displayableJson(value)}</code>
      )}
    </div>
  );
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
  const index = shownStep(selected, snapshots.length);
  const snapshot = snapshots[index];
  const changes = index > 0 ? changedPaths(snapshots[index - 1]!.state, snapshot!.state) : [];
  const choose = (to: number) => session.selectSnapshot(selectionOf(to, snapshots.length));

  return (
    <section aria-label={`Store of ${exampleId}`} className={styles.store}>
      <PanelHeading className={styles.title}>Store</PanelHeading>
      {!snapshot ? (
        <p className={styles.empty}>The store appears when the code runs.</p>
      ) : (
        <>
          <ol aria-label="Store timeline" className={styles.timeline}>
            {snapshots.map((step) => {
              const row = requestRowOf(step, requests);
              return (
                <li key={step.index}>
                  <button
                    type="button"
                    aria-current={step.index === index ? 'step' : undefined}
                    className={styles.step}
                    onClick={() => choose(step.index)}>
                    <span className={styles.stepNumber}>{step.index}</span> {stepLabel(step)}
                  </button>
                  {row !== null && (
                    <button type="button" className={styles.requestLink} onClick={() => session.openRequest(row)}>
                      request {requestStatus(requests[row]!)}
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
          <p className={styles.changes} aria-live="polite">
            {changesLead(index, changes.length)}
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
            <pre className={styles.json} aria-label="Store as JSON" tabIndex={0}>
              {displayableJson(snapshot.state, 2)}
            </pre>
          ) : (
            // Focusable, so that a keyboard reader can scroll a tree taller than its box.
            <div
              key={index}
              className={styles.trees}
              tabIndex={0}
              role="group"
              aria-label={`Store after step ${index}`}>
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
