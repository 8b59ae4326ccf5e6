import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Packages that only playground pages need. Docusaurus' default split-chunks
 * groups would otherwise hoist them into `common.js` (and Monaco's CSS into the
 * global stylesheet) once most pages hold a playground, so every plain page
 * would pay for them.
 */
export const playgroundOnlyPackages = [
  'monaco-editor',
  '@monaco-editor',
  'typescript',
  'msw',
  '@mswjs',
  '@bundled-es-modules',
  'sucrase',
  '@data-client',
  'react-json-view-lite',
  'lz-string',
];

const playgroundOnly = new RegExp(
  String.raw`([\\/]node_modules[\\/](${playgroundOnlyPackages
    .map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('|')})[\\/])|([\\/]playground[\\/])`,
);

type CacheGroup = {test?: unknown} & Record<string, unknown>;

function keepOutOfSharedGroups(splitChunks: unknown): void {
  if (!splitChunks || typeof splitChunks !== 'object') return;
  const groups = (splitChunks as {cacheGroups?: Record<string, CacheGroup | false>})
    .cacheGroups;
  for (const name of ['common', 'styles']) {
    const group = groups?.[name];
    if (group) {
      group.test = (module: {nameForCondition?: () => string | null}) =>
        !playgroundOnly.test(module.nameForCondition?.() ?? '');
    }
  }
}

export default function bundlingPlugin(_context: LoadContext): Plugin {
  return {
    name: 'bundling',
    configureWebpack(config, isServer) {
      if (!isServer) keepOutOfSharedGroups(config.optimization?.splitChunks);
      return {
        module: {
          rules: [
            {
              // @data-client/core declares "sideEffects": false, yet its index
              // re-exports modules whose exports are dropped when the bundler
              // trusts that flag (DevToolsManager ... not found).
              test: /[\\/]node_modules[\\/]@data-client[\\/]core[\\/]/,
              sideEffects: true,
            },
          ],
        },
      };
    },
  };
}
