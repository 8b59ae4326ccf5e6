// Mutation testing of the playground's logic: `npm run mutate` (not part of `npm test`).
// See tests/mutation/README.md for what the score means and how survivors are accounted for.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'tap',
  plugins: ['@stryker-mutator/tap-runner'],
  mutate: [
    'playground/{core,session,guest}/**/*.{ts,tsx}',
    '!playground/**/*.test.ts',
    '!playground/**/*.d.ts',
    // Storage for the Node tests, not code of the playground.
    '!playground/session/memoryStorage.ts',
    // Only in a browser frame (Chromium, the service worker, a sandbox): the browser suite tests these.
    '!playground/guest/{guest,PreviewRoot}.tsx',
    '!playground/guest/{main,relay,relayMain,sandbox,previewStyles}.ts',
  ],
  tap: {
    testFiles: ['playground/{core,session,guest}/**/*.test.ts'],
    nodeArgs: ['--import', 'tsx', '--test-reporter=tap', '-r', '{{hookFile}}', '{{testFile}}'],
    forceBail: true,
  },
  coverageAnalysis: 'perTest',
  // Module-level code runs in every test file: such mutants would need the whole suite each.
  ignoreStatic: true,
  ignorePatterns: ['build', '.docusaurus', 'bench/results', 'test-results', 'reports', 'static', '.stryker-tmp*'],
  incremental: true,
  incrementalFile: 'tests/mutation/stryker-incremental.json',
  reporters: ['progress', 'clear-text', 'json', 'html'],
  jsonReporter: {fileName: 'reports/mutation/mutation.json'},
  htmlReporter: {fileName: 'reports/mutation/mutation.html'},
  concurrency: 2,
  timeoutMS: 10000,
  // The first run of every test file, for coverage: minutes on a loaded 2-core machine.
  dryRunTimeoutMinutes: 20,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
