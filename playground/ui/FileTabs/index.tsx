import type {ReactNode} from 'react';
import {tabLabel} from './tabLabel';
import styles from './styles.module.css';

/** The playground's files as tabs; a dot marks a file with type errors (its count is in the tab's name). */
export default function FileTabs({
  files,
  active,
  onSelect,
  idPrefix,
  errorCounts = {},
}: {
  files: string[];
  active: string;
  onSelect(file: string): void;
  /** Each tab is `${idPrefix}-${file}` and controls the code panel, `${idPrefix}-editor`. */
  idPrefix: string;
  errorCounts?: Record<string, number>;
}): ReactNode {
  return (
    <div role="tablist" aria-label="Files" className={styles.tabs}>
      {files.map((file) => {
        const errors = errorCounts[file] ?? 0;
        return (
          <button
            key={file}
            type="button"
            role="tab"
            id={`${idPrefix}-${file}`}
            data-focus={`tab:${file}`}
            aria-selected={file === active}
            aria-controls={`${idPrefix}-editor`}
            aria-label={tabLabel(file, errors)}
            className={styles.tab}
            onClick={() => onSelect(file)}>
            {file}
            {errors > 0 && <span className={styles.tabErrors} aria-hidden="true" />}
          </button>
        );
      })}
    </div>
  );
}
