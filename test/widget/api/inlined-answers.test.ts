/**
 * A hosted page's inlined answers stand for the element's first reads: a read the page answered
 * (same path, same query, same language) is served without a request, once; any other read, or
 * the same read in another language or a second time, goes to the server.
 */
import { expect, it, vi } from "vitest";
import * as v from "valibot";
import { createApiClient, type InlinedAnswer } from "../../../widget/src/api/api-client.js";
import { takeInlinedAnswer } from "../../../widget/src/api/inlined-answer.js";

const LOCATION: InlinedAnswer = { path: "/api/v2/open/locations/3", query: {}, locale: "fr", body: { data: { id: 3 } } };
const SERVICES: InlinedAnswer = { path: "/api/v2/open/queue-appointments-services/3", query: { meeting_method: "1" }, locale: "fr", body: { data: [[], []] } };

function client(locale = "fr") {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ fetched: true }), { status: 200 }));
  const api = createApiClient({ base: "https://q.example", vendor: "demo", locale: () => locale, fetch, answers: [LOCATION, SERVICES] });
  return { api, fetch };
}

it("serves an inlined read without a request, once", async () => {
  const { api, fetch } = client();
  expect(await api.get("/api/v2/open/queue-appointments-services/3", { meeting_method: 1 })).toEqual({ ok: true, data: SERVICES.body, status: 200 });
  expect(fetch).not.toHaveBeenCalled();
  expect(await api.get("/api/v2/open/queue-appointments-services/3", { meeting_method: 1 })).toMatchObject({ data: { fetched: true } });
  expect(fetch).toHaveBeenCalledTimes(1);
});

it("asks the server for another query or another language", async () => {
  const { api, fetch } = client();
  await api.get("/api/v2/open/queue-appointments-services/3", { meeting_method: 2 });
  expect(fetch).toHaveBeenCalledTimes(1);
  const english = client("en");
  await english.api.get("/api/v2/open/locations/3");
  expect(english.fetch).toHaveBeenCalledTimes(1);
});

it("hands a screen's first render the answer synchronously, if its schema accepts it", () => {
  const { api } = client();
  expect(takeInlinedAnswer(api, "/api/v2/open/locations/3", v.object({ data: v.object({ id: v.string() }) }))).toBeUndefined();
  const { api: again } = client();
  expect(takeInlinedAnswer(again, "/api/v2/open/locations/3", v.object({ data: v.object({ id: v.number() }) }))).toEqual({ data: { id: 3 } });
  expect(takeInlinedAnswer(again, "/api/v2/open/locations/3", v.object({ data: v.object({ id: v.number() }) }))).toBeUndefined();
});
