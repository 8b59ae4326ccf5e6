import {setupServer} from 'msw/node';
import {compileFile} from '../core/compile';
import type {RunHost} from '../core/run';
import {runtimePackages} from '../core/runtimePackages';
import {nodeOrigin} from './examples';

/** Runs playgrounds in Node against msw's request interception, one at a time. */
export function createNodeHost(): RunHost & {close(): void} {
  Object.defineProperty(globalThis, 'location', {
    value: new URL(`${nodeOrigin}/`),
    configurable: true,
  });
  const server = setupServer();
  server.listen({onUnhandledRequest: 'error'});
  return {
    packages: runtimePackages,
    compile: compileFile,
    events: server.events,
    useHandlers: (handlers) => server.resetHandlers(...handlers),
    close: () => server.close(),
  };
}
