import {HttpResponse, http, passthrough} from 'msw';
import {setupWorker} from 'msw/browser';
import {
  relayMarkPrefix,
  type Answer,
  type RelayReport,
  type FromRelay,
  type ToRelay,
  type WireRequest,
  type WireResponse,
} from './protocol';
import {fromWireResponse, toWireResponse} from './wire';

/**
 * The relay frame: same origin as the site, controlled by msw's service
 * worker, and running no code of the reader's. It carries its guest's
 * requests as fetches of its own address, whatever host they name; the
 * worker intercepts them and hands them to msw here, whose one handler asks
 * the guest for the answer. Nothing a guest sends can reach another host:
 * the fetch is same-origin only, follows no redirect and never carries
 * credentials, a handler cannot pass a request through (the relay answers
 * that with a network error), and should msw's worker miss a request, it
 * reaches only the site's own server. A Response built here drops
 * Set-Cookie, so a guest stores no cookie either.
 */

function tell(message: RelayReport) {
  window.parent.postMessage(message, window.location.origin);
}

/** This relay's mark (see `relayMarkPrefix`): unique to it, since msw's worker can hand one client's request to another. */
const markPrefix = `${relayMarkPrefix}${Math.random().toString(36).slice(2)}-`;

function markOf(url: string): number | null {
  const hash = new URL(url).hash.slice(1);
  return hash.startsWith(markPrefix) ? Number(hash.slice(markPrefix.length)) : null;
}

type Carried = {
  request: WireRequest;
  controller: AbortController;
  seenByWorker: boolean;
  /** What the guest answered, kept for a redirect: the fetch follows none, and shows the guest nothing of it. */
  answered: WireResponse | null;
};

/** The relay's own address, without its fragment: every request it carries goes there. */
function ownAddress(): string {
  const url = new URL(window.location.href);
  url.hash = '';
  return url.href;
}

/**
 * The request's headers as the relay sends them: without msw's own mark for
 * "bypass the handlers" (`Accept: msw/passthrough`), which would make msw in
 * this frame pass the request on unasked.
 */
function carriedHeaders(headers: [string, string][]): [string, string][] {
  return headers.flatMap(([name, value]): [string, string][] => {
    if (name.toLowerCase() !== 'accept') return [[name, value]];
    const kept = value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.toLowerCase().startsWith('msw/'));
    return kept.length > 0 ? [[name, kept.join(', ')]] : [];
  });
}

/**
 * Waits while a registration of the mock service worker is on its way to
 * controlling this frame. msw's `worker.start()` reloads a page that has a
 * registration but no controller (meant for a hard reload); on a first
 * visit, relays that saw another's registration before its worker claimed
 * them reloaded. Resolves at once when no registration exists or when its
 * worker is active and still does not control this frame.
 */
async function untilControlled(scope: string): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller) return;
  const registration = await container.getRegistration(scope);
  if (!registration || registration.active?.state === 'activated') return;
  await new Promise<void>((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), {once: true});
    const watch = (worker: ServiceWorker | null) =>
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'activated' || worker.state === 'redundant') resolve();
      });
    [registration.installing, registration.waiting, registration.active].forEach(watch);
    registration.addEventListener('updatefound', () => watch(registration.installing));
    if (container.controller) resolve();
  });
}

/** How long a worker that msw started may take to control the relay (its `clients.claim()`). */
const claimLimitMs = 5000;

function controlledWithin(ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(!!navigator.serviceWorker.controller), ms);
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      {once: true},
    );
  });
}

/** The guest the relay serves (through its port), the fetches it carries for it, and what msw asked it. */
class Relay {
  private port: MessagePort | null = null;
  private readonly carried = new Map<number, Carried>();
  private nextHandleId = 1;
  private readonly asked = new Map<number, (answer: Answer) => void>();

  send(message: FromRelay, transfer: Transferable[] = []) {
    this.port?.postMessage(message, transfer);
  }

