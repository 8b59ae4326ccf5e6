import type {RequestHandler} from 'msw';
import {createMockBackend, type Answerer} from './mockBackend';
import {createControlHandler, type NetworkSettings} from './networkSettings';
import type {SeedData} from './seed';

/**
 * Every msw handler of a playground, in the order they are tried: the network
 * controls (latency, forced statuses, network errors), then mocks.ts, then the
 * default backend over the seed data, whose last handler answers anything left
 * with a 404. A run installs these; an exported project starts its worker with
 * them.
 */
export function createMockNetwork(
  seed: SeedData,
  mocks: RequestHandler[],
  network: NetworkSettings,
  answered: (requestId: string, by: Answerer) => void,
): RequestHandler[] {
  return [createControlHandler(network, mocks, seed, answered), ...mocks, ...createMockBackend(seed, answered)];
}
