/**
 * Watches every answer a test server gives through `inject` and checks it against the server's
 * own OpenAPI document (openapi-answer-check.ts). `createTestServer` turns it on for every server
 * of the suite; the violations are thrown when the server closes (the file's `afterAll`), all at
 * once, so one run lists them all. `OPENAPI_CHECK=off` turns it off for a run; a test that
 * builds answers the API never gives (a broken database, a handler of its own) passes
 * `checkAnswers: false` to `createTestServer`.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { createAnswerChecker, type OpenApiDocument, type Violation } from "./openapi-answer-check.js";
import { UNDESCRIBED_ANSWERS } from "./openapi-undescribed-answers.js";

/** One checker per document text: every server of a run serves the same document. */
const checkers = new Map<string, ReturnType<typeof createAnswerChecker>>();

export function answerCheckEnabled(option: boolean | undefined): boolean {
  return option ?? process.env.OPENAPI_CHECK !== "off";
}

export interface AnswerWatch {
  /** Throws with every violation seen, once; later calls see only new ones. */
  assertClean(): void;
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
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const watched = (options?: InjectOptions | string, callback?: unknown) => {
    // The chained form (`app.inject().get(…)`) and the callback form are passed through unchecked.
    if (options === undefined || callback !== undefined) return (app.inject as (...args: unknown[]) => unknown).call(app, options, callback);
    return inject(options).then((res) => {
      const { method = "GET", url = "" } = res.raw.req;
      const violations = checker.check({ method, url, statusCode: res.statusCode, headers: res.headers, rawPayload: res.rawPayload });
      found.push(...violations.filter((v) => !(v.kind === "undescribed" && UNDESCRIBED_ANSWERS.has(v.operation))));
      return res;
    });
  };
  Object.defineProperty(app, "inject", { value: watched, configurable: true, writable: true });
  let reported = 0;
  return {
    assertClean() {
      const fresh = found.slice(reported);
      reported = found.length;
      if (fresh.length === 0) return;
      const lines = [...new Set(fresh.map((v) => `${v.operation}: ${v.kind}: ${v.message}`))];
      throw new Error(`Answers the OpenAPI document does not describe (docs/open-api.md):\n${lines.join("\n")}`);
    },
  };
}
