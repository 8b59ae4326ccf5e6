import type {CSSProperties} from 'react';
import styles from './styles.module.css';

/**
 * The editor's metrics, shared with the highlighted code shown before it
 * (HighlightedCode), so that both are the same height: the same lines,
 * wrapped at the same width, at the same line height.
 */
export const editorMetrics = {fontSize: 14, lineHeight: 21, paddingY: 12, gutterDigits: 3, gutterGap: 10} as const;

/**
 * Line numbers, the same in the highlighted code and in Monaco, and dark
 * enough on the code background for WCAG AA (Monaco's own are fainter).
 */
export const gutterColors = {light: '#57606a', dark: '#a4a7ba'} as const;

export const codeAreaClass = styles.area;

/** The metrics as CSS variables, for the code area's style. */
export const codeAreaStyle = {
  '--editor-font-size': `${editorMetrics.fontSize}px`,
  '--editor-line-height': `${editorMetrics.lineHeight}px`,
  '--editor-padding-y': `${editorMetrics.paddingY}px`,
  '--editor-gutter-digits': editorMetrics.gutterDigits,
  '--editor-gutter-gap': `${editorMetrics.gutterGap}px`,
  '--editor-gutter-light': gutterColors.light,
  '--editor-gutter-dark': gutterColors.dark,
} as CSSProperties;
