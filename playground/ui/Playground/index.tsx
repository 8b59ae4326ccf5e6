import {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type {PlaygroundFiles} from '../../core/files';
import type {InteractivePlaygroundProps} from './InteractivePlayground';
import StaticCode from './StaticCode';

export type PlaygroundProps = {
  /** Filled in at build time from the `example` folder by the remark plugin. */
  files: PlaygroundFiles;
  /** The example's folder under docs/, which names this playground on the page. */
  exampleId: string;
  /** The folder, as written in MDX; the remark plugin reads it. */
  example?: string;
} & Omit<InteractivePlaygroundProps, 'files' | 'exampleId'>;

const InteractivePlayground = lazy(() => import('./InteractivePlayground'));

/**
 * A playground in a docs page. The server-rendered HTML shows the example's
 * code, readable without JavaScript; in the browser the interactive
 * playground, loaded only on pages that have one, runs it.
 */
export default function Playground({files, exampleId, example: _folder, ...options}: PlaygroundProps): ReactNode {
  const fallback = <StaticCode files={files} exampleId={exampleId} />;
  return (
    <BrowserOnly fallback={fallback}>
      {() => (
        <Suspense fallback={fallback}>
          <InteractivePlayground files={files} exampleId={exampleId} {...options} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
