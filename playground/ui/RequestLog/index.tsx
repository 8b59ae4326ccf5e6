import {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {onPageOrigin, recordedOrigin} from '../../core/recorded';
import {shownUrl, type RequestLogEntry} from '../../core/requestRecorder';
import {actionMatchesRequest} from '../../core/storeDiff';
import type {StoreSnapshot} from '../../core/storeRecorder';
import {shownRequests} from '../../session/runView';
import {usePlayground, usePlaygroundState} from '../usePlayground';
import CopyRequest from './CopyRequest';
import ExportHar from './ExportHar';
import {headerLines, readableBody, requestDuration, requestStatus, urlParts} from './rowText';
import PanelHeading from '../PanelHeading';
import styles from './styles.module.css';

function Body({label, text}: {label: string; text: string | null}) {
  return (
    <div>
      <PanelHeading sub>{label}</PanelHeading>
      <pre>{readableBody(text)}</pre>
    </div>
  );
}

/** A URL that wraps after a `/`, `?` or `&`. */
function Url({url}: {url: string}) {
  return urlParts(url).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** The store steps this request caused, each a button that shows that step; a plain `fetch()` goes around the store and causes none. */
function StoreActions({steps, onSelect}: {steps: StoreSnapshot[]; onSelect(index: number): void}) {
  return (
    <p className={styles.actions}>
      Store actions:{' '}
      {steps.length === 0
        ? 'none (the store did not take part in this request)'
        : steps.map((step, n) => (
            <Fragment key={step.index}>
              {n > 0 && ' '}
              <button type="button" onClick={() => onSelect(step.index)}>
                {step.index} {step.action!.type}
              </button>
            </Fragment>
          ))}
    </p>
  );
}

function HeaderTable({label, headers}: {label: string; headers: Record<string, string>}) {
  return (
    <div>
      <PanelHeading sub>{label}</PanelHeading>
      <pre>{headerLines(headers)}</pre>
    </div>
  );
}

/**
 * Every request the reader's code made, in the order issued; a row opens to
 * show what was sent and answered, and the store actions it led to. Rows are
 * kept by their place: the row a reader opened stays open (and focused)
 * across runs, and while a run is under way the previous run's rows past
 * this run's stay, marked as such.
 */
export default function RequestLog(): ReactNode {
  const {session, exampleId} = usePlayground();
  const run = usePlaygroundState((state) => state.run);
  const open = usePlaygroundState((state) => state.openRequest);
  const snapshots = run.snapshots;
  const rows = shownRequests(run);
  // The server knows no page origin: a recorded run's URLs show as recorded there and
  // while the page hydrates (the same HTML), then on the page's own origin.
  const inBrowser = useIsBrowser();
  const origin = inBrowser ? window.location.origin : recordedOrigin;
  const urlOf = (entry: RequestLogEntry) => (run.recorded ? onPageOrigin(entry.url, origin) : entry.url);
  return (
    <div className={styles.wrapper}>
      <table aria-label={`Request log of ${exampleId}`} className={styles.table}>
        <caption>
          Request log
          {inBrowser && (
            <span className={styles.captionButtons}>
              <ExportHar
                exampleId={exampleId}
                entries={rows.filter((row) => !row.previous).map((row) => row.entry)}
                urlOf={urlOf}
              />
            </span>
          )}
        </caption>
        <thead>
          <tr>
            <th scope="col">Method</th>
            <th scope="col">URL</th>
            <th scope="col">Status</th>
            <th scope="col">Time</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={4} className={styles.empty}>
                No requests yet.
              </td>
            </tr>
          )}
          {rows.map(({entry, previous}, row) => (
            <Fragment key={row}>
              <tr className={clsx(entry.answeredBy === 'unhandled' && styles.unhandled, previous && styles.previous)}>
                <td>
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded={open === row}
                    onClick={() => session.openRequest(open === row ? null : row)}>
                    {entry.method}
                    {previous && <span className={styles.previousNote}> (previous run)</span>}
                  </button>
                </td>
                <td className={styles.url} title={inBrowser ? urlOf(entry) : shownUrl(urlOf(entry), origin)}>
                  <Url url={shownUrl(urlOf(entry), origin)} />
                </td>
                <td className={styles.nowrap}>
                  {requestStatus(entry)}
                  {entry.answeredBy === 'unhandled' && <span className={styles.badge}>unhandled</span>}
                </td>
                <td className={styles.nowrap}>{requestDuration(entry)}</td>
              </tr>
              {open === row && (
                <tr className={styles.details}>
                  <td colSpan={4}>
                    <p>
                      <code className={styles.url}>
                        <Url url={urlOf(entry)} />
                      </code>{' '}
                      answered by <strong>{entry.answeredBy ?? 'nobody yet'}</strong>
                      {entry.error && <> — {entry.error}</>}
                    </p>
                    <StoreActions
                      steps={snapshots.filter((step) => actionMatchesRequest(step.action?.key ?? null, entry))}
                      onSelect={(index) => session.selectSnapshot(index)}
                    />
                    <CopyRequest
                      request={{...entry, url: urlOf(entry)}}
                      label={`${entry.method} ${shownUrl(urlOf(entry), origin)}`}
                    />
                    <HeaderTable label="Request headers" headers={entry.requestHeaders} />
                    <Body label="Request body" text={entry.requestBody} />
                    <Body label="Response body" text={entry.responseBody} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
