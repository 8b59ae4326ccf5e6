// @ts-check
/**
 * The worker that reads example folders and records their runs at build time
 * (recordWorker.ts: TypeScript through tsx, in a thread of its own, where
 * msw's interception and the browser globals a recording needs stay out of
 * the build), and what asks it: the bundler's example loader
 * (exampleLoader.cjs), for each page that shows an example, and the Markdown
 * for assistants (src/plugins/llms.ts), once the pages are built.
 *
 * One worker per process, kept on `process`: the bundler requires the loader
 * and Docusaurus loads the plugins with a module loader of its own, so a
 * module variable would give each its own worker, and the Markdown would
 * record every example a second time instead of reading the recordings the
 * pages got.
 */
const path = require('node:path');
const {Worker} = require('node:worker_threads');

/** @typedef {import('./recordWorker').ExampleRequest} ExampleRequest */
/** @typedef {import('./recordWorker').ExampleModule} ExampleModule */
/** @typedef {import('./recordWorker').ExampleAnswer} ExampleAnswer */

/**
 * @typedef {object} ExampleRecorder
 * @property {(request: Omit<ExampleRequest, 'id'>) => Promise<ExampleModule>} read
 *   An example folder's module: its files, and what `want` asks for besides.
 * @property {() => () => void} keep
 *   For a step that will read after the pages are built: until the function it
 *   returns is called, `stop` waits.
 * @property {() => Promise<void>} stop
 *   Ends the worker once no step keeps it: `docusaurus build` does not exit
 *   while it is there (an unref'd worker still held it).
 */

const key = Symbol.for('playground.exampleRecorder');

/** @returns {ExampleRecorder} */
function createRecorder() {
  /** @type {Worker | null} */
  let worker = null;
  let nextId = 0;
  /** @type {Map<number, {resolve(module: ExampleModule): void; reject(error: Error): void}>} */
  const pending = new Map();
  let keepers = 0;
  /** @type {(() => void) | null} */
  let stopWhenFree = null;

  function startWorker() {
    const script = `require('tsx/cjs'); require(${JSON.stringify(path.join(__dirname, 'recordWorker.ts'))});`;
    const started = new Worker(script, {eval: true});
    // The build ends when its work does: a worker waiting for more does not hold it.
    started.unref();
    started.on('message', (/** @type {ExampleAnswer} */ answer) => {
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (!waiting) return;
      if ('error' in answer) waiting.reject(new Error(answer.error));
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

  async function terminate() {
    const running = worker;
    worker = null;
    await running?.terminate();
  }

  return {
    read(request) {
      worker ??= startWorker();
      const id = ++nextId;
      const asked = worker;
      return new Promise((resolve, reject) => {
        pending.set(id, {resolve, reject});
        asked.postMessage({...request, id});
      });
    },
    keep() {
      keepers += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        keepers -= 1;
        if (keepers === 0) stopWhenFree?.();
      };
    },
    stop() {
      if (keepers === 0) return terminate();
      return new Promise((resolve) => {
        stopWhenFree = () => {
          stopWhenFree = null;
          void terminate().then(resolve);
        };
      });
    },
  };
}

/** The process's recorder, started by whichever asks first. */
function exampleRecorder() {
  const holder = /** @type {Record<symbol, ExampleRecorder | undefined>} */ (/** @type {unknown} */ (process));
  return (holder[key] ??= createRecorder());
}

module.exports = {exampleRecorder};
