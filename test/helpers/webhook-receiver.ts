/**
 * A vendor's webhook receiver for tests: a real HTTP server on a free loopback port that keeps
 * every request (headers and raw body) and answers each from a script (`answerNext`), or 204.
 * `hold()` makes the next requests wait unanswered until `release()`, as a hung receiver would.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The `n`th request received (from 0); throws when there is none. */
  at(n: number): ReceivedWebhook;
  /** The answers of the next requests, in order; once used up, 204. */
  answerNext(...answers: ScriptedAnswer[]): void;
  /** Leaves the next requests unanswered until `release()`. */
  hold(): void;
  release(): void;
  /** Resolves once `count` requests have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(path = "/hooks"): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const script: ScriptedAnswer[] = [];
  let held: (() => void)[] | undefined;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      const answer = () => {
        const next = script.shift() ?? { status: 204 };
        res.writeHead(next.status, next.headers).end(next.body ?? "");
      };
      if (held) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const release = () => {
    const waiting = held ?? [];
    held = undefined;
    for (const answer of waiting) answer();
  };
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    at(n) {
      const request = received[n];
      if (!request) throw new Error(`no webhook #${n}: ${received.length} received`);
      return request;
    },
    answerNext: (...answers) => script.push(...answers),
    hold() {
      held ??= [];
    },
    release,
    async waitFor(count, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} webhooks, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async close() {
      release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
