import type {WireRequest, WireResponse} from './protocol';

/** Statuses whose responses have no body: `new Response(body)` throws for them. */
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

function pairsOf(headers: Headers): [string, string][] {
  const pairs: [string, string][] = [];
  headers.forEach((value, name) => pairs.push([name, value]));
  return pairs;
}

export async function toWireRequest(
  request: Request,
  url = request.url,
  credentials = request.credentials,
): Promise<WireRequest> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return {
    url,
    method: request.method,
    headers: pairsOf(request.headers),
    body: hasBody ? await request.clone().arrayBuffer() : null,
    credentials,
    mode: request.mode,
    cache: request.cache,
    redirect: request.redirect,
    referrerPolicy: request.referrerPolicy,
  };
}

export function fromWireRequest(wire: WireRequest): Request {
  const {url, body, ...rest} = wire;
  // A Request cannot be built in 'navigate' mode; such a request is the reader's fetch of a page.
  return new Request(url, {...rest, mode: rest.mode === 'navigate' ? 'same-origin' : rest.mode, body});
}

export async function toWireResponse(response: Response): Promise<WireResponse> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: pairsOf(response.headers),
    body: response.body === null ? null : await response.clone().arrayBuffer(),
  };
}

export function fromWireResponse(wire: WireResponse, url?: string): Response {
  const response = new Response(nullBodyStatuses.has(wire.status) ? null : wire.body, {
    status: wire.status,
    statusText: wire.statusText,
    headers: wire.headers,
  });
  // As a fetched response has it; a constructed one has ''.
  if (url) Object.defineProperty(response, 'url', {value: url});
  return response;
}
