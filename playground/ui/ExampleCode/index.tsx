import type {ReactNode} from 'react';
import type {PlaygroundFiles} from '../../core/files';
import StaticCode from '../Playground/StaticCode';

/**
 * An example's files shown as code only, for instance a tutorial step's
 * solution; `file="resources.ts"` shows that one file. The code is still the
 * example folder's, so the tests type-check and run what the page shows.
 */
export default function ExampleCode({
  files,
  exampleId,
  file,
}: {
  files: PlaygroundFiles;
  exampleId: string;
  example?: string;
  file?: string;
}): ReactNode {
  const shown = file ? {[file]: files[file]} : files;
  return <StaticCode files={shown} exampleId={exampleId} codeOnly />;
}
