/** Written at build time by the playground plugin (src/plugins/playground.ts, `createData`). */
declare module '@generated/playground/default/type-libraries.json' {
  const libraries: import('../../core/typeLibraries').TypeLibraries;
  export default libraries;
}
