import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import type {IncomingMessage, ServerResponse} from 'node:http';
import path from 'node:path';
import {rspack, type Compiler, type Configuration, type Stats} from '@rspack/core';
import {parse} from 'acorn';
import {guestPageCss} from '../guest/previewStyles';
import {relayRoute, guestRoute} from '../guest/route';

/**
 * The playground's two frame pages are a bundle of their own, not Docusaurus
 * pages: the guest (React, msw's handlers, sucrase, @data-client and the
 * run loop; sandboxed, where the reader's code runs) and the relay (msw's
 * service-worker client), each one script instead of the site's whole
 * runtime and a page chunk after it. Built by rspack, the bundler Docusaurus
 * Faster already uses.
 */
export type GuestBuild = {
  mode: 'production' | 'development';
  /** Where the page and its script go: the site's build folder, or a dev server's folder. */
  outDir: string;
  baseUrl: string;
  /** The page as the site serves its routes: `playground-guest.html` when the site has no trailing slashes. */
  trailingSlash: boolean | undefined;
};

const guestDir = path.resolve(__dirname, '../guest');

/** A frame page's file under the site's folder, named as Docusaurus names a route's page. */
export function pageFile(route: string, trailingSlash: boolean | undefined): string {
  const name = route.slice(1);
  return trailingSlash === false ? `${name}.html` : `${name}/index.html`;
}

/**
 * The pages, by route: their template, their script's entry, and whether its
 * scripts are written into the page (`inline`, see `inlineScripts`).
 */
const pages = [
  {route: guestRoute, template: 'index.html', entry: 'guest', inline: true},
  {route: relayRoute, template: 'relay.html', entry: 'relay', inline: false},
];

/**
 * Writes the guest page's scripts into the page itself, each allowed by its
 * hash in the page's Content-Security-Policy. The guest's origin is opaque
 * ("null"), so a script it loads from the site is cross-origin to it, and
 * the browser mutes what such a script throws: `window.onerror` gets
 * "Script error." and no error, an unhandled rejection fires no event at all,
 * and code built from text by such a script (the reader's modules, made with
 * `Function`) is muted the same way. A page's own inline scripts are of its
 * origin, so what the reader's code, the library or React throws later (in a
 * timer, a deferred fetch, a promise nobody awaits) reaches the guest whole.
 * (Loading the scripts with `crossorigin` would need every host to send
 * `Access-Control-Allow-Origin` for them.) The hashes allow these exact
 * scripts only: nothing the reader's code could not already run. Chunks
 * loaded later (the compiler) stay files: their code only runs inside a run's
 * `try`.
 */
class InlineScriptsPlugin {
  constructor(
    private readonly pageFiles: string[],
    private readonly publicPath: string,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('inline-guest-scripts', (compilation) => {
      // After the content hashes are final: they change the scripts' text (the names of the chunks they load).
      compilation.hooks.processAssets.tap(
        {name: 'inline-guest-scripts', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER},
        () => {
          for (const file of this.pageFiles) {
            const page = compilation.getAsset(file);
            if (!page) continue;
            const html = inlineScripts(page.source.source().toString(), (src) => {
              const asset = src.startsWith(this.publicPath)
                ? compilation.getAsset(src.slice(this.publicPath.length))
                : undefined;
              if (!asset) throw new Error(`${file}: its script ${src} is not among the guest's assets`);
              return asset.source.source().toString();
            });
            compilation.updateAsset(file, new rspack.sources.RawSource(html));
          }
        },
      );
    });
  }
}

/**
 * The script with `<!--` taken out of its comments (`<! --`), where it means
 * nothing to the code. An unminified bundle (the dev server's) has some in
 * comments; one in code, a string or a regular expression stays, for the
 * caller to refuse: no rewriting of it keeps every such value the same.
 */
function withoutCommentMarkup(script: string): string {
  if (!script.includes('<!--')) return script;
  const comments: [number, number][] = [];
  try {
    parse(script, {ecmaVersion: 'latest', onComment: (_block, _text, start, end) => comments.push([start, end])});
  } catch {
    return script;
  }
  let out = '';
  let at = 0;
  for (const [start, end] of comments) {
    out += script.slice(at, start) + script.slice(start, end).replaceAll('<!--', '<! --');
    at = end;
  }
  return out + script.slice(at);
}

