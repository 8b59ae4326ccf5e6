import {useState, type ReactNode} from 'react';
import {fileKind} from '../../core/files';
import {useWholeWindow} from '../Layout';
import styles from './styles.module.css';

/**
 * What acts on the file shown: Copy puts its code on the clipboard and says
 * so; Format (a code file) asks the editor to format it. In the shell, before
 * the editor can be there, Format is shown (nothing moves when the playground
 * takes over) but does nothing. Whole window gives the playground the
 * window (and Esc or the same button gives the page back).
 */
export default function FileActions({
  file,
  source,
  onFormat,
}: {
  file: string;
  source: string;
  onFormat?: () => void;
}): ReactNode {
  const [said, setSaid] = useState<string | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(source).then(
      () => setSaid(`Copied ${file}.`),
      () => setSaid(`The browser refused the clipboard: select the code and press Ctrl+C to copy ${file}.`),
    );
  };
  const kind = fileKind(file);
  const whole = useWholeWindow();
  return (
    <span className={styles.fileActions} data-file-actions="">
      <button type="button" className="button button--secondary button--sm" aria-label={`Copy ${file}`} onClick={copy}>
        Copy
      </button>
      {(kind === 'ts' || kind === 'tsx') && (
        <button
          type="button"
          className="button button--secondary button--sm"
          aria-label={`Format ${file}`}
          aria-disabled={onFormat ? undefined : true}
          onClick={onFormat}>
          Format
        </button>
      )}
      <button type="button" className="button button--secondary button--sm" onClick={whole.toggle} data-whole-window="">
        {whole.on ? 'Back to the page' : 'Whole window'}
      </button>
      <span role="status" className={styles.copied}>
        {said}
      </span>
    </span>
  );
}
