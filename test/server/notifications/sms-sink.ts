/** A stand-in SMS provider: an HTTP server on a free port that keeps every request. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedSms {
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

export interface SmsSink {
  url: string;
  received: ReceivedSms[];
  /** The status to answer with; 202 unless a test says otherwise. */
  status: number;
  reset(): void;
  close(): Promise<void>;
}

export async function startSmsSink(): Promise<SmsSink> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      sink.received.push({
        authorization: request.headers.authorization,
        contentType: request.headers["content-type"],
        body: raw ? (JSON.parse(raw) as unknown) : null,
      });
      response.statusCode = sink.status;
      response.setHeader("content-type", "application/json");
      response.end(sink.status < 300 ? '{"queued":true}' : '{"error":"rejected"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const sink: SmsSink = {
    url: `http://127.0.0.1:${port}/messages`,
    received: [],
    status: 202,
    reset() {
      sink.received.length = 0;
      sink.status = 202;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return sink;
}
