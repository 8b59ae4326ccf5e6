import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/typescript/register';
import 'monaco-editor/languages/features/json/register';
import {
  getTypeScriptWorker,
  typescriptDefaults,
  type CompilerOptions,
} from 'monaco-editor/languages/features/typescript/register';
import {CodeActionAdaptor} from 'monaco-editor/languages/features/typescript/languageFeatures';
import {vs, vs_dark} from 'monaco-editor/editor/standalone/common/themes';
import type {TypeLibraries} from '../../core/typeLibraries';
import {readableRules} from './contrast';
import {typescriptWithJsx} from './jsxTokens';

export {monaco};

// Before any model exists: a tokenizer set now is used instead of the one the language loads lazily.
monaco.languages.setMonarchTokensProvider('typescript', typescriptWithJsx);
export {getTypeScriptWorker};

/**
 * Monaco's workers, bundled by the site like any other chunk: nothing is
 * fetched from a CDN. The TypeScript worker holds the language service.
 * rspack turns each `new Worker(new URL(...))` into a worker chunk of its own
 * (a classic worker: it loads its other chunks with importScripts).
 */
self.MonacoEnvironment = {
  getWorker(_workerId, label) {
    switch (label) {
      case 'typescript':
        // Monaco's own, with the type libraries inside (typescript.worker.ts).
        return new Worker(new URL('./typescript.worker.ts', import.meta.url), {
          name: 'TypeScript',
        });
      case 'json':
        return new Worker(new URL('monaco-editor/language/json/json.worker.js', import.meta.url), {name: 'JSON'});
      default:
        return new Worker(new URL('monaco-editor/editor/editor.worker.js', import.meta.url), {name: 'Editor'});
    }
  },
};

/** The themes follow the site's code blocks: Monaco's own colours, made readable, on the Prism theme's background. */
export const editorThemes = {light: 'playground-light', dark: 'playground-dark'} as const;

export function defineEditorThemes(colors: {
  background: {light: string; dark: string};
  gutter: {light: string; dark: string};
}): void {
  monaco.editor.defineTheme(editorThemes.light, {
    base: 'vs',
    inherit: true,
    rules: readableRules(vs, colors.background.light),
    colors: {
      'editor.background': colors.background.light,
      'editorGutter.background': colors.background.light,
      'editorLineNumber.foreground': colors.gutter.light,
    },
  });
  monaco.editor.defineTheme(editorThemes.dark, {
    base: 'vs-dark',
    inherit: true,
    rules: readableRules(vs_dark, colors.background.dark),
    colors: {
      'editor.background': colors.background.dark,
      'editorGutter.background': colors.background.dark,
      'editorLineNumber.foreground': colors.gutter.dark,
    },
  });
}

/**
 * Gives the TypeScript service the compiler options. The real declaration
 * files of the packages a playground imports are the worker's own
 * (typescript.worker.ts). Must run before the first TypeScript model exists:
 * changing options later restarts the worker.
 *
 * Diagnostics come from `typeCheck.ts` instead of Monaco's own pass, which
 * checks only the file that changed: an edit in resources.ts must re-check
 * main.ts too.
 */
export function configureTypeScript(compilerOptions: TypeLibraries['compilerOptions']): void {
  typescriptDefaults.setCompilerOptions(compilerOptions as CompilerOptions);
  // Without Monaco's diagnostics pass, which would also clear typeCheck.ts's markers (same owner) on every edit.
  // Without its inlay hints (TypeScript's options here leave them empty) and its quick fixes as they are: each
  // editor asks for both as it shows, which started the worker before the reader did anything with the code.
  typescriptDefaults.setModeConfiguration({
    ...typescriptDefaults.modeConfiguration,
    diagnostics: false,
    inlayHints: false,
    codeActions: false,
  });
  typescriptDefaults.setEagerModelSync(true);
  monaco.languages.registerCodeActionProvider('typescript', quickFixes);
}

/**
 * TypeScript's quick fixes, asked of the worker only where there is a type
 * error to fix (TypeScript has none to offer elsewhere): until then the
 * worker stays unstarted.
 */
const fixes = new CodeActionAdaptor((...uris) => getTypeScriptWorker().then((worker) => worker(...uris)));
const quickFixes: monaco.languages.CodeActionProvider = {
  provideCodeActions(model, range, context, token) {
    if (!context.markers.some((marker) => marker.code)) return {actions: [], dispose() {}};
    return fixes.provideCodeActions(model, range, context, token);
  },
};
