/**
 * Imported first by the guest frame, before msw and the reader's code. A
 * sandboxed frame has an opaque origin: `localStorage`, `sessionStorage` and
 * `document.cookie` throw there (msw reads the first two when it loads, and
 * cookies for every same-origin request). They become storage that lives in
 * this frame's memory only: code that uses them works, and nothing it writes
 * outlasts the frame or reaches the site's own storage.
 */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.#items.get(String(key)) ?? null;
  }
  setItem(key: string, value: string) {
    this.#items.set(String(key), String(value));
  }
  removeItem(key: string) {
    this.#items.delete(String(key));
  }
  clear() {
    this.#items.clear();
  }
}

for (const name of ['localStorage', 'sessionStorage'] as const) {
  Object.defineProperty(window, name, {value: new MemoryStorage(), configurable: true});
}
let cookies = '';
Object.defineProperty(document, 'cookie', {
  get: () => cookies,
  // Kept as written, not parsed: enough for code that sets a cookie and reads it back.
  set: (value: string) => {
    cookies = cookies ? `${cookies}; ${String(value).split(';')[0]}` : String(value).split(';')[0]!;
  },
  configurable: true,
});

/**
 * A program's guest frame is hidden (it has no preview), and Chromium gives a
 * hidden cross-origin frame no idle periods: `requestIdleCallback` waited for
 * its timeout. @data-client starts each fetch in one, with a 500 ms timeout,
 * so every run of a program took half a second more (measured: 550 ms against
 * 60 ms). Here an idle callback waits at most about one frame, idle or not;
 * a visible preview still gets its idle periods first.
 */
const idleLimitMs = 16;
const nativeIdleCallback = window.requestIdleCallback.bind(window);
window.requestIdleCallback = (callback, options) =>
  nativeIdleCallback(callback, {timeout: Math.min(options?.timeout ?? idleLimitMs, idleLimitMs)});

/**
 * WebRTC is the one way out of this frame that its Content-Security-Policy
 * does not close (Chromium 156 has no `webrtc` directive): a peer connection
 * sends STUN and TURN to any host it names, and a connectivity check to any
 * address. The frame's code gets none. No other realm can lend it one: a frame
 * the code makes inside this one has an opaque origin of its own, out of its
 * reach, and the CSP loads no script there but the site's.
 */
for (const name of Object.getOwnPropertyNames(window)) {
  if (
    /^(webkit)?RTC(PeerConnection|IceTransport|DtlsTransport|SctpTransport|DataChannel|RtpSender|RtpReceiver|RtpTransceiver)$/.test(
      name,
    )
  ) {
    delete (window as unknown as Record<string, unknown>)[name];
  }
}
