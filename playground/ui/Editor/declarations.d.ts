/** Written at build time by the playground plugin (src/plugins/playground.ts, `createData`). */
declare module '@generated/playground/default/type-libraries.json' {
  const libraries: import('../../core/typeLibraries').TypeLibraries;
  export default libraries;
}

/** Monaco's TypeScript grammar, which the package ships without declarations (jsxTokens.ts extends it). */
declare module 'monaco-editor/languages/definitions/typescript/typescript' {
  export const language: import('monaco-editor/editor').languages.IMonarchLanguage;
  export const conf: import('monaco-editor/editor').languages.LanguageConfiguration;
}
