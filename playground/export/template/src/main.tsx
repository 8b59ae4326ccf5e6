import type {ComponentType} from 'react';
import {createRoot} from 'react-dom/client';
import {
  NetworkManager,
  PollingSubscription,
  SubscriptionManager,
  type Controller,
  type Manager,
} from '@data-client/core';
import {http, passthrough, type RequestHandler} from 'msw';
import {setupWorker} from 'msw/browser';
import {createRecordingConsole, formatConsoleArgument, type ConsoleLine} from './playground/core/consoleRecorder';
import {componentEntry, mocksFile, seedFile} from './playground/core/files';
import {createMockNetwork} from './playground/core/mockNetwork';
import {toNetworkSettings} from './playground/core/networkSettings';
import {parseSeed} from './playground/core/seed';
import {createStore} from './playground/core/store';
import {PreviewRoot} from './playground/guest/PreviewRoot';
import project from './project.json';

/** The example's code, loaded once the mock server runs (main.ts's top-level code may fetch). */
const code = import.meta.glob<Record<string, unknown>>('./example/*.{ts,tsx}');
/** Its seed data and network settings, as text. */
const data = import.meta.glob<string>('./example/*.json', {query: '?raw', import: 'default', eager: true});

const status = document.getElementById('status')!;
const consoleLines = document.getElementById('console')!;

function show(line: ConsoleLine, className: string = line.level) {
  const pre = document.createElement('pre');
  pre.className = className;
  pre.textContent = line.text;
  consoleLines.append(pre);
}

/**
 * The page shows what the example logs, as the playground's Console panel does;
 * DevTools' console still gets every line. Vite's dev client logs there too
 * ("[vite] connected.", whenever its socket opens; "[vite] hot updated: …"):
 * those lines are the dev server's, not the example's, and stay in DevTools.
 */
function showConsoleOnPage() {
  const recording = createRecordingConsole(show);
  for (const level of Object.keys(recording) as (keyof typeof recording)[]) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      original(...args);
      if (typeof args[0] === 'string' && args[0].startsWith('[vite]')) return;
      recording[level](...args);
    };
  }
}

/**
 * The app's own files (Vite serves them under /src/, /@vite/, /@id/, /@fs/,
 * /@react-refresh and /node_modules/ in development, a build's under /assets/)
 * go to the server as they are. Everything else meets the playground's mock
 * network, whose last handler answers any request with a 404 that says why.
 */
const ownFiles = ['src/', '@', 'node_modules/', 'assets/'].map(
  (prefix) => `${location.origin}${import.meta.env.BASE_URL}${prefix}`,
);
const appFiles = http.all('*', ({request}) =>
  ownFiles.some((prefix) => request.url.startsWith(prefix)) ? passthrough() : undefined,
);

async function loadExample(file: string): Promise<Record<string, unknown>> {
  const load = code[`./example/${file}`];
  if (!load) throw new Error(`src/example/${file} is missing`);
  return load();
}

/** As the playground: the network settings, then mocks.ts, then the default backend over db.json. */
async function startMockServer() {
  const seed = parseSeed(data[`./example/${seedFile}`] ?? '{}');
  const network = toNetworkSettings(JSON.parse(data['./example/network.json'] ?? '{}'));
  const mocks = `./example/${mocksFile}` in code ? ((await loadExample(mocksFile)).handlers as RequestHandler[]) : [];
  const worker = setupWorker(appFiles, ...createMockNetwork(seed, mocks, network, () => {}));
  await worker.start({
    serviceWorker: {url: `${import.meta.env.BASE_URL}mockServiceWorker.js`},
    onUnhandledRequest: 'bypass',
    // msw logs each request it answers; the page shows only what the example logs, as the playground does.
    quiet: true,
  });
}

async function start() {
  document.title = project.name;
  document.getElementById('title')!.textContent = project.name;
  showConsoleOnPage();
  await startMockServer();
  const entry = await loadExample(project.entry);
  // The playground's store: the entry's own Managers, then the ones CacheProvider starts with.
  const managers: Manager[] = [
    ...((entry.managers as Manager[] | undefined) ?? []),
    new NetworkManager(),
    new SubscriptionManager(PollingSubscription),
  ];
  if (project.entry === componentEntry) {
    status.textContent = `Rendering ${project.entry}; its requests are in DevTools' Network panel.`;
    // What the component throws is shown in its place; React itself logs it in DevTools' console.
    createRoot(document.getElementById('preview')!).render(
      <PreviewRoot App={entry.default as ComponentType} managers={managers} onError={() => {}} />,
    );
    return;
  }
  status.textContent = `Running ${project.entry}…`;
  const {controller} = createStore(managers);
  if (typeof entry.default === 'function') {
    const returned: unknown = await (entry.default as (controller: Controller) => unknown)(controller);
    if (returned !== undefined) {
      show({level: 'log', text: 'main() returned:'}, 'returned');
      show({level: 'log', text: formatConsoleArgument(returned)});
    }
  }
  status.textContent = `${project.entry} ran; its requests are in DevTools' Network panel.`;
}

start().catch((error: unknown) => {
  status.textContent = `${project.entry} stopped: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  console.error(error);
});
