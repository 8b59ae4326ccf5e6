import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import {readExample} from '../../playground/node/examples';
import {collectTypeLibraries} from '../../playground/node/typeLibraries';
import {playgroundPageRoute, runnerRoute} from '../../playground/runner/route';

/** The example the full-page playground opens with when a link brings none. */
const pageExample = path.resolve(__dirname, '../../docs/examples/playground-start');

/**
 * Packages that only playground pages need. Docusaurus' default split-chunks
 * groups would otherwise hoist them into `common.js` (and Monaco's CSS into the
 * global stylesheet) once most pages hold a playground, so every plain page
 * would pay for them.
 */
export const playgroundOnlyPackages = [
  'monaco-editor',
  'typescript',
  'msw',
  '@mswjs',
  '@bundled-es-modules',
  'sucrase',
  '@data-client',
  'react-json-view-lite',
  'lz-string',
];

const playgroundOnlyPackage = new RegExp(
  String.raw`[\\/]node_modules[\\/](${playgroundOnlyPackages
    .map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('|')})[\\/]`,
);
const playgroundOnly = new RegExp(String.raw`${playgroundOnlyPackage.source}|[\\/]playground[\\/]`);

/**
 * The playground's own CSS (a few KB) stays in the global stylesheet: it is
 * the only one the server-rendered HTML links, and the playground's shell is
 * in that HTML. Only the packages' CSS (Monaco's 190 KB) is kept out.
 */
const keptOutOf = {common: playgroundOnly, styles: playgroundOnlyPackage};

type CacheGroup = {test?: unknown} & Record<string, unknown>;

function keepOutOfSharedGroups(splitChunks: unknown): void {
  if (!splitChunks || typeof splitChunks !== 'object') return;
  const groups = (splitChunks as {cacheGroups?: Record<string, CacheGroup | false>})
    .cacheGroups;
  for (const [name, keptOut] of Object.entries(keptOutOf)) {
    const group = groups?.[name];
    if (group) {
      group.test = (module: {nameForCondition?: () => string | null}) =>
        !keptOut.test(module.nameForCondition?.() ?? '');
    }
  }
}

/** Everything the playground needs from Docusaurus: its runner page and bundler settings. */
type Minimizer = {name?: string};

/**
 * @data-client names a Collection after its schema's class
 * (`COLLECT:ArraySchema(Todo)`); with mangled class names the Store panel
 * would show `COLLECT:g(Todo)`. Same minifier options as Docusaurus, plus
 * class names kept.
 */
function keepClassNames(config: {optimization?: {minimizer?: unknown[]}}, rspack: unknown): void {
  const minimizers = config.optimization?.minimizer as Minimizer[] | undefined;
  const index = minimizers?.findIndex((m) => m?.name === 'SwcJsMinimizerRspackPlugin') ?? -1;
  if (!minimizers || index === -1) return;
  const options = getSwcJsMinimizerOptions();
  const {SwcJsMinimizerRspackPlugin} = rspack as {
    SwcJsMinimizerRspackPlugin: new (options: object) => Minimizer;
  };
  minimizers[index] = new SwcJsMinimizerRspackPlugin({
    minimizerOptions: {
      minify: true,
      ...options,
      compress: {...(options.compress as object), keep_classnames: true},
      mangle: {keep_classnames: true},
    },
  });
}

export default function playgroundPlugin(context: LoadContext): Plugin {
  return {
    name: 'playground',
    loadContent() {
      return collectTypeLibraries(context.siteDir);
    },
    async contentLoaded({content, actions}) {
      // The editor imports it as @generated/playground/default/type-libraries.json, in its own chunk.
      await actions.createData('type-libraries.json', JSON.stringify(content));
      actions.addRoute({
        path: `${context.baseUrl}${runnerRoute.slice(1)}`,
        component: path.resolve(__dirname, '../../playground/runner/RunnerPage.tsx'),
        exact: true,
      });
      // Nested under `files`: in the server bundle, Docusaurus copies a JSON
      // module's export names (Object.prototype's among them) onto its value.
      const example = await actions.createData(
        'playground-page-example.json',
        JSON.stringify({files: readExample(pageExample)}),
      );
      actions.addRoute({
        path: `${context.baseUrl}${playgroundPageRoute.slice(1)}`,
        component: path.resolve(__dirname, '../../playground/ui/PlaygroundPage/index.tsx'),
        modules: {example},
        exact: true,
      });
    },
    getPathsToWatch() {
      return [path.join(pageExample, '*')];
    },
    configureWebpack(config, isServer, {currentBundler}) {
      if (!isServer) keepOutOfSharedGroups(config.optimization?.splitChunks);
      if (!isServer && currentBundler.name === 'rspack') keepClassNames(config, currentBundler.instance);
      return {};
    },
  };
}
