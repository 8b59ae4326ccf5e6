import {HttpResponse, handleRequest, type RequestHandler} from 'msw';
import {Emitter} from 'strict-event-emitter';
import type {RequestEvents} from '../core/requestRecorder';
import {passthroughRefused, type Answer, type FromRelay, type ToRelay} from './protocol';
import {fromWireRequest, fromWireResponse, toWireRequest, toWireResponse} from './wire';

/** Statuses a fetch follows, as browsers do (`redirect: 'follow'`), up to `redirectLimit` times. */
const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const redirectLimit = 20;

/** The request a redirect leads to, as the Fetch standard makes it: a 303 (or a 301/302 after a POST) becomes a GET without a body. */
function redirected(request: Request, status: number, location: URL, body: ArrayBuffer | null): Request {
  const toGet =
    (status === 303 && request.method !== 'GET' && request.method !== 'HEAD') ||
    ((status === 301 || status === 302) && request.method === 'POST');
  const headers = new Headers(request.headers);
  if (toGet)
    for (const name of ['content-type', 'content-length', 'content-encoding', 'content-language', 'content-location'])
      headers.delete(name);
  return new Request(location, {
    method: toGet ? 'GET' : request.method,
    headers,
    body: toGet ? null : body,
    credentials: request.credentials,
    mode: request.mode === 'navigate' ? 'same-origin' : request.mode,
    cache: request.cache,
    redirect: request.redirect,
    referrerPolicy: request.referrerPolicy,
    signal: request.signal,
  });
}

/**
 * The network of a guest frame. A sandboxed frame has an opaque origin, and
 * no service worker can control it, so its `fetch` is carried over a
 * MessagePort to the relay frame, whose own fetch msw's worker intercepts;
 * the worker hands the request back to the relay, which asks the guest's
 * handlers (run here, with msw's own `handleRequest`) for the answer. The
 * request so still goes through the real service worker, and the reader's
 * code, handlers included, never runs outside the sandbox.
 */
export function createGuestNetwork() {
  const network = new GuestNetwork();
  // The frame hands these on unbound (as `window.fetch`, as the run host's `useHandlers`).
  return {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => network.fetch(input, init),
    events: network.events as unknown as RequestEvents,
    useHandlers: (next: RequestHandler[], runId: number) => network.useHandlers(next, runId),
    connect: (next: MessagePort) => network.connect(next),
    settled: () => network.settled(),
  };
}

class GuestNetwork {
  readonly events = new Emitter<Record<string, unknown[]>>();
  private handlers: RequestHandler[] = [];
  private port: MessagePort | null = null;
  private nextId = 1;
  /**
   * The run whose handlers answer now: the page's id of it (the run message's
   * `runId`), set as the run installs its handlers, before its code runs. Not
   * the run the frame is on (`GuestRuns` holds that, as the page sent it): a
   * newer run has started before its handlers are in. A fetch is of the run
   * whose handlers answered when the code made it; msw hands it back to be
   * answered a hop later, when a newer run may have put in its own.
   */
  private handlersRunId = 0;
  private readonly pending = new Map<
    number,
    {resolve(response: Response): void; reject(error: unknown): void; url: string; runId: number}
  >();

  private send(message: ToRelay, transfer: Transferable[] = []) {
    this.port?.postMessage(message, transfer);
  }

  /** Every fetch under way fails: the relay that carried them is gone. */
  private failPending(message: string) {
    for (const {reject} of this.pending.values()) reject(new TypeError(message));
    this.pending.clear();
  }

