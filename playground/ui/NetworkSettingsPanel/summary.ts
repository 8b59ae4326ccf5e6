import type {NetworkSettings} from '../../core/networkSettings';

/**
 * The network settings in a few words, as the panel's closed line says them:
 * the latency on every request and how many routes were changed, or
 * "answers as written" when nothing was.
 */
export function networkSummary(network: NetworkSettings): string {
  const changed = Object.values(network.routes).filter(
    (c) => c.latencyMs !== undefined || c.status !== undefined || c.networkError,
  ).length;
  const parts = [
    network.latencyMs > 0 ? `${network.latencyMs} ms on every request` : null,
    changed > 0 ? `${changed} route${changed === 1 ? '' : 's'} changed` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'answers as written';
}
