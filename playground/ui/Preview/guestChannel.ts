import {guestLeaving, type GuestHandshake, type ToGuest} from '../../guest/protocol';

export type GuestListener = {
  /** A message from the guest's document; `from` is this channel, the same for every message of that document. */
  message(data: unknown, from: object): void;
  /** The frame loaded another document (the guest's code navigated or reloaded it). */
  replaced(): void;
};

/** What the channel uses of the guest's `<iframe>` (a Node test passes a fake). */
export type GuestFrame = {
  addEventListener(type: 'load', listener: () => void): void;
  removeEventListener(type: 'load', listener: () => void): void;
  readonly isConnected: boolean;
  readonly contentWindow: {postMessage(message: unknown, targetOrigin: string, transfer?: Transferable[]): void} | null;
};

/**
 * The page's end of one guest frame. When the frame element has loaded the
 * page's guest document (its first `load`, the frame created with its
 * address), the page hands that document a port (`GuestHandshake`), and
 * from then on talks to it over the port alone, both ways. Any later `load`
 * is another document in the frame: its code navigated or reloaded it. That
 * document never had the port, so the page has told it nothing and hears
 * nothing from it; the channel closes, and the listener hears `replaced`.
 * The guest's runtime says so sooner (`guestLeaving`, on `pagehide`): the new
 * document's `load` may come long after it has replaced the old one. A frame
 * the page itself removed is not heard at all (its `pagehide` comes too).
 *
 * Messages that arrive before anyone listens wait in the port (the page's
 * first frames boot before the playground that takes them over has mounted).
 */
export class GuestChannel {
  private port: MessagePort | null = null;
  private loads = 0;
  private listener: GuestListener | null = null;
  private replaced = false;

  private frame: GuestFrame | null;

  constructor(frame: GuestFrame) {
    this.frame = frame;
    frame.addEventListener('load', this.onLoad);
  }

  private readonly onLoad = () => {
    this.loads += 1;
    if (this.loads > 1) return this.replace();
    const channel = new MessageChannel();
    this.port = channel.port1;
    const handshake: GuestHandshake = {type: 'connect'};
    this.frame?.contentWindow?.postMessage(handshake, '*', [channel.port2]);
    if (this.listener) this.hear(this.listener);
  };

  private replace(): void {
    const listener = this.listener;
    this.close();
    this.replaced = true;
    listener?.replaced();
  }

  private hear(listener: GuestListener): void {
    // Setting `onmessage` starts the port: what the guest said meanwhile comes now, in order.
    if (!this.port) return;
    this.port.onmessage = (event: MessageEvent<unknown>) => {
      // The page removed the frame (a restart after a stall, a playground gone): nothing its document says now
      // counts, and its leaving is not its code navigating away. A guest busy past the watchdog's limit says it is
      // leaving once it is free, after its frame has gone.
      if (!this.frame?.isConnected) return this.close();
      if ((event.data as {type?: unknown} | null)?.type === guestLeaving.type) this.replace();
      else listener.message(event.data, this);
    };
  }

  /** Who hears the guest from now on (one listener: the playground that holds the frame). */
  listen(listener: GuestListener): void {
    this.listener = listener;
    if (this.replaced) return listener.replaced();
    this.hear(listener);
  }

  /** Sends to the guest document the page gave the frame; nothing before it has loaded, or once it was replaced. */
  post(message: ToGuest, transfer: Transferable[] = []): void {
    this.port?.postMessage(message, transfer);
  }

  /** The frame leaves the page, or was replaced: nothing more crosses, and nothing here holds the frame or its listener. */
  close(): void {
    this.frame?.removeEventListener('load', this.onLoad);
    this.frame = null;
    this.listener = null;
    if (this.port) this.port.onmessage = null;
    this.port?.close();
    this.port = null;
  }
}
