import {http, HttpResponse, type RequestHandler} from 'msw';
import type {SeedData} from './seed';

/** Who answered a request, as the request log names it. */
export type Answerer = 'default backend' | 'mocks.ts' | 'network settings' | 'unhandled';

type Route = {collection: string; id?: string};

/** `/<collection>` or `/<collection>/<id>`, after any path prefix such as `/api/v1`. */
export function findRoute(db: SeedData, pathname: string): Route | undefined {
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const last = segments.at(-1);
  const beforeLast = segments.at(-2);
  if (last !== undefined && Object.hasOwn(db, last)) return {collection: last};
  if (beforeLast !== undefined && Object.hasOwn(db, beforeLast)) {
    return {collection: beforeLast, id: last};
  }
  return undefined;
}

/** How the network settings name a default-backend route: `GET /todos`, `PATCH /todos/:id`. */
export function backendRouteLabel(db: SeedData, request: Request): string | null {
  const route = findRoute(db, new URL(request.url).pathname);
  if (!route) return null;
  return `${request.method.toUpperCase()} /${route.collection}${route.id === undefined ? '' : '/:id'}`;
}

/** Every route the default backend serves for this seed data. */
export function backendRouteLabels(db: SeedData): string[] {
  return Object.keys(db).flatMap((collection) => [
    `GET /${collection}`,
    `POST /${collection}`,
    `GET /${collection}/:id`,
    `PUT /${collection}/:id`,
    `PATCH /${collection}/:id`,
    `DELETE /${collection}/:id`,
  ]);
}

function nextId(records: Record<string, unknown>[]): number | string {
  const ids = records.map((r) => r.id);
  if (ids.every((id) => typeof id === 'number')) return Math.max(0, ...(ids as number[])) + 1;
  return crypto.randomUUID();
}

async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text) return {};
  const body: unknown = JSON.parse(text);
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

function notFound(message: string) {
  return HttpResponse.json({message}, {status: 404});
}

/**
 * An in-memory REST server that answers any host: GET a list (query params
 * filter by equality on fields the records have), GET one, POST (new id,
 * 201), PUT, PATCH and DELETE. Then a last handler that answers everything
 * else with a 404 that says why, so nothing reaches the network.
 */
export function createMockBackend(
  seed: SeedData,
  answered: (requestId: string, by: Answerer) => void,
): RequestHandler[] {
  const db: SeedData = structuredClone(seed);
  const collections = () => Object.keys(db).join(', ') || 'none';

  const backend = http.all('*', async ({request, requestId}) => {
    const url = new URL(request.url);
    const route = findRoute(db, url.pathname);
    if (!route) return undefined;
    answered(requestId, 'default backend');
    const records = db[route.collection]!;
    const index = records.findIndex((r) => String(r.id) === route.id);
    const method = request.method.toUpperCase();

    if (route.id === undefined) {
      if (method === 'GET') {
        const fields = new Set(records.flatMap((r) => Object.keys(r)));
        const filters = [...url.searchParams].filter(([key]) => fields.has(key));
        return HttpResponse.json(records.filter((r) => filters.every(([key, value]) => String(r[key]) === value)));
      }
      if (method === 'POST') {
        const body = await readJson(request);
        const record = {...body, id: body.id ?? nextId(records)};
        records.push(record);
        return HttpResponse.json(record, {status: 201});
      }
      return HttpResponse.json({message: `${method} is not supported on /${route.collection}`}, {status: 405});
    }

    if (index === -1) return notFound(`No record with id ${route.id} in "${route.collection}".`);
    const record = records[index]!;
    switch (method) {
      case 'GET':
        return HttpResponse.json(record);
      case 'PUT': {
        const replaced = {...(await readJson(request)), id: record.id};
        records[index] = replaced;
        return HttpResponse.json(replaced);
      }
      case 'PATCH': {
        const merged = {...record, ...(await readJson(request)), id: record.id};
        records[index] = merged;
        return HttpResponse.json(merged);
      }
      case 'DELETE':
        records.splice(index, 1);
        return HttpResponse.json(record);
      default:
        return HttpResponse.json({message: `${method} is not supported on /${route.collection}/:id`}, {status: 405});
    }
  });

  const unhandled = http.all('*', ({request, requestId}) => {
    answered(requestId, 'unhandled');
    return notFound(
      `Nothing answers ${request.method} ${request.url}. The default backend serves /<collection> and /<collection>/<id> for the collections in db.json (${collections()}); mocks.ts can answer anything else.`,
    );
  });

  return [backend, unhandled];
}
