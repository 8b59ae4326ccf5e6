import {Fragment, type CSSProperties, type ReactNode} from 'react';
import {Highlight, type PrismTheme, type Token} from 'prism-react-renderer';
import {useThemeConfig} from '@docusaurus/theme-common';
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

/** What a Prism theme sets that differs between the two modes: the stylesheet applies each from `--light-*` or `--dark-*`. */
const themedProperties = [
  'color',
  'backgroundColor',
  'fontStyle',
  'fontWeight',
  'opacity',
  'textDecorationLine',
] as const;

function kebab(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * One element's style in both colour modes at once: each themed property as
 * two custom properties (the stylesheet picks by the page's `data-theme`),
 * the rest as it is. The same HTML is right in either mode from the first
 * paint, with nothing to redo once the page has hydrated.
 */
function bothModes(light: CSSProperties | undefined, dark: CSSProperties | undefined): CSSProperties | undefined {
  if (!light && !dark) return undefined;
  const style: Record<string, unknown> = {...light};
  for (const property of themedProperties) {
    delete style[property];
    if (light?.[property] !== undefined) style[`--light-${kebab(property)}`] = light[property];
    if (dark?.[property] !== undefined) style[`--dark-${kebab(property)}`] = dark[property];
  }
  return style as CSSProperties;
}

/**
 * One file as highlighted, numbered lines, laid out like the editor that
 * later takes its place (same font, line height, gutter, padding, and lines
 * wrapped at the same column), so nothing moves when the editor arrives.
 * Coloured for both modes at once (`bothModes`): the server's HTML is right
 * in the reader's mode, and hydrating it redoes nothing.
 */
export default function HighlightedCode({file, source}: {file: string; source: string}): ReactNode {
  const {prism} = useThemeConfig();
  const light = prism.theme as PrismTheme;
  const dark = (prism.darkTheme ?? prism.theme) as PrismTheme;
  const language = prismLanguages[fileKind(file)];
  return (
    <Highlight theme={light} code={source} language={language}>
      {({tokens, getLineProps, getTokenProps, style}) => (
        // Only the dark theme's styles: tokens depend on the code, not the theme.
        <Highlight theme={dark} code="" language={language}>
          {(darkMode) => (
            <pre className={`${styles.highlighted} ${styles.themed}`} style={bothModes(style, darkMode.style)}>
              <code>
                {tokens.map((line, index) => {
                  const {indent, tokens: indented} = splitIndent(line);
                  const {style: lineLight, ...lineProps} = getLineProps({
                    line,
                    className: `${styles.line} ${styles.themed}`,
                  });
                  return (
                    <div key={index} {...lineProps} style={bothModes(lineLight, darkMode.getLineProps({line}).style)}>
                      <span className={styles.lineNumber} aria-hidden="true">
                        {index + 1}
                      </span>
                      <span className={styles.lineText} style={{paddingLeft: `${indent}ch`}}>
                        {runsOf(indented).map(({breakBefore, glued, parts}, key) => {
                          const spans = parts.map(({token, text}, part) => {
                            const {style: tokenLight, ...tokenProps} = getTokenProps({
                              token: {...token, content: text},
                              className: styles.themed,
                            });
                            const tokenDark = darkMode.getTokenProps({token}).style;
                            return <span key={part} {...tokenProps} style={bothModes(tokenLight, tokenDark)} />;
                          });
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
      )}
    </Highlight>
  );
}
