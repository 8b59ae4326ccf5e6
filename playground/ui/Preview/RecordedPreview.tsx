import {forwardRef, useLayoutEffect, useRef, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {RecordedPreview as Recorded} from '../../core/recorded';
import {coloursRule, previewContentCss, previewFont} from '../../guest/previewStyles';
import styles from './styles.module.css';

/**
 * The preview's own style, inside its shadow root: the page's rules do not
 * reach in, and what it would inherit from the page is reset. Its colours
 * come from the host (below), which follows the page's colour mode.
 */
const shadowCss = `
.page {
  all: initial;
  display: block;
  min-height: 48px;
  box-sizing: border-box;
  ${previewFont}
  background: var(--page-bg);
}
${previewContentCss}`;

/** The colours, set on the host from the page, where the page's `data-theme` is: right at first paint, and as the reader switches. */
const coloursCss = `${coloursRule('[data-recorded-preview]', 'light')}
${coloursRule("[data-theme='dark'] [data-recorded-preview]", 'dark')}`;

function shadowContent(markup: string): string {
  return `<style>${shadowCss}</style><div class="page"><div class="playground-preview">${markup}</div></div>`;
}

/**
 * A component's preview as the build recorded it, shown where the live
 * preview will be until that has rendered. The markup is the build's own
 * (playground/node/previewMarkup.ts: no scripts, no handlers, nothing loaded
 * from elsewhere), in a shadow root declared in the HTML, so it shows without
 * JavaScript and is as tall as its content at first paint, as tall as the
 * guest frame that replaces it. `inert`: its buttons and forms do nothing.
 * Where the build recorded none, a line says why there is nothing yet (over
 * the place a timer-driven preview takes, when the build knows it).
 */
const RecordedPreview = forwardRef<HTMLDivElement, {preview: Recorded | undefined}>(function RecordedPreview(
  {preview},
  ref,
): ReactNode {
  const host = useRef<HTMLDivElement | null>(null);
  // The server's HTML declares the shadow root (and hydration keeps it); rendered in the browser, it is attached below.
  const declared = !useIsBrowser();
  const shown = preview && 'markup' in preview ? preview.markup : null;
  // A preview a timer changes is not shown; its markup as the run ended only keeps the place the live one takes.
  const markup = shown ?? (preview && 'sizedBy' in preview ? preview.sizedBy : undefined) ?? null;
  useLayoutEffect(() => {
    if (markup === null || !host.current || host.current.shadowRoot) return;
    host.current.attachShadow({mode: 'open'}).innerHTML = shadowContent(markup);
  }, [markup]);
  const why =
    preview && 'notRecorded' in preview ? ` (it was not recorded when the site was built: ${preview.notRecorded})` : '';
  const line = (
    <p className={styles.notRecorded}>The preview shows once the example runs, which needs JavaScript{why}.</p>
  );
  if (markup === null) return <div ref={ref}>{line}</div>;
  return (
    <div ref={ref} className={styles.recorded}>
      <style dangerouslySetInnerHTML={{__html: coloursCss}} />
      <div
        ref={host}
        data-recorded-preview=""
        className={shown === null ? styles.placeHolder : undefined}
        {...{inert: ''}}
        suppressHydrationWarning
        dangerouslySetInnerHTML={
          declared ? {__html: `<template shadowrootmode="open">${shadowContent(markup)}</template>`} : undefined
        }
      />
      {shown === null && line}
    </div>
  );
});

export default RecordedPreview;
