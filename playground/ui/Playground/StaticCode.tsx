import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {PlaygroundFiles} from '../../core/files';
import styles from './styles.module.css';

function language(file: string): string {
  return file.split('.').pop() ?? 'text';
}

/** Every file of the example as highlighted code: what the page shows before the playground starts. */
export default function StaticCode({files, exampleId}: {files: PlaygroundFiles; exampleId: string}): ReactNode {
  return (
    <div className={styles.playground} data-example={exampleId}>
      {Object.entries(files).map(([file, source]) => (
        <CodeBlock key={file} title={file} language={language(file)}>
          {source}
        </CodeBlock>
      ))}
    </div>
  );
}
