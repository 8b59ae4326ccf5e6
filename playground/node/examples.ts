import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {inTabOrder, type PlaygroundFiles} from '../core/files';
import {recordedOrigin} from '../core/recorded';
import type {Run} from '../core/run';
import {toNetworkSettings, type NetworkSettings} from '../core/networkSettings';

/** The page origin that relative URLs such as `/todos` resolve against in Node, as they would in a browser. */
export const nodeOrigin = recordedOrigin;

/** Beside an example's files: what running it must produce. Not shown to readers. */
export const expectationsFile = 'expect.json';

/**
 * Beside an example's files: the network settings it opens with (latency,
 * forced statuses, failures per route), as the reader could set them in the
 * Network panel. Not a tab: the panel shows them, open.
 */
export const networkFile = 'network.json';

export type ExampleExpectations = {
  /** Every request the example makes, in order. `url` in full, origin included: the page's own origin is `nodeOrigin` (`http://localhost`). */
  requests: {method: string; url: string; status: number}[];
  /** The store's entity tables after the run, as the Store panel shows them. */
  entities: Record<string, unknown>;
  /** The console output of the run, line by line, as the Console panel shows it: always for main.ts (the whole of what `npm run example` prints), when given for App.tsx. */
  console?: string[];
  /** What main.ts's default export returned, as the Console panel shows it after the run; absent when it returned `undefined`. */
  returned?: string;
  /**
   * App.tsx only: buttons of the preview to press, by their accessible name,
   * in order, after the first run; `requests`, `entities` and `console` then
   * describe the playground after the last press.
   */
  clicks?: string[];
};

/** The files of the example in `dir`, as a playground shows them. */
export function readExample(dir: string): PlaygroundFiles {
  const names = inTabOrder(
    readdirSync(dir).filter(
      (name) => name !== expectationsFile && name !== networkFile && statSync(path.join(dir, name)).isFile(),
    ),
  );
  return Object.fromEntries(names.map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]));
}

export function readExpectations(dir: string): ExampleExpectations | null {
  const file = path.join(dir, expectationsFile);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ExampleExpectations) : null;
}

/** The network settings of the example in `dir`, if it has a network.json; throws naming the file and field when it is wrong. */
export function readNetworkSettings(dir: string): NetworkSettings | undefined {
  const file = path.join(dir, networkFile);
  if (!existsSync(file)) return undefined;
  try {
    return toNetworkSettings(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, {cause: error});
  }
}

/** Every example folder under `docs/`: a folder inside an `examples` folder. */
export function findExamples(docsDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (!statSync(full).isDirectory()) continue;
      if (path.basename(dir) === 'examples') found.push(full);
      else walk(full);
    }
  };
  walk(docsDir);
  return found.sort();
}

/**
 * What a run of an example produced, in expect.json's terms: what
 * `npm run example` prints, and what the doc tests compare (the one place
 * that says how a run becomes an expectation).
 */
export function observedExpectations(
  run: Run,
  console: string[],
): Required<Pick<ExampleExpectations, 'requests' | 'entities' | 'console'>> & Pick<ExampleExpectations, 'returned'> {
  return {
    requests: run.requests.entries.map(({method, url, status}) => ({method, url, status: status as number})),
    entities: (run.store.snapshots.at(-1)!.state as {entities: Record<string, unknown>}).entities,
    console,
    // Apart from the console lines, and only when there is one: most programs return nothing.
    ...(run.returned === null ? {} : {returned: run.returned}),
  };
}
