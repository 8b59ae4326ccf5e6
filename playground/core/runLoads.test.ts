import assert from 'node:assert/strict';
import {test} from 'node:test';

// run.ts reads, as it loads, how the engine numbers the lines of code compiled at run time.
// This file loads it on its own (no static import), in an engine whose stacks do not name a
// `//# sourceURL` file, as not every browser's do: such an engine gets no error locations,
// but the playground must still load.
test("the run module loads where error stacks do not name the reader's files", async () => {
  const formatted = Error.prepareStackTrace;
  Error.prepareStackTrace = (error: Error, sites: NodeJS.CallSite[]) =>
    [
      String(error),
      ...sites.map((site) => `    at ${String(site).replace(/playground:\/\/\/[^:)\s]*/, '<anonymous>')}`),
    ].join('\n');
  try {
    let stack = '';
    try {
      new Function('throw new Error()\n//# sourceURL=playground:///main.ts')();
    } catch (error) {
      stack = String((error as Error).stack);
    }
    assert.match(stack, /^Error\n/);
    assert.doesNotMatch(stack, /playground:/, 'the engine here names no sourceURL file');
    const run = await import('./run');
    assert.equal(typeof run.startRun, 'function');
  } finally {
    Error.prepareStackTrace = formatted;
  }
});
