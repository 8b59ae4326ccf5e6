import {delay, http, HttpResponse, type RequestHandler} from 'msw';
import {backendRouteLabel, type Answerer} from './mockBackend';
import type {SeedData} from './seed';

/** What the reader set for one route. */
export type RouteControl = {
  latencyMs?: number;
  /** Answer with this status instead of the handler's answer. */
  status?: number;
  /** The body sent with a forced status; JSON text. */
  body?: string;
  /** Fail as a network error (fetch rejects), never reaching a handler. */
  networkError?: boolean;
};

/** The network controls of one playground; they travel in share links. */
export type NetworkControls = {
  /** Added to every request, unless its route sets its own. */
  latencyMs: number;
  routes: Record<string, RouteControl>;
};

export const noNetworkControls: NetworkControls = {latencyMs: 0, routes: {}};

/** The most latency a control may add: enough to watch a fallback, little enough to wait for. */
export const maxLatencyMs = 5000;

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
  controls: NetworkControls,
  mocks: RequestHandler[],
  db: SeedData,
  answered: (requestId: string, by: Answerer) => void,
): RequestHandler {
  return http.all('*', async ({request, requestId}) => {
    const label = await labelOf(request, mocks, db);
    const control = (label && controls.routes[label]) || {};
    const latency = Math.min(maxLatencyMs, Math.max(0, control.latencyMs ?? controls.latencyMs));
    if (latency > 0) await delay(latency);
    if (control.networkError) {
      answered(requestId, 'network controls');
      return HttpResponse.error();
    }
    if (control.status !== undefined) {
      answered(requestId, 'network controls');
      const empty = control.status === 204 || control.status === 304;
      return new HttpResponse(empty ? null : (control.body ?? ''), {
        status: control.status,
        headers: empty ? {} : {'Content-Type': 'application/json'},
      });
    }
    return undefined;
  });
}
