export type MonacoSetup = typeof import('./monaco');

let loading: Promise<MonacoSetup> | null = null;

/**
 * Monaco and the compiler options, fetched in parallel, once per page (the
 * type libraries are the TypeScript worker's: typescript.worker.ts). A failed
 * load is forgotten so that the next playground to ask tries again.
 */
export function loadMonaco(): Promise<MonacoSetup> {
  loading ??= Promise.all([import('./monaco'), import('@generated/playground/default/compiler-options.json')]).then(
    ([setup, {default: compilerOptions}]) => {
      setup.configureTypeScript(compilerOptions);
      return setup;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
