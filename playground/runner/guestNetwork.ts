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
  const events = new Emitter<Record<string, unknown[]>>();
  let handlers: RequestHandler[] = [];
  let port: MessagePort | null = null;
  let nextId = 1;
  const pending = new Map<number, {resolve(response: Response): void; reject(error: unknown): void; url: string}>();
  /** Requests passed through to the network, kept until msw reports their response. */
  const passedThrough = new Map<string, Request>();

  const send = (message: ToRelay, transfer: Transferable[] = []) => port?.postMessage(message, transfer);

  /** Every fetch under way fails: the relay that carried them is gone. */
  const failPending = (message: string) => {
    for (const {reject} of pending.values()) reject(new TypeError(message));
    pending.clear();
    passedThrough.clear();
  };

  async function answer(handleId: number, requestId: string, request: Request): Promise<void> {
    let result: Answer = {kind: 'passthrough'};
    try {
      const response = await handleRequest(request, requestId, handlers, {onUnhandledRequest: 'bypass'}, events as never, {
        onPassthroughResponse: () => passedThrough.set(requestId, request),
      });
      if (response) {
        events.emit('response:mocked', {response: response.clone(), request, requestId});
        result = response.type === 'error' ? {kind: 'network-error'} : {kind: 'response', response: await toWireResponse(response)};
      }
    } catch (error) {
      // As msw's browser client answers a handler that threw: a 500 that says what it threw.
      const thrown = error instanceof Error ? error : new Error(String(error));
      const response = HttpResponse.json(
        {name: thrown.name, message: thrown.message, stack: thrown.stack},
        {status: 500, statusText: 'Request Handler Error'},
      );
      events.emit('response:mocked', {response: response.clone(), request, requestId});
      result = {kind: 'response', response: await toWireResponse(response)};
    }
    const body = result.kind === 'response' ? result.response.body : null;
    send({type: 'answer', handleId, answer: result}, body ? [body] : []);
  }

  const onMessage = (event: MessageEvent<FromRelay>) => {
    const message = event.data;
    switch (message.type) {
      case 'handle':
        void answer(message.handleId, message.requestId, fromWireRequest(message.request));
        return;
      case 'bypassed': {
        const request = passedThrough.get(message.requestId);
        passedThrough.delete(message.requestId);
        if (request) events.emit('response:bypass', {response: fromWireResponse(message.response), request, requestId: message.requestId});
        return;
      }
      case 'response':
      case 'failed': {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (!waiting) return;
        if (message.type === 'failed') waiting.reject(new TypeError(message.message));
        else waiting.resolve(fromWireResponse(message.response, waiting.url));
      }
    }
  };

  /** The `fetch` the guest's code gets. */
  async function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init);
    const {signal} = request;
    signal.throwIfAborted();
    if (!port) throw new TypeError('Failed to fetch: the playground has no network (its relay frame is not connected).');
    const id = nextId++;
    const wire = await toWireRequest(request);
    return new Promise<Response>((resolve, reject) => {
      pending.set(id, {resolve, reject, url: request.url});
      signal.addEventListener('abort', () => {
        if (!pending.delete(id)) return;
        send({type: 'abort', id});
        reject(signal.reason);
      });
      send({type: 'fetch', id, request: wire}, wire.body ? [wire.body] : []);
    });
  }

  return {
    fetch,
    events: events as unknown as RequestEvents,
    useHandlers(next: RequestHandler[]) {
      handlers = next;
    },
    /** The port to the relay, from the page: each new one replaces the last (a relay or guest reloaded). */
    connect(next: MessagePort) {
      port?.close();
      failPending('Failed to fetch: the playground network restarted while this request was under way.');
      port = next;
      port.onmessage = onMessage;
    },
  };
}
