/**
 * How a component's preview looks, written once for the two places it is
 * shown: the guest frame's page (index.html, where the live preview renders)
 * and the preview the build recorded, shown in the page until the live one
 * has rendered (ui/Preview/RecordedPreview.tsx). The two must look alike and
 * be equally tall, or the page moves when one replaces the other.
 */

/** The class of the Suspense fallback the preview shows while the component loads ("Loading…"). */
export const previewLoadingClass = 'playground-preview-loading';

/** The docs' colours (Infima's), by colour mode. */
export const previewColours = {
  light: {
    '--scheme': 'light',
    '--text': '#1c1e21',
    '--muted': '#606770',
    '--link': '#2e5c8a',
    '--code-bg': '#f6f7f8',
    '--page-bg': '#fff',
    '--error': '#d32f2f',
  },
  dark: {
    '--scheme': 'dark',
    '--text': '#e3e3e3',
    '--muted': '#b0b3b8',
    '--link': '#7fb0e0',
    '--code-bg': '#2b2b2f',
    '--page-bg': '#1b1b1d',
    '--error': '#ff8a80',
  },
} as const;

/** `selector { property: value; ... }` of one colour mode. */
export function coloursRule(selector: string, mode: keyof typeof previewColours): string {
  return `${selector} { ${Object.entries(previewColours[mode])
    .map(([property, value]) => `${property}: ${value};`)
    .join(' ')} }`;
}

/** The type and colour scheme of the whole preview: the guest's `html`, the recorded preview's root. */
export const previewFont = `color-scheme: var(--scheme);
  font: 100%/1.65 system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, Cantarell, 'Noto Sans', sans-serif;
  color: var(--text);
  -webkit-font-smoothing: antialiased;`;

/** The preview's box (flow-root keeps the first and last margins inside, so its height includes them), and what is in it. */
export const previewContentCss = `
.playground-preview {
  display: flow-root;
  padding: 0.5rem 0.75rem;
}
.playground-preview :is(h1, h2, h3, h4, h5, h6) {
  margin: 0 0 0.75rem;
  font-weight: 700;
  line-height: 1.25;
}
.playground-preview h2 { font-size: 1.5rem; }
.playground-preview h3 { font-size: 1.25rem; }
.playground-preview h4 { font-size: 1rem; }
.playground-preview :is(p, ul, ol, form, article, section) {
  margin: 0 0 1rem;
}
.playground-preview :is(ul, ol) {
  padding-left: 2rem;
}
.playground-preview a { color: var(--link); }
.playground-preview code {
  font-family: SFMono-Regular, Menlo, Monaco, Consolas, 'Liberation Mono', 'Courier New', monospace;
  font-size: 90%;
  background: var(--code-bg);
  border-radius: 0.25rem;
  padding: 0.1rem 0.25rem;
}
.playground-preview :is(button, input, textarea, select) {
  font: inherit;
  font-size: 0.875rem;
}
.playground-preview label { margin-right: 0.5rem; }
.playground-preview-loading { color: var(--muted); }
.playground-preview-error { color: var(--error); }
`;

/** The guest page's whole style: its colours follow its `data-theme`, set from its address and the page's messages. */
export const guestPageCss = `
${coloursRule(':root', 'light')}
${coloursRule("[data-theme='dark']", 'dark')}
/* Nothing paints until the script has set the colours from the address: the page shows through. */
html:not([data-theme]) {
  visibility: hidden;
}
html {
  ${previewFont}
  /* The page's own background: a transparent dark frame in a page that declares no colour scheme gets the browser's. */
  background: var(--page-bg);
}
body {
  margin: 0;
}
${previewContentCss}`;
