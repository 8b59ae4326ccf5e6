import {readFile} from 'node:fs/promises';
import type {IncomingMessage, ServerResponse} from 'node:http';
import path from 'node:path';
import {rspack, type Configuration, type Stats} from '@rspack/core';
import {guestPageCss} from '../runner/previewStyles';
import {networkRoute, runnerRoute} from '../runner/route';

/**
 * The playground's two frame pages are a bundle of their own, not Docusaurus
 * pages: the guest (React, msw's handlers, sucrase, @data-client and the
 * runner; sandboxed, where the reader's code runs) and the relay (msw's
 * service-worker client), each one script instead of the site's whole
 * runtime and a page chunk after it. Built by rspack, the bundler Docusaurus
 * Faster already uses.
 */
export type RunnerBuild = {
  mode: 'production' | 'development';
  /** Where the page and its script go: the site's build folder, or a dev server's folder. */
  outDir: string;
  baseUrl: string;
  /** The page as the site serves its routes: `playground-runner.html` when the site has no trailing slashes. */
  trailingSlash: boolean | undefined;
};

const runnerDir = path.resolve(__dirname, '../runner');

/** A frame page's file under the site's folder, named as Docusaurus names a route's page. */
export function pageFile(route: string, trailingSlash: boolean | undefined): string {
  const name = route.slice(1);
  return trailingSlash === false ? `${name}.html` : `${name}/index.html`;
}

/** The pages, by route: their template and their script's entry. */
const pages = [
  {route: runnerRoute, template: 'index.html', entry: 'runner'},
  {route: networkRoute, template: 'relay.html', entry: 'relay'},
];

export const runnerAssetsDir = 'assets/playground-runner';

export function runnerConfig({mode, outDir, baseUrl, trailingSlash}: RunnerBuild): Configuration {
  const production = mode === 'production';
  return {
    mode,
    name: 'playground-runner',
    context: runnerDir,
    entry: {runner: './main.ts', relay: './relayMain.ts'},
    // Modern syntax as written: the runner builds `async` functions from the reader's code with
    // the AsyncFunction constructor, which it takes from an async function of its own.
    target: ['web', 'es2022'],
    output: {
      path: outDir,
      publicPath: baseUrl,
      filename: `${runnerAssetsDir}/[name].${production ? '[contenthash:8].' : ''}js`,
      clean: false,
    },
    resolve: {extensions: ['.ts', '.tsx', '.js', '.mjs', '.json']},
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              target: 'es2022',
              parser: {syntax: 'typescript', tsx: true},
              transform: {react: {runtime: 'automatic', development: !production}},
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: pages.map(
      ({route, template, entry}) =>
        new rspack.HtmlRspackPlugin({
          template: path.join(runnerDir, template),
          templateParameters: {baseUrl, guestPageCss},
          filename: pageFile(route, trailingSlash),
          chunks: [entry],
          inject: 'head',
          scriptLoading: 'defer',
        }),
    ),
    devtool: production ? false : 'cheap-module-source-map',
    optimization: {
      // What the guest and the relay both use (msw's core, its cookie store) is one script, loaded once per page.
      splitChunks: {chunks: 'all'},
      minimizer: [
        // @data-client names a Collection after its schema's class (`COLLECT:ArraySchema(Todo)`),
        // which the Store panel shows: class names are kept.
        new rspack.SwcJsMinimizerRspackPlugin({
          minimizerOptions: {compress: {keep_classnames: true}, mangle: {keep_classnames: true}},
        }),
      ],
    },
    performance: {hints: false},
    infrastructureLogging: {level: 'error'},
    stats: 'errors-warnings',
  };
}

function failure(stats: Stats | undefined): Error | null {
  if (!stats?.hasErrors()) return null;
  const {errors} = stats.toJson({all: false, errors: true});
  return new Error(`The playground runner did not build:\n${errors?.map((e) => e.message).join('\n')}`);
}

/** Builds the runner page once, for `docusaurus build`. */
export function buildRunner(options: RunnerBuild): Promise<void> {
  const compiler = rspack(runnerConfig(options));
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        const problem = error ?? failure(stats);
        if (problem) reject(problem);
        else resolve();
      });
    });
  });
}

/**
 * For `docusaurus start`: rebuilds the runner page as its files change and
 * serves it from `outDir`, in front of the dev server's own routes. A request
 * waits for the build under way, so a frame never gets a half-written script.
 */
export function runnerDevMiddleware(options: RunnerBuild) {
  let built: Promise<Error | null>;
  let settle: (problem: Error | null) => void = () => {};
  const pending = () => {
    built = new Promise((resolve) => (settle = resolve));
  };
  pending();
  const compiler = rspack(runnerConfig(options));
  compiler.hooks.invalid.tap('playground-runner', pending);
  compiler.watch({}, (error, stats) => {
    const problem = error ?? failure(stats);
    if (problem) console.error(problem.message);
    settle(problem);
  });
  const pageFiles = new Map(
    pages.flatMap(({route}) => {
      const page = `${options.baseUrl}${route.slice(1)}`;
      const file = pageFile(route, options.trailingSlash);
      return [[page, file], [`${page}/`, file]];
    }),
  );
  const assets = `${options.baseUrl}${runnerAssetsDir}/`;
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.map': 'application/json',
  };
  return async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const {pathname} = new URL(request.url ?? '/', 'http://dev');
    const file =
      pageFiles.get(pathname) ??
      (pathname.startsWith(assets) && !pathname.includes('..')
        ? pathname.slice(options.baseUrl.length)
        : null);
    if (!file) return next();
    const problem = await built;
    if (problem) {
      response.writeHead(500, {'content-type': 'text/plain; charset=utf-8'});
      return response.end(problem.message);
    }
    try {
      const body = await readFile(path.join(options.outDir, file));
      response.writeHead(200, {'content-type': types[path.extname(file)] ?? 'application/octet-stream'});
      response.end(body);
    } catch {
      next();
    }
  };
}
