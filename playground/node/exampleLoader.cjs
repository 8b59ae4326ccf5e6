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
 * are made by the process's example recorder (exampleRecorder.cjs), one at a
 * time, in a worker thread.
 */
const path = require('node:path');
const {exampleRecorder} = require('./exampleRecorder.cjs');

/** Folders already reported as not recorded: the client and server builds both load each page. */
const reported = new Set();

/** @this {import('webpack').LoaderContext<unknown>} */
module.exports = function exampleLoader() {
  const callback = this.async();
  const query = new URLSearchParams(this.resourceQuery.slice(1));
  const dir = query.get('playground-example') ?? '';
  this.addContextDependency(dir);
  const want = query.has('solutions') ? 'solutions' : query.has('record') ? 'run' : 'files';
  exampleRecorder()
    .read({dir, want})
    .then(
      (module) => {
        const recorded = /** @type {{recorded?: {unrecorded?: string; preview?: {notRecorded?: string}}}} */ (module)
          .recorded;
        const folder = path.relative(process.cwd(), dir);
        if (recorded?.unrecorded && !reported.has(dir)) {
          reported.add(dir);
          this.emitWarning(
            new Error(
              `${folder} was not recorded; its page shows results once the example runs live (${recorded.unrecorded})`,
            ),
          );
        } else if (recorded?.preview?.notRecorded && !reported.has(dir)) {
          reported.add(dir);
          this.emitWarning(
            new Error(
              `${folder}: its preview was not recorded; its page shows it once the example runs live (${recorded.preview.notRecorded})`,
            ),
          );
        }
        callback(null, JSON.stringify(module));
      },
      (error) => callback(error),
    );
};
