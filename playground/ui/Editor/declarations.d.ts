/** Written at build time by the playground plugin (src/plugins/playground.ts, `createData`). */
declare module '@generated/playground/default/type-library-files.json' {
  const files: import('../../core/typeLibraries').TypeLibraries['files'];
  export default files;
}
declare module '@generated/playground/default/compiler-options.json' {
  const compilerOptions: import('../../core/typeLibraries').TypeLibraries['compilerOptions'];
  export default compilerOptions;
}

/** Monaco's TypeScript worker module (typescript.worker.ts extends its worker), which the package ships without declarations. */
declare module 'monaco-editor/language/typescript/ts.worker.js' {
  export type ExtraLibs = Record<string, {content: string; version: number}>;
  export type CreateData = {extraLibs: ExtraLibs};
  export class TypeScriptWorker {
    constructor(context: unknown, createData: CreateData);
    updateExtraLibs(extraLibs: ExtraLibs): Promise<void>;
  }
  export function initialize(factory: (context: unknown, createData: CreateData) => TypeScriptWorker): void;
}

/** Monaco's TypeScript grammar, which the package ships without declarations (jsxTokens.ts extends it). */
declare module 'monaco-editor/languages/definitions/typescript/typescript' {
  export const language: import('monaco-editor/editor').languages.IMonarchLanguage;
  export const conf: import('monaco-editor/editor').languages.LanguageConfiguration;
}

/** Monaco's TypeScript providers, which the package ships without declarations (monaco.ts asks for quick fixes itself). */
declare module 'monaco-editor/languages/features/typescript/languageFeatures' {
  import type {languages, Uri} from 'monaco-editor/editor';
  type Provide = languages.CodeActionProvider['provideCodeActions'];
  export class CodeActionAdaptor implements languages.CodeActionProvider {
    constructor(worker: (...uris: Uri[]) => Promise<unknown>);
    provideCodeActions(...args: Parameters<Provide>): ReturnType<Provide>;
  }
}
