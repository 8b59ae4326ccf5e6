import type {ReactNode} from 'react';
import {downloadName} from '../../core/exportProject';
import {requestLogAsHar} from '../../core/har';
import type {RequestLogEntry} from '../../core/requestRecorder';

/** Who wrote the file, as HAR's `log.creator` names it. */
const creator = {name: 'data-client docs playground', version: '1'};

/** Downloads the request log as `<example>.har` (HAR 1.2), for DevTools' Network panel or any HAR viewer. */
export default function ExportHar({
  exampleId,
  entries,
  urlOf,
}: {
  exampleId: string;
  entries: readonly RequestLogEntry[];
  urlOf: (entry: RequestLogEntry) => string;
}): ReactNode {
  const fileName = `${downloadName(exampleId)}.har`;
  return (
    <button
      type="button"
      className="button button--secondary button--sm"
      disabled={entries.length === 0}
      aria-label={`Export HAR: the request log of ${exampleId} (${fileName})`}
      onClick={() => {
        const har = requestLogAsHar(entries, creator, urlOf);
        const url = URL.createObjectURL(new Blob([JSON.stringify(har, null, 2)], {type: 'application/json'}));
        const link = document.createElement('a');
        link.href = url;
        link.download = fileName;
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), 0);
      }}>
      Export HAR
    </button>
  );
}
