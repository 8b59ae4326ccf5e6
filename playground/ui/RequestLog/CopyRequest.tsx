import {useEffect, useRef, useState, type ReactNode} from 'react';
import {asCurl, asFetch, type SentRequest} from '../../core/requestCopy';
import styles from './styles.module.css';

const formats = {cURL: asCurl, fetch: asFetch} as const;
type Format = keyof typeof formats;

type Outcome = {format: Format; copied: true} | {format: Format; copied: false; text: string};

/**
 * Copy as cURL / Copy as fetch for one logged request. The status line says
 * what was copied (read out by screen readers); when the browser refuses the
 * clipboard, the text is shown selected instead, for Ctrl+C.
 */
export default function CopyRequest({request, label}: {request: SentRequest; label: string}): ReactNode {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const fallback = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (outcome && !outcome.copied) fallback.current?.select();
  }, [outcome]);
  const copy = async (format: Format) => {
    const text = formats[format](request);
    try {
      await navigator.clipboard.writeText(text);
      setOutcome({format, copied: true});
    } catch {
      setOutcome({format, copied: false, text});
    }
  };
  return (
    <div className={styles.copy}>
      {(Object.keys(formats) as Format[]).map((format) => (
        <button
          key={format}
          type="button"
          className="button button--secondary button--sm"
          aria-label={`Copy ${label} as ${format}`}
          onClick={() => void copy(format)}>
          Copy as {format}
        </button>
      ))}
      <span role="status" className={styles.copyStatus}>
        {outcome?.copied && `Copied ${label} as ${outcome.format}.`}
        {outcome &&
          !outcome.copied &&
          `The clipboard was refused: ${label} as ${outcome.format} is selected below, copy it with Ctrl+C.`}
      </span>
      {outcome && !outcome.copied && (
        <textarea
          ref={fallback}
          readOnly
          className={styles.copyFallback}
          aria-label={`${label} as ${outcome.format}`}
          value={outcome.text}
          rows={Math.min(12, outcome.text.split('\n').length)}
        />
      )}
    </div>
  );
}
