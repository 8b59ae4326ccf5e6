import {delay, http, HttpResponse, type RequestHandler} from 'msw';
import {backendRouteLabel, type Answerer} from './mockBackend';
import type {SeedData} from './seed';

/** What the reader set for one route. */
export type RouteSetting = {
  latencyMs?: number;
  /** Answer with this status instead of the handler's answer. */
  status?: number;
  /** The body sent with a forced status; JSON text. */
  body?: string;
  /** Fail as a network error (fetch rejects), never reaching a handler. */
  networkError?: boolean;
};

/** The network settings of one playground; they travel in share links. */
export type NetworkSettings = {
  /** Added to every request, unless its route sets its own. */
  latencyMs: number;
  routes: Record<string, RouteSetting>;
};

export const noNetworkSettings: NetworkSettings = {latencyMs: 0, routes: {}};

/** The most latency a control may add: enough to watch a fallback, little enough to wait for. */
export const maxLatencyMs = 5000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function checkLatency(value: unknown, where: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > maxLatencyMs) {
    throw new Error(`${where}: latencyMs must be a number from 0 to ${maxLatencyMs}`);
  }
  return value;
}

/**
 * Network settings from JSON that came from outside (an example's
 * network.json, a share link), checked field by field. Throws a message that
 * names the field; unknown fields are refused, so a misspelling is not
 * silently ignored.
 */
export function toNetworkSettings(value: unknown): NetworkSettings {
  if (!isRecord(value)) throw new Error('network settings must be an object: {"latencyMs"?: number, "routes"?: {...}}');
  for (const key of Object.keys(value)) {
    if (key !== 'latencyMs' && key !== 'routes')
      throw new Error(`network settings: unknown field "${key}" (known: latencyMs, routes)`);
  }
  const routes: Record<string, RouteSetting> = {};
  if (value.routes !== undefined && !isRecord(value.routes))
    throw new Error('network settings: routes must be an object keyed by route, e.g. "GET /todos/:id"');
  for (const [label, raw] of Object.entries((value.routes ?? {}) as Record<string, unknown>)) {
    const where = `route "${label}"`;
    if (!/^[A-Z]+ \S+$/.test(label)) throw new Error(`${where}: a route is a method and a path, e.g. "GET /todos/:id"`);
    if (!isRecord(raw)) throw new Error(`${where}: must be an object`);
    const control: RouteSetting = {};
    for (const [key, field] of Object.entries(raw)) {
      if (key === 'latencyMs') control.latencyMs = checkLatency(field, where);
      else if (key === 'status') {
        if (typeof field !== 'number' || !Number.isInteger(field) || field < 200 || field > 599) {
          throw new Error(`${where}: status must be a whole number from 200 to 599`);
        }
        control.status = field;
      } else if (key === 'body') {
        if (typeof field !== 'string') throw new Error(`${where}: body must be a string (JSON text)`);
        control.body = field;
      } else if (key === 'networkError') {
        if (typeof field !== 'boolean') throw new Error(`${where}: networkError must be true or false`);
        control.networkError = field;
      } else throw new Error(`${where}: unknown field "${key}" (known: latencyMs, status, body, networkError)`);
    }
    routes[label] = control;
  }
  return {latencyMs: checkLatency(value.latencyMs, 'network settings') ?? 0, routes};
}

/** The label of the route a mocks.ts handler serves, as msw names it: `DELETE /todos/:id`. */
function handlerLabel(handler: RequestHandler): string {
  return (handler.info as {header: string}).header;
}

/** Labels of the routes a playground serves: its mocks.ts handlers first, then the default backend's. */
export function routeLabels(mocks: RequestHandler[], backendLabels: string[]): string[] {
  return [...new Set([...mocks.map(handlerLabel), ...backendLabels])];
}

async function labelOf(request: Request, mocks: RequestHandler[], db: SeedData): Promise<string | null> {
  for (const handler of mocks) {
    if (await handler.test({request})) return handlerLabel(handler);
  }
  return backendRouteLabel(db, request);
}

/**
 * A handler placed before all others: it waits out the latency set for the
 * request's route, then answers with a forced status or a network error if
 * one is set, or lets the request go on to mocks.ts and the default backend.
 */
export function createControlHandler(
  network: NetworkSettings,
  mocks: RequestHandler[],
  db: SeedData,
  answered: (requestId: string, by: Answerer) => void,
): RequestHandler {
  return http.all('*', async ({request, requestId}) => {
    const label = await labelOf(request, mocks, db);
    const control = (label && network.routes[label]) || {};
    const latency = Math.min(maxLatencyMs, Math.max(0, control.latencyMs ?? network.latencyMs));
    if (latency > 0) await delay(latency);
    if (control.networkError) {
      answered(requestId, 'network settings');
      return HttpResponse.error();
    }
    if (control.status !== undefined) {
      answered(requestId, 'network settings');
      const empty = control.status === 204 || control.status === 304;
      return new HttpResponse(empty ? null : (control.body ?? ''), {
        status: control.status,
        headers: empty ? {} : {'Content-Type': 'application/json'},
      });
    }
    return undefined;
  });
}