  private async answer(handleId: number, requestId: string, request: Request): Promise<void> {
    let result: Answer = {kind: 'network-error'};
    try {
      const response = await handleRequest(
        request,
        requestId,
        this.handlers,
        {onUnhandledRequest: 'bypass'},
        this.events as never,
      );
      if (response) {
        this.events.emit('response:mocked', {response: response.clone(), request, requestId});
        if (response.type !== 'error') result = {kind: 'response', response: await toWireResponse(response)};
      } else {
        // Passed through (`passthrough()`, `bypass()`), or answered by no handler: there is no real network to pass it to.
        this.events.emit('request:refused', {requestId, reason: passthroughRefused});
      }
    } catch (error) {
      // As msw's browser client answers a handler that threw: a 500 that says what it threw.
      const thrown = error instanceof Error ? error : new Error(String(error));
      const response = HttpResponse.json(
        {name: thrown.name, message: thrown.message, stack: thrown.stack},
        {status: 500, statusText: 'Request Handler Error'},
      );
      this.events.emit('response:mocked', {response: response.clone(), request, requestId});
      result = {kind: 'response', response: await toWireResponse(response)};
    }
    const body = result.kind === 'response' ? result.response.body : null;
    this.send({type: 'answer', handleId, answer: result}, body ? [body] : []);
  }

  private onMessage(event: MessageEvent<FromRelay>) {
    const message = event.data;
    switch (message.type) {
      case 'handle':
        // A request of a run that has ended fails unseen: the newer run's handlers and log are not its.
        if (this.pending.get(message.id)?.runId !== this.handlersRunId)
          return this.send({type: 'answer', handleId: message.handleId, answer: {kind: 'network-error'}});
        void this.answer(message.handleId, message.requestId, fromWireRequest(message.request));
        return;
      case 'response':
      case 'failed': {
        const waiting = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (!waiting) return;
        if (message.type === 'failed') waiting.reject(new TypeError(message.message));
        else waiting.resolve(fromWireResponse(message.response, waiting.url));
      }
    }
  }

  /** Fetches the code has started that have not ended, counted from the call: the relay hears of each a hop later. */
  private underway = 0;

  /** Resolves once no fetch the code started is waiting for its answer. */
  async settled(): Promise<void> {
    while (this.underway > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  /** The `fetch` the guest's code gets. It follows redirects itself: the relay's fetch follows none. */
  async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    // The run whose code calls: taken now, as reading a long body may outlast it.
    const runId = this.handlersRunId;
    this.underway += 1;
    try {
      let request = new Request(input, init);
      const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.clone().arrayBuffer();
      for (let redirects = 0; ; redirects += 1) {
        const response = await this.carry(request, runId);
        const location = response.headers.get('location');
        if (!redirectStatuses.has(response.status) || location === null || request.redirect === 'manual') {
          if (redirects > 0) Object.defineProperty(response, 'redirected', {value: true});
          return response;
        }
        if (request.redirect === 'error')
          throw new TypeError('Failed to fetch: the response is a redirect, and the request said redirect: "error".');
        if (redirects === redirectLimit) throw new TypeError(`Failed to fetch: more than ${redirectLimit} redirects.`);
        request = redirected(request, response.status, new URL(location, request.url), body);
      }
    } finally {
      this.underway -= 1;
    }
  }

  private async carry(request: Request, runId: number): Promise<Response> {
    const {signal} = request;
    signal.throwIfAborted();
    if (!this.port)
      throw new TypeError('Failed to fetch: the playground has no network (its relay frame is not connected).');
    const id = this.nextId++;
    const wire = await toWireRequest(request);
    return new Promise<Response>((resolve, reject) => {
      this.pending.set(id, {resolve, reject, url: request.url, runId});
      signal.addEventListener('abort', () => {
        if (!this.pending.delete(id)) return;
        this.send({type: 'abort', id});
        reject(signal.reason);
      });
      this.send({type: 'fetch', id, request: wire}, wire.body ? [wire.body] : []);
    });
  }

  /** Run `runId` (the page's id for it) answers with `next` from now on. */
  useHandlers(next: RequestHandler[], runId: number) {
    this.handlersRunId = runId;
    this.handlers = next;
  }

  /** The port to the relay, from the page: each new one replaces the last (a relay or guest reloaded). */
  connect(next: MessagePort) {
    this.port?.close();
    this.failPending('Failed to fetch: the playground network restarted while this request was under way.');
    this.port = next;
    this.port.onmessage = (event: MessageEvent<FromRelay>) => this.onMessage(event);
  }
}
