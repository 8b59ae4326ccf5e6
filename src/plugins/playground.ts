import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {exampleRecorder} from '../../playground/node/exampleRecorder.cjs';
import {recordingDependencies} from '../../playground/node/recordingDependencies';
import {collectExportTemplate, templateDir} from '../../playground/node/exportTemplate';
import {buildGuestPages, guestDevMiddleware, type GuestBuild} from '../../playground/node/guestBundle';
import {siteWidePlaygroundModules} from '../../playground/node/siteWideModules';
import {collectTypeLibraries} from '../../playground/node/typeLibraries';
import type {ExportTemplate} from '../../playground/core/exportProject';
import type {TypeLibraries} from '../../playground/core/typeLibraries';
import {playgroundPageRoute} from '../../playground/guest/route';
import {exampleFolderModule, exampleQuery} from '../remark/playgroundExamples';

const exampleLoader = path.resolve(__dirname, '../../playground/node/exampleLoader.cjs');

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

function packagesPattern(names: string[]): RegExp {
  return new RegExp(
    String.raw`[\\/]node_modules[\\/](${names.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})[\\/]`,
  );
}
const playgroundOnlyPackage = packagesPattern(playgroundOnlyPackages);
/** The store tree's CSS (2 KB) is in the server HTML's stylesheet: the shell shows a recorded store with it. */
const playgroundOnlyStyles = packagesPattern(playgroundOnlyPackages.filter((name) => name !== 'react-json-view-lite'));
const playgroundOnly = new RegExp(String.raw`${playgroundOnlyPackage.source}|[\\/]playground[\\/]`);

/**
 * The playground's own CSS (a few KB) stays in the global stylesheet: it is
 * the only one the server-rendered HTML links, and the playground's shell is
 * in that HTML. Only the packages' CSS (Monaco's 190 KB) is kept out.
 */
const keptOutOf = {common: playgroundOnly, styles: playgroundOnlyStyles};

type CacheGroup = {test?: unknown} & Record<string, unknown>;

/**
 * The playground's code that pages share (the shell, its panels, the
 * session), in one chunk of its own that playground pages load. Without it
 * each page's chunk held its own copy (70 KB), and a page parsed it twice:
 * in its chunk and in the interactive playground's. The site's code and the
 * store tree's package only: the editor's and the guest's packages stay in
 * the chunks that load them when needed. Not the modules pages without a
 * playground load too (`siteWideModules`: the sidebar's tutorial ✓, code-only
 * examples) nor the example folders' modules: they would bring the whole
 * chunk to pages without a playground. Async chunks only: the main
 * bundle's few playground modules (ui/pageStart.ts's) stay where they are.
 */
function playgroundGroup(siteDir: string): CacheGroup {
  const siteWide = siteWidePlaygroundModules(siteDir);
  const shared = new RegExp(
    String.raw`^(?!.*[\\/]node_modules[\\/]).*[\\/]playground[\\/]|${packagesPattern(['react-json-view-lite']).source}`,
  );
  return {
    test: (module: {nameForCondition?: () => string | null}) => {
      const file = module.nameForCondition?.() ?? '';
      // An example folder's files are its page's content: a page showing them as code only loads them alone.
      return shared.test(file) && !siteWide.has(file) && file !== exampleFolderModule;
    },
    name: 'playground',
    chunks: 'async',
    minChunks: 2,
    priority: 30,
    reuseExistingChunk: true,
  };
}

function keepOutOfSharedGroups(splitChunks: unknown, siteDir: string): void {
  if (!splitChunks || typeof splitChunks !== 'object') return;
  const groups = (splitChunks as {cacheGroups?: Record<string, CacheGroup | false>}).cacheGroups;
  for (const [name, keptOut] of Object.entries(keptOutOf)) {
    const group = groups?.[name];
    if (group) {
      group.test = (module: {nameForCondition?: () => string | null}) =>
        !keptOut.test(module.nameForCondition?.() ?? '');
    }
  }
  if (groups) groups.playground = playgroundGroup(siteDir);
}

/**
 * Everything the playground needs from Docusaurus: the full-page playground's
 * route, the editor's type libraries, bundler settings, and the guest
 * frame's page, built beside the site (see playground/node/guestBundle.ts).
 * @data-client, msw and sucrase run only in that page, so the site's own
 * bundles need no special minifier settings.
 */
/** What the plugin collects from the site's files when it loads, for the browser to import. */
type PlaygroundContent = {typeLibraries: TypeLibraries; exportTemplate: ExportTemplate};