/** The page with each `<script src>` replaced by the script's text, and the text's hash added to its CSP's `script-src`. */
export function inlineScripts(html: string, scriptText: (src: string) => string): string {
  const hashes: string[] = [];
  const inlined = html.replace(/<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => {
    // `</script` in a string or a regular expression ends an inline script: `<\/script` means the same there.
    const text = withoutCommentMarkup(scriptText(src).replace(/<\/(script)/gi, '<\\/$1'));
    if (text.includes('<!--')) throw new Error(`${src} holds "<!--", which an inline script cannot`);
    hashes.push(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    return `<script>${text}</script>`;
  });
  if (hashes.length === 0) return html;
  // In the policy's own tag: the page's text may name script-src elsewhere (an unminified page's comments).
  const withHashes = inlined.replace(/<meta\b[^>]*\bhttp-equiv="Content-Security-Policy"[^>]*>/i, (meta) =>
    meta.replace(/(script-src [^;"]*)/, `$1 ${hashes.join(' ')}`),
  );
  if (withHashes === inlined)
    throw new Error('the page has no script-src in its Content-Security-Policy to allow its inline scripts');
  return withHashes;
}

export const guestAssetsDir = 'assets/playground-guest';

export function guestConfig({mode, outDir, baseUrl, trailingSlash}: GuestBuild): Configuration {
  const production = mode === 'production';
  return {
    mode,
    name: 'playground-guest',
    context: guestDir,
    entry: {guest: './main.ts', relay: './relayMain.ts'},
    // Modern syntax as written: the guest builds `async` functions from the reader's code with
    // the AsyncFunction constructor, which it takes from an async function of its own.
    target: ['web', 'es2022'],
    output: {
      path: outDir,
      publicPath: baseUrl,
      filename: `${guestAssetsDir}/[name].${production ? '[contenthash:8].' : ''}js`,
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
    plugins: [
      ...pages.map(
        ({route, template, entry, inline}) =>
          new rspack.HtmlRspackPlugin({
            template: path.join(guestDir, template),
            templateParameters: {baseUrl, guestPageCss},
            filename: pageFile(route, trailingSlash),
            chunks: [entry],
            // Inline scripts cannot be deferred: they go after the page's body instead.
            inject: inline ? 'body' : 'head',
            scriptLoading: inline ? 'blocking' : 'defer',
          }),
      ),
      new InlineScriptsPlugin(
        pages.filter(({inline}) => inline).map(({route}) => pageFile(route, trailingSlash)),
        baseUrl,
      ),
    ],
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
  return new Error(
    `The playground's guest and relay pages did not build:\n${errors?.map((e) => e.message).join('\n')}`,
  );
}

/** Builds the guest and relay pages once, for `docusaurus build`. */
export function buildGuestPages(options: GuestBuild): Promise<void> {
  const compiler = rspack(guestConfig(options));
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
 * For `docusaurus start`: rebuilds the guest and relay pages as their files change and
 * serves it from `outDir`, in front of the dev server's own routes. A request
 * waits for the build under way, so a frame never gets a half-written script.
 */
export function guestDevMiddleware(options: GuestBuild) {
  let built: Promise<Error | null>;
  let settle: (problem: Error | null) => void = () => {};
  const pending = () => {
    built = new Promise((resolve) => (settle = resolve));
  };
  pending();
  const compiler = rspack(guestConfig(options));
  compiler.hooks.invalid.tap('playground-guest', pending);
  compiler.watch({}, (error, stats) => {
    const problem = error ?? failure(stats);
    if (problem) console.error(problem.message);
    settle(problem);
  });
  const pageFiles = new Map(
    pages.flatMap(({route}) => {
      const page = `${options.baseUrl}${route.slice(1)}`;
      const file = pageFile(route, options.trailingSlash);
      return [
        [page, file],
        [`${page}/`, file],
      ];
    }),
  );
  const assets = `${options.baseUrl}${guestAssetsDir}/`;
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.map': 'application/json',
  };
  return async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const {pathname} = new URL(request.url ?? '/', 'http://dev');
    const file =
      pageFiles.get(pathname) ??
      (pathname.startsWith(assets) && !pathname.includes('..') ? pathname.slice(options.baseUrl.length) : null);
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
