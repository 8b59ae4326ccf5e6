import type {TypeLibraries} from '../../core/typeLibraries';

export type MonacoSetup = typeof import('./monaco');

let loading: Promise<MonacoSetup> | null = null;

/**
 * Monaco and the type libraries, fetched in parallel, once per page. A failed
 * load is forgotten so that the next playground to ask tries again.
 */
export function loadMonaco(): Promise<MonacoSetup> {
  loading ??= Promise.all([
    import('./monaco'),
    import('@generated/playground/default/type-libraries.json') as Promise<{default: TypeLibraries}>,
  ]).then(
    ([setup, {default: libraries}]) => {
      setup.configureTypeScript(libraries);
      return setup;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
