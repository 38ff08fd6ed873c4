/**
 * A scripted stand-in for the browser's WebSocket, for tests that drive the live connection
 * through minutes of failures on a fake clock (the real protocol is tested against the real
 * server in live-connection-server.test.ts).
 */
export class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  closedByClient: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1005): void {
    this.closedByClient = code;
    this.drop(code);
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }

  /** The server sends a frame. */
  receive(frame: object): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  /** The connection ends (1006: lost without a close frame). */
  drop(code = 1006): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

export function socketFactory() {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    latest: () => sockets.at(-1),
    create: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  };
}
