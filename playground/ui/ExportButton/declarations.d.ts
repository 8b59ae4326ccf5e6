/** Written at build time by the playground plugin (src/plugins/playground.ts, `createData`). */
declare module '@generated/playground/default/export-template.json' {
  const template: import('../../core/exportProject').ExportTemplate;
  export default template;
}
