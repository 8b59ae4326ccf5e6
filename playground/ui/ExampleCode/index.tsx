import type {ReactNode} from 'react';
import type {PlaygroundFiles} from '../../core/files';
import StaticCode from '../Playground/StaticCode';

/** An example's files shown as code only, for instance a tutorial step's solution. */
export default function ExampleCode({files, exampleId}: {files: PlaygroundFiles; exampleId: string; example?: string}): ReactNode {
  return <StaticCode files={files} exampleId={exampleId} codeOnly />;
}