  /** msw's one handler: a fetch this relay carries for its guest is answered by the guest. */
  async answerOf({request, requestId}: {request: Request; requestId: string}) {
    const id = markOf(request.url);
    const fetchOfGuest = id === null ? undefined : this.carried.get(id);
    if (!fetchOfGuest || !this.port) {
      // None is expected: the worker (static/relayServiceWorker.js) passes msw only fetches of a
      // relay's address, and a relay makes those once its msw runs. Should one come, it goes on
      // to the site's own server; nothing for another host does.
      return new URL(request.url).origin === window.location.origin ? passthrough() : HttpResponse.error();
    }
    fetchOfGuest.seenByWorker = true;
    // The guest's handlers see its request as it made it: its address, headers and modes, and the body sent.
    const body = fetchOfGuest.request.body === null ? null : await request.arrayBuffer();
    const answer = await this.askGuest(id!, requestId, {...fetchOfGuest.request, body});
    if (answer.kind !== 'response') return HttpResponse.error();
    const headers = answer.response.headers.filter(([name]) => name.toLowerCase() !== 'set-cookie');
    try {
      const response = fromWireResponse({...answer.response, headers});
      fetchOfGuest.answered = {...answer.response, headers, body: answer.response.body?.slice(0) ?? null};
      return response;
    } catch {
      // A status, status text or header no Response can have: the guest's answer is a network error.
      return HttpResponse.error();
    }
  }

  /** Waits for the guest's answer; when a new guest takes the port, what the old one was asked ends as a network error. */
  private askGuest(id: number, requestId: string, request: WireRequest) {
    return new Promise<Answer>((resolve) => {
      const handleId = this.nextHandleId++;
      this.asked.set(handleId, resolve);
      this.send({type: 'handle', handleId, id, requestId, request}, request.body ? [request.body] : []);
    });
  }

  /** A new guest (the old one was replaced or reloaded): what the old one had under way ends. */
  connect(port: MessagePort) {
    this.port?.close();
    for (const entry of this.carried.values()) entry.controller.abort();
    for (const resolve of this.asked.values()) resolve({kind: 'network-error'});
    this.asked.clear();
    this.port = port;
    this.port.onmessage = (event: MessageEvent<ToRelay>) => this.onGuestMessage(event);
  }

  private onGuestMessage(event: MessageEvent<ToRelay>) {
    const message: unknown = event.data;
    if (typeof message !== 'object' || message === null) return;
    const {type} = message as {type?: unknown};
    if (type === 'fetch') {
      const {id, request} = message as {id: unknown; request: WireRequest};
      if (Number.isSafeInteger(id) && isWireRequest(request)) void this.carry(id as number, request);
    } else if (type === 'abort') {
      this.carried.get((message as {id: number}).id)?.controller.abort();
    } else if (type === 'answer') {
      const {handleId, answer} = message as {handleId: number; answer: Answer};
      const resolve = this.asked.get(handleId);
      this.asked.delete(handleId);
      resolve?.(isAnswer(answer) ? answer : {kind: 'network-error'});
    }
  }

  /** Fetches what the guest asked for, with this relay's mark, by which `answerOf` knows it. */
  private async carry(id: number, request: WireRequest) {
    const controller = new AbortController();
    const entry: Carried = {request, controller, seenByWorker: false, answered: null};
    this.carried.set(id, entry);
    const url = `${ownAddress()}#${markPrefix}${id}`;
    /** Why the worker, not the reader's code, failed this request: the site's server or nothing answered instead of the mocks. */
    let pastTheWorker: string | null = navigator.serviceWorker.controller
      ? null
      : 'no service worker controls the relay';
    try {
      if (pastTheWorker) throw new Error(pastTheWorker);
      // The guest's modes are its handlers' to read (they have them); this fetch's are the relay's.
      const response = await fetch(url, {
        method: request.method,
        headers: carriedHeaders(request.headers),
        body: request.body,
        mode: 'same-origin',
        credentials: 'omit',
        cache: 'no-store',
        redirect: 'manual',
        referrerPolicy: 'no-referrer',
        signal: controller.signal,
      });
      // The worker did not hand this request to this page's msw (it was replaced, or
      // restarting): what came back is the site's server, not the playground's mocks.
      if (!entry.seenByWorker) pastTheWorker = 'the mock service worker did not see this request';
      else {
        // A redirect the guest answered: the guest follows it (or not) as its fetch asked.
        const wire =
          response.type === 'opaqueredirect' && entry.answered ? entry.answered : await toWireResponse(response);
        this.send({type: 'response', id, response: wire}, wire.body ? [wire.body] : []);
      }
    } catch {
      if (!controller.signal.aborted && !pastTheWorker) this.send({type: 'failed', id, message: 'Failed to fetch'});
    }
    if (pastTheWorker) {
      this.send({
        type: 'failed',
        id,
        message:
          "Failed to fetch: the playground's mock network was not running (its service worker is restarting). Run again.",
      });
      tell({type: 'relay-failed', message: `A request went past the mock service worker (${pastTheWorker}).`});
    }
    this.carried.delete(id);
  }
}

