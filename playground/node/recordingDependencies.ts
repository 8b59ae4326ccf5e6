import {readdirSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/**
 * The code that records an example's run at build time, and the installed
 * packages it runs: a recording made before any of these changed may differ
 * from one made now. The bundler's cache of pages (src/plugins/playground.ts)
 * and the kept recordings (recordWorker.ts) go by them.
 */
export function recordingDependencies(): string[] {
  const code = ['playground/core', 'playground/node'].flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((name) => /\.(ts|cjs)$/.test(name))
      .map((name) => path.join(root, dir, name)),
  );
  return [...code, path.join(root, 'package-lock.json')];
}
