import {HttpResponse, handleRequest, type RequestHandler} from 'msw';
import {Emitter} from 'strict-event-emitter';
import type {RequestEvents} from '../core/requestRecorder';
import type {Answer, FromRelay, ToRelay} from './protocol';
import {fromWireRequest, fromWireResponse, toWireRequest, toWireResponse} from './wire';

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
    useHandlers: (next: RequestHandler[]) => network.useHandlers(next),
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
   * Counts the runs: each installs its handlers before its code runs. A fetch
   * is of the run under way when the code made it; msw hands it back to be
   * answered a hop later, when a newer run may have started.
   */
  private run = 0;
  private readonly pending = new Map<number, {resolve(response: Response): void; reject(error: unknown): void; url: string; run: number}>();
  /** Requests passed through to the network, kept until msw reports their response. */
  private readonly passedThrough = new Map<string, Request>();

  private send(message: ToRelay, transfer: Transferable[] = []) {
    this.port?.postMessage(message, transfer);
  }

  /** Every fetch under way fails: the relay that carried them is gone. */
  private failPending(message: string) {
    for (const {reject} of this.pending.values()) reject(new TypeError(message));
    this.pending.clear();
    this.passedThrough.clear();
  }

  private async answer(handleId: number, requestId: string, request: Request): Promise<void> {
    let result: Answer = {kind: 'passthrough'};
    try {
      const response = await handleRequest(request, requestId, this.handlers, {onUnhandledRequest: 'bypass'}, this.events as never, {
        onPassthroughResponse: () => this.passedThrough.set(requestId, request),
      });
      if (response) {
        this.events.emit('response:mocked', {response: response.clone(), request, requestId});
        result = response.type === 'error' ? {kind: 'network-error'} : {kind: 'response', response: await toWireResponse(response)};
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
        if (this.pending.get(message.id)?.run !== this.run) return this.send({type: 'answer', handleId: message.handleId, answer: {kind: 'network-error'}});
        void this.answer(message.handleId, message.requestId, fromWireRequest(message.request));
        return;
      case 'bypassed': {
        const request = this.passedThrough.get(message.requestId);
        this.passedThrough.delete(message.requestId);
        if (request) this.events.emit('response:bypass', {response: fromWireResponse(message.response), request, requestId: message.requestId});
        return;
      }
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

  /** The `fetch` the guest's code gets. */
  async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    this.underway += 1;
    try {
      return await this.carry(input, init);
    } finally {
      this.underway -= 1;
    }
  }

  private async carry(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const run = this.run;
    const request = new Request(input, init);
    const {signal} = request;
    signal.throwIfAborted();
    if (!this.port) throw new TypeError('Failed to fetch: the playground has no network (its relay frame is not connected).');
    const id = this.nextId++;
    const wire = await toWireRequest(request);
    return new Promise<Response>((resolve, reject) => {
      this.pending.set(id, {resolve, reject, url: request.url, run});
      signal.addEventListener('abort', () => {
        if (!this.pending.delete(id)) return;
        this.send({type: 'abort', id});
        reject(signal.reason);
      });
      this.send({type: 'fetch', id, request: wire}, wire.body ? [wire.body] : []);
    });
  }

  useHandlers(next: RequestHandler[]) {
    this.run += 1;
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
