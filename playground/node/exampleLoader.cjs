// @ts-check
/**
 * The bundler's loader for `example-folder.json?playground-example=<folder>`, which
 * the remark plugin (src/remark/playgroundExamples.ts) imports for each
 * <Playground> and <ExampleCode> in MDX: the module is the example's files and
 * network settings, and for a playground its run as recorded here, at build
 * time (see playground/node/record.ts). The whole folder is a dependency, so
 * an edit of any of its files rebuilds the pages that show it, in
 * `npm start` and in the next `npm run build`, cache or no cache.
 *
 * Plain JavaScript: the bundler requires a loader as it is. The recordings
 * run in a worker thread (TypeScript through tsx), one at a time, where msw's
 * interception and the browser globals a recording needs stay out of the build.
 */
const path = require('node:path');
const {Worker} = require('node:worker_threads');

/** Folders already reported as not recorded: the client and server builds both load each page. */
const reported = new Set();
/** @type {Worker | null} */
let worker = null;
let nextId = 0;
/** @type {Map<number, {resolve(module: unknown): void; reject(error: Error): void}>} */
const pending = new Map();

function startWorker() {
  const script = `require('tsx/cjs'); require(${JSON.stringify(path.join(__dirname, 'recordWorker.ts'))});`;
  const started = new Worker(script, {eval: true});
  // The build ends when its work does: a worker waiting for more does not hold it.
  started.unref();
  started.on('message', (/** @type {{id: number; module?: unknown; error?: string}} */ answer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (!waiting) return;
    if (answer.error !== undefined) waiting.reject(new Error(answer.error));
    else waiting.resolve(answer.module);
  });
  const fail = (/** @type {Error} */ error) => {
    worker = null;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`The example recorder stopped (exit code ${code}).`)));
  return started;
}

/**
 * Ends the worker: `docusaurus build` does not exit while it is there (an
 * unref'd worker still held it), so the playground plugin calls this when the
 * build is over. Found through the process, not a module: the plugin is loaded
 * by a different module loader than the bundler's loaders are.
 */
/** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (process))[Symbol.for('playground.stopExampleRecorder')] = () => {
  const running = worker;
  worker = null;
  return running?.terminate();
};

/** @param {string} dir @param {boolean} record @param {boolean} solutions */
function readExampleModule(dir, record, solutions) {
  worker ??= startWorker();
  const id = ++nextId;
  const asked = worker;
  return new Promise((resolve, reject) => {
    pending.set(id, {resolve, reject});
    asked.postMessage({id, dir, record, solutions});
  });
}

/** @this {import('webpack').LoaderContext<unknown>} */
module.exports = function exampleLoader() {
  const callback = this.async();
  const query = new URLSearchParams(this.resourceQuery.slice(1));
  const dir = query.get('playground-example') ?? '';
  this.addContextDependency(dir);
  const record = query.has('record');
  readExampleModule(dir, record, query.has('solutions')).then(
    (module) => {
      const recorded = /** @type {{recorded?: {unrecorded?: string; preview?: {notRecorded?: string}}}} */ (module).recorded;
      const folder = path.relative(process.cwd(), dir);
      if (recorded?.unrecorded && !reported.has(dir)) {
        reported.add(dir);
        this.emitWarning(new Error(`${folder} was not recorded; its page shows results once the example runs live (${recorded.unrecorded})`));
      } else if (recorded?.preview?.notRecorded && !reported.has(dir)) {
        reported.add(dir);
        this.emitWarning(new Error(`${folder}: its preview was not recorded; its page shows it once the example runs live (${recorded.preview.notRecorded})`));
      }
      callback(null, JSON.stringify(module));
    },
    (error) => callback(error),
  );
};
