/**
 * Watches every answer a test server gives, through `inject` and on a real port (the browser
 * tests' full client flows), and checks it against the server's own OpenAPI document
 * (openapi-answer-check.ts). `createTestServer` turns it on for every server of the suite; the violations are thrown when the server closes (the file's `afterAll`), all at
 * once, so one run lists them all. `OPENAPI_CHECK=off` turns it off for a run; a test that
 * builds answers the API never gives (a broken database, a handler of its own) passes
 * `checkAnswers: false` to `createTestServer`.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { type Answer, createAnswerChecker, type OpenApiDocument, type Violation } from "./openapi-answer-check.js";
import { UNDESCRIBED_ANSWERS } from "./openapi-undescribed-answers.js";

/** One checker per document text: every server of a run serves the same document. */
const checkers = new Map<string, ReturnType<typeof createAnswerChecker>>();

export function answerCheckEnabled(option: boolean | undefined): boolean {
  return option ?? process.env.OPENAPI_CHECK !== "off";
}

export interface AnswerWatch {
  /** How many answers were given on a real port (the test of the watch itself reads it). */
  readonly realPortAnswers: number;
  /** Throws with every violation seen, once; later calls see only new ones. */
  assertClean(): void;
}

/**
 * Hands over every answer an HTTP server gives on its port, with the bytes it wrote (compressed
 * as sent). Its listener runs before the server's own, so even an answer written at once is seen
 * whole. WebSocket upgrades are not requests and are not seen.
 */
export function watchRealPort(server: Server, onAnswer: (answer: Answer) => void): void {
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    recordBody(res, (rawPayload, headers) => onAnswer({ method: req.method ?? "GET", url: req.url ?? "", statusCode: res.statusCode, headers, rawPayload }));
  });
}

function recordBody(res: ServerResponse, done: (body: Buffer, headers: Record<string, unknown>) => void): void {
  const chunks: Buffer[] = [];
  // Headers given to `writeHead` (as Fastify gives them) are not all kept where `getHeaders` reads.
  let headed: Record<string, unknown> = {};
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const given = args.find((a) => a !== null && typeof a === "object");
    if (given && !Array.isArray(given)) headed = Object.fromEntries(Object.entries(given).map(([k, v]) => [k.toLowerCase(), v]));
    return writeHead(...args);
  }) as typeof res.writeHead;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding));
    else chunks.push(Buffer.from(chunk as Uint8Array));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return write(...args);
  }) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return end(...args);
  }) as typeof res.end;
  res.once("finish", () => done(Buffer.concat(chunks), { ...res.getHeaders(), ...headed }));
}

/** Replaces `app.inject`'s promise form with one that checks each answer. */
export async function watchAnswers(app: FastifyInstance): Promise<AnswerWatch> {
  const source = (await app.inject({ method: "GET", url: "/api/docs/json" })).body;
  let checker = checkers.get(source);
  if (!checker) {
    checker = createAnswerChecker(JSON.parse(source) as OpenApiDocument);
    checkers.set(source, checker);
  }
  const found: Violation[] = [];
  let checked = 0;
  const keep = (answer: Answer) => {
    const violations = checker.check(answer);
    found.push(...violations.filter((v) => !(v.kind === "undescribed" && UNDESCRIBED_ANSWERS.has(v.operation))));
  };
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const watched = (options?: InjectOptions | string, callback?: unknown) => {
    // The chained form (`app.inject().get(…)`) and the callback form are passed through unchecked.
    if (options === undefined || callback !== undefined) return (app.inject as (...args: unknown[]) => unknown).call(app, options, callback);
    return inject(options).then((res) => {
      const { method = "GET", url = "" } = res.raw.req;
      keep({ method, url, statusCode: res.statusCode, headers: res.headers, rawPayload: res.rawPayload });
      return res;
    });
  };
  Object.defineProperty(app, "inject", { value: watched, configurable: true, writable: true });
  watchRealPort(app.server, (answer) => {
    checked += 1;
    keep(answer);
  });
  let reported = 0;
  return {
    get realPortAnswers() {
      return checked;
    },
    assertClean() {
      const fresh = found.slice(reported);
      reported = found.length;
      if (fresh.length === 0) return;
      const lines = [...new Set(fresh.map((v) => `${v.operation}: ${v.kind}: ${v.message}`))];
      throw new Error(`Answers the OpenAPI document does not describe (docs/open-api.md):\n${lines.join("\n")}`);
    },
  };
}
