import {Fragment, type ReactNode} from 'react';
import {Highlight, type Token} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {fileKind, type FileKind} from '../../core/files';
import styles from './styles.module.css';
import {runsOf} from './wrapping';

/** Prism's name for each kind of file. */
const prismLanguages: Record<FileKind, string> = {ts: 'typescript', tsx: 'tsx', json: 'json', text: 'text'};

/**
 * A line's tokens without its indentation, and how deep that was: the editor
 * wraps a long line under its own first character (wrappingIndent 'same'),
 * which CSS does when the indentation is padding rather than text.
 */
function splitIndent(line: Token[]): {indent: number; tokens: Token[]} {
  const text = line.map((token) => token.content).join('');
  const indent = text.length - text.trimStart().length;
  if (indent === 0 || indent === text.length) return {indent: 0, tokens: line};
  let skip = indent;
  const tokens: Token[] = [];
  for (const token of line) {
    const cut = Math.min(skip, token.content.length);
    skip -= cut;
    if (cut < token.content.length) tokens.push(cut === 0 ? token : {...token, content: token.content.slice(cut)});
  }
  return {indent, tokens};
}

/**
 * One file as highlighted, numbered lines, laid out like the editor that
 * later takes its place (same font, line height, gutter, padding, and lines
 * wrapped at the same column), so nothing moves when the editor arrives.
 */
export default function HighlightedCode({file, source}: {file: string; source: string}): ReactNode {
  const theme = usePrismTheme();
  // The server renders the light theme; after hydration the colours are
  // those of the reader's mode (the same remount @theme/CodeBlock does).
  const isBrowser = useIsBrowser();
  return (
    <Highlight key={String(isBrowser)} theme={theme} code={source} language={prismLanguages[fileKind(file)]}>
      {({tokens, getLineProps, getTokenProps, style}) => (
        <pre className={styles.highlighted} style={style}>
          <code>
            {tokens.map((line, index) => {
              const {indent, tokens: indented} = splitIndent(line);
              return (
                <div key={index} {...getLineProps({line, className: styles.line})}>
                  <span className={styles.lineNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className={styles.lineText} style={{paddingLeft: `${indent}ch`}}>
                    {runsOf(indented).map(({breakBefore, glued, parts}, key) => {
                      const spans = parts.map(({token, text}, part) => (
                        <span key={part} {...getTokenProps({token: {...token, content: text}})} />
                      ));
                      return (
                        <Fragment key={key}>
                          {breakBefore && <wbr />}
                          {glued ? <span className={styles.glued}>{spans}</span> : spans}
                        </Fragment>
                      );
                    })}
                  </span>
                </div>
              );
            })}
          </code>
        </pre>
      )}
    </Highlight>
  );
}
