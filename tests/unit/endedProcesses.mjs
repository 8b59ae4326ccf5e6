/**
 * A reporter beside `spec` for `npm run test:unit`: when a test file's process ends before its
 * tests do (a crash, a signal, an exit), spec says only "test failed", and the tests it had left
 * are never named. This says how the process ended and what it last wrote to stderr.
 */
export default async function* endedProcesses(source) {
  for await (const {type, data} of source) {
    if (type !== 'test:fail') continue;
    const error = data.details?.error;
    const ended = [error, error?.cause].find(
      (candidate) => candidate && ('exitCode' in candidate || 'signal' in candidate),
    );
    if (!ended) continue;
    const stderr = String(ended.stderr ?? '')
      .trim()
      .split('\n')
      .slice(-20)
      .join('\n');
    yield (
      `${data.name}: its process ended with exit code ${ended.exitCode}, signal ${ended.signal}` +
      (stderr ? `; the end of its stderr:\n${stderr}\n` : '; it wrote nothing to stderr\n')
    );
  }
}
