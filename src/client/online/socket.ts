/**
 * The online socket: one WebSocket to /api/online/socket that comes back by itself. After a
 * drop (a reload is a new page and simply opens again) it reconnects with a growing delay and
 * re-sends its `hello`, so the server lets the player back into the match where it was.
 */
import { signal } from "@preact/signals";
import { type ClientMessage, decodeServerMessage, type ServerMessage } from "../../protocol/index.ts";

export type SocketState = "connecting" | "open" | "closed";

export class OnlineSocket {
  readonly state = signal<SocketState>("connecting");
  /** The last frame the server sent that this client could not read (a protocol mismatch). */
  readonly badFrame = signal<string | null>(null);
  private ws: WebSocket | null = null;
  private retry = 0;
  private timer = 0;
  private closed = false;
  private readonly handlers = new Set<(m: ServerMessage) => void>();
  /** Sent again on every (re)connection: the hello that attaches to a match, or the queue. */
  private greeting: ClientMessage | null = null;

  constructor(private readonly url = socketUrl()) {
    this.open();
  }

  onMessage(h: (m: ServerMessage) => void): () => void {
    this.handlers.add(h);
    return () => this.handlers.delete(h);
  }

  /** Sets the message that opens every connection and sends it now if connected. */
  greet(msg: ClientMessage | null): void {
    this.greeting = msg;
    if (msg) this.send(msg);
  }

  send(msg: ClientMessage): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(msg));
    return true;
  }

  /** For tests: the raw socket, to send what no honest client would. */
  get raw(): WebSocket | null {
    return this.ws;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.ws?.close();
    this.state.value = "closed";
  }

  private open(): void {
    this.state.value = "connecting";
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 0;
      this.state.value = "open";
      if (this.greeting) ws.send(JSON.stringify(this.greeting));
    };
    ws.onmessage = (ev) => {
      const r = decodeServerMessage(String(ev.data));
      if (!r.ok) {
        this.badFrame.value = r.error;
        return;
      }
      for (const h of [...this.handlers]) h(r.value);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.closed) return;
      this.state.value = "connecting";
      // 0.3 s, 0.6 s, 1.2 s … up to 5 s between attempts.
      const delay = Math.min(5000, 300 * 2 ** this.retry++);
      this.timer = window.setTimeout(() => this.open(), delay);
    };
  }
}

export function socketUrl(): string {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  return `${proto}//${location.host}/api/online/socket`;
}