export default function playgroundPlugin(context: LoadContext): Plugin {
  const guestBuild = (mode: GuestBuild['mode'], outDir: string): GuestBuild => ({
    mode,
    outDir,
    baseUrl: context.baseUrl,
    trailingSlash: context.siteConfig.trailingSlash,
  });
  return {
    name: 'playground',
    loadContent(): PlaygroundContent {
      return {
        typeLibraries: collectTypeLibraries(context.siteDir),
        exportTemplate: collectExportTemplate(context.siteDir),
      };
    },
    async contentLoaded({content, actions}) {
      // The site's config lists plugins by the default Plugin type, whose content is unknown: it is loadContent's.
      const {typeLibraries, exportTemplate} = content as PlaygroundContent;
      // The editor imports the options; its TypeScript worker bundles the files (typescript.worker.ts).
      await actions.createData('compiler-options.json', JSON.stringify(typeLibraries.compilerOptions));
      await actions.createData('type-library-files.json', JSON.stringify(typeLibraries.files));
      // The Export button imports it when pressed, likewise.
      await actions.createData('export-template.json', JSON.stringify(exportTemplate));
      // Nested under `files`: in the server bundle, Docusaurus copies a JSON
      // module's export names (Object.prototype's among them) onto its value.
      // With its run as the build recorded it: what a reader without JavaScript reads, and what
      // shows until the first live run has ended (its compiled code spares that run the compiler).
      const example = await actions.createData(
        'playground-page-example.json',
        JSON.stringify(await exampleRecorder().read({dir: pageExample, want: 'run'})),
      );
      actions.addRoute({
        path: `${context.baseUrl}${playgroundPageRoute.slice(1)}`,
        component: path.resolve(__dirname, '../../playground/ui/PlaygroundPage/index.tsx'),
        modules: {example},
        exact: true,
      });
    },
    injectHtmlTags() {
      // A frame of a docs page may load only the site's own pages. A guest's code can navigate
      // its own frame (nothing in a sandbox stops that): it then reaches no other host, and the
      // page, seeing a second document in the frame, discards it (playground/ui/Preview/guestChannel.ts).
      return {
        headTags: [
          {tagName: 'meta', attributes: {'http-equiv': 'Content-Security-Policy', content: "frame-src 'self'"}},
        ],
      };
    },
    getClientModules() {
      // Starts a playground page's interactive code and first frames while it hydrates (playground/ui/pageStart.ts).
      return [path.resolve(__dirname, '../../playground/ui/pageStart.ts')];
    },
    getPathsToWatch() {
      // An export holds the template and the playground code it imports (playground/node/exportTemplate.ts).
      const exported = [`${templateDir}/**`, 'playground/core/*.ts', 'playground/guest/*.tsx'].map((glob) =>
        path.join(context.siteDir, glob),
      );
      return [path.join(pageExample, '*'), ...exported];
    },
    async postBuild({outDir}) {
      // The pages are built: the worker that recorded their examples' runs can go once
      // the steps that still read them (the assistants' Markdown) are done.
      await Promise.all([exampleRecorder().stop(), buildGuestPages(guestBuild('production', outDir))]);
    },
    configureWebpack(config, isServer) {
      // The remark plugin's imports of example folders (src/remark/playgroundExamples.ts).
      const module = {
        rules: [{test: exampleFolderModule, resourceQuery: new RegExp(exampleQuery), use: [{loader: exampleLoader}]}],
      };
      // What a recording depends on besides the example's folder: the bundler's cache holds
      // each page with its recorded runs, and is dropped when any of these change.
      const experiments = {cache: {buildDependencies: recordingDependencies()}};
      if (isServer) return {module, experiments};
      keepOutOfSharedGroups(config.optimization?.splitChunks, context.siteDir);
      // Read by Docusaurus' dev server; webpack's own configuration type does not list it.
      const devServer = {
        // Only `docusaurus start` calls this. Docusaurus merges it with its own
        // setupMiddlewares by calling both and joining their lists: this one adds
        // its middleware to the shared list and returns none, so none is listed twice.
        setupMiddlewares(middlewares: {name: string; middleware: unknown}[]) {
          const outDir = path.join(context.generatedFilesDir, 'playground-guest');
          const middleware = guestDevMiddleware(guestBuild('development', outDir));
          middlewares.unshift({name: 'playground-guest', middleware});
          return [];
        },
      };
      return {module, experiments, devServer} as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
