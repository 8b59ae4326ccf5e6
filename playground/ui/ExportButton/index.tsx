import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {downloadName} from '../../core/exportProject';
import {usePlayground} from '../usePlayground';
import styles from './styles.module.css';

/**
 * Downloads this playground, as it is now, as a Vite + React project
 * (`<example>.zip`): its files, seed data and network settings, the mock
 * server they run against, and a README. What is in it: playground/export/.
 */
export default function ExportButton(): ReactNode {
  const {session, exampleId} = usePlayground();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileName = `${downloadName(exampleId)}.zip`;
  return (
    <>
      <button
        type="button"
        // aria-disabled, not disabled: a disabled button loses focus (to <body>) while the zip is made.
        className={clsx('button button--secondary button--sm', busy && 'disabled')}
        aria-disabled={busy || undefined}
        aria-label={`Export project: ${exampleId} as a Vite project (${fileName})`}
        title={`Download ${fileName}: a Vite + React app with this code and its mock server. npm install && npm run dev runs it.`}
        onClick={async () => {
          if (busy) return;
          setBusy(true);
          setProblem(null);
          try {
            const {projectZip} = await import('./download');
            const {files, network} = session.state;
            const {zip} = projectZip(files, network, exampleId);
            const url = URL.createObjectURL(new Blob([zip], {type: 'application/zip'}));
            const link = document.createElement('a');
            link.href = url;
            link.download = fileName;
            link.click();
            setTimeout(() => URL.revokeObjectURL(url), 0);
          } catch (error) {
            setProblem(`The project could not be made: ${error instanceof Error ? error.message : String(error)}`);
          } finally {
            setBusy(false);
          }
        }}>
        Export project
      </button>
      {problem && (
        <span role="alert" className={styles.problem}>
          {problem}
        </span>
      )}
    </>
  );
}
