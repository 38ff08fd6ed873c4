/**
 * A bare TCP client for what HTTP libraries will not do: hold a connection without sending, stop
 * half-way through a request, or ignore a websocket's close. It keeps everything it receives.
 */
import { connect, type Socket } from "node:net";

export interface RawSocket {
  socket: Socket;
  /** Everything received so far, as text. */
  text(): string;
  /** Resolves once the server closed the connection (or it was cut). */
  closed: Promise<void>;
  /** Polls until the received text matches. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
}

export async function openRawSocket(port: number): Promise<RawSocket> {
  const socket = connect({ port, host: "127.0.0.1" });
  const chunks: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("error", reject);
  });
  const text = () => Buffer.concat(chunks).toString("latin1");
  return {
    socket,
    text,
    closed,
    async waitFor(pattern, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(text())) {
        if (Date.now() > deadline) throw new Error(`no ${pattern} within ${timeoutMs} ms; got ${JSON.stringify(text().slice(0, 500))}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return text();
    },
  };
}

/** The request line and headers of a websocket handshake to `path`. */
export function upgradeRequest(path: string): string {
  return [
    `GET ${path} HTTP/1.1`,
    "Host: 127.0.0.1",
    "Upgrade: websocket",
    "Connection: Upgrade",
    "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
    "Sec-WebSocket-Version: 13",
    "",
    "",
  ].join("\r\n");
}
