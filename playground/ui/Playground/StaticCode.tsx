import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {fileKind, type PlaygroundFiles} from '../../core/files';
import styles from './styles.module.css';

/**
 * Every file of the example as highlighted code: what the page shows before
 * the playground starts, or all it shows for code only (`ExampleCode`).
 * `data-example` marks a playground, `data-example-code` code only.
 */
export default function StaticCode({
  files,
  exampleId,
  codeOnly = false,
}: {
  files: PlaygroundFiles;
  exampleId: string;
  codeOnly?: boolean;
}): ReactNode {
  const marker = codeOnly ? {'data-example-code': exampleId} : {'data-example': exampleId};
  return (
    <div className={styles.playground} {...marker}>
      {Object.entries(files).map(([file, source]) => (
        <CodeBlock key={file} title={file} language={fileKind(file)}>
          {source}
        </CodeBlock>
      ))}
    </div>
  );
}