export async function startRelay(options: {serviceWorkerUrl: string; scope: string}) {
  if (!('serviceWorker' in navigator)) {
    tell({
      type: 'relay-unavailable',
      message: window.isSecureContext
        ? 'This browser does not allow service workers here (a private window, or a setting), so the playground has no mock server to send its requests to.'
        : `This page was opened over plain http:// from ${window.location.host}, where browsers allow no service workers, so the playground has no mock server to send its requests to. Open the site over https:// or on localhost.`,
    });
    return;
  }
  const relay = new Relay();

  await untilControlled(options.scope);
  const worker = setupWorker(http.all('*', (info) => relay.answerOf(info)));
  try {
    await worker.start({
      serviceWorker: {url: options.serviceWorkerUrl, options: {scope: options.scope}},
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
  } catch (error) {
    tell({type: 'relay-failed', message: error instanceof Error ? error.message : String(error)});
    return;
  }
  // A first visit: the worker claims this page just after it starts.
  if (!navigator.serviceWorker.controller && !(await controlledWithin(claimLimitMs))) {
    tell({
      type: 'relay-failed',
      message: `msw's service worker did not take control of the relay within ${claimLimitMs / 1000} s`,
    });
    return;
  }
  // A new worker (a new deploy of the site) took over from the one msw started with:
  // it knows nothing of this page's msw client, so the relay starts again under it.
  const startedUnder = navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (navigator.serviceWorker.controller !== startedUnder) {
      tell({type: 'relay-failed', message: 'a new version of the mock service worker took over'});
    }
  });

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== window.location.origin) return;
    if ((event.data as {type?: unknown})?.type !== 'guest' || !event.ports[0]) return;
    relay.connect(event.ports[0]);
  });
  tell({type: 'relay-ready'});
}

function isWireRequest(value: unknown): value is WireRequest {
  if (typeof value !== 'object' || value === null) return false;
  const request = value as Partial<WireRequest>;
  return (
    typeof request.url === 'string' &&
    /^https?:/.test(request.url) &&
    typeof request.method === 'string' &&
    Array.isArray(request.headers) &&
    request.headers.every(
      (pair) => Array.isArray(pair) && pair.length === 2 && pair.every((part) => typeof part === 'string'),
    ) &&
    (request.body === null || request.body instanceof ArrayBuffer)
  );
}

function isAnswer(value: unknown): value is Answer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Partial<Answer> & {response?: Partial<Answer & {kind: 'response'}>['response']};
  if (answer.kind === 'network-error') return true;
  const response = answer.response;
  return (
    answer.kind === 'response' &&
    typeof response === 'object' &&
    response !== null &&
    Number.isInteger(response.status) &&
    response.status! >= 200 &&
    response.status! <= 599 &&
    typeof response.statusText === 'string' &&
    Array.isArray(response.headers) &&
    response.headers.every(
      (pair) => Array.isArray(pair) && pair.length === 2 && pair.every((part) => typeof part === 'string'),
    ) &&
    (response.body === null || response.body instanceof ArrayBuffer)
  );
}
