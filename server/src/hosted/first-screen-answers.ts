/**
 * The reads a hosted page's first screen would make as soon as its script ran, answered by the
 * open API itself (`app.inject`, in-process: the same routes, validation, localisation and
 * limits, never a second copy of their queries), to be inlined in the page (the element's
 * `answers` attribute; widget `api-client.ts`, `takeAnswer`). The element then renders that
 * screen without a round trip, and the server renders it the same way (`first-screen.ts`).
 *
 * So far the join form of a location (`/callback-service/{id}`): the location, its services with
 * their waits for the meeting method of the URL, the walk-in questions of the service the form
 * starts on, and the vendor's snippets; and the location picker: the list's first page. The reads are made as the page's client, so they count
 * against that client's allowance as its own reads would; an answer other than 200 is left out
 * (the element then asks itself and shows what the API says).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { CX_SNIPPETS_PATH, type InlinedAnswer, type Locale, LOCATION_LIST_PATH, LOCATION_PAGE_DEFAULT } from "#contract";
import type { Vendor } from "../vendors/vendor.js";
import { firstQueryValue, type PageQuery } from "./page-query.js";

/** Which first screen a page shows, when it is one whose reads are inlined. */
export type FirstScreen = { kind: "form"; locationId: number; meetingMethod: number; service: number | undefined } | { kind: "picker" };

/** The picker's paths (widget `routing/route.ts`, `screenFor`): the start and "another location". */
const PICKER_PATH = /^\/callback-service(?:\/(?:\d{1,10}\/)?location)?\/?$/;

/** The form's or the picker's screen of a page's path and query, else undefined. */
export function firstScreenOf(path: string, query: PageQuery, service: string | undefined): FirstScreen | undefined {
  if (PICKER_PATH.test(path)) return { kind: "picker" };
  const form = /^\/callback-service\/(\d{1,10})$/.exec(path);
  if (!form) return undefined;
  const method = firstQueryValue(query, "meeting_method");
  const linked = firstQueryValue(query, "service") ?? service;
  return {
    kind: "form",
    locationId: Number(form[1]),
    // The element's default: in person (widget `use-meeting-method.ts`).
    meetingMethod: method && /^\d$/.test(method) ? Number(method) : 1,
    service: linked && /^\d{1,10}$/.test(linked) ? Number(linked) : undefined,
  };
}

/** One read of the open API as the page's client would make it; undefined unless it answers 200. */
export async function readAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  vendor: Vendor,
  locale: Locale,
  path: string,
  query: Record<string, string> = {},
) {
  const response = await app.inject({
    method: "GET",
    url: path,
    query: { ...query, vendor: vendor.slug },
    headers: { accept: "application/json", "accept-language": locale },
    remoteAddress: request.ip,
  });
  if (response.statusCode !== 200) return undefined;
  const answer: InlinedAnswer = { path, query, locale, body: response.json() };
  return answer;
}

/** The services answer's first list: the ids a client can join now. */
function serviceIds(body: unknown): number[] {
  const lists = (body as { data?: unknown } | undefined)?.data;
  const first = Array.isArray(lists) ? lists[0] : undefined;
  return Array.isArray(first) ? first.flatMap((s: { id?: unknown }) => (typeof s.id === "number" ? [s.id] : [])) : [];
}

export async function firstScreenAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  vendor: Vendor,
  locale: Locale,
  screen: FirstScreen,
): Promise<InlinedAnswer[]> {
  if (screen.kind === "picker") {
    // The list's first page as the picker asks for it before anything is searched or typed.
    const list = await readAnswer(app, request, vendor, locale, LOCATION_LIST_PATH, { limit: String(LOCATION_PAGE_DEFAULT) });
    return list ? [list] : [];
  }
  const { locationId, meetingMethod } = screen;
  const [location, services, snippets] = await Promise.all([
    readAnswer(app, request, vendor, locale, `/api/v2/open/locations/${locationId}`),
    readAnswer(app, request, vendor, locale, `/api/v2/open/queue-appointments-services/${locationId}`, { meeting_method: String(meetingMethod) }),
    readAnswer(app, request, vendor, locale, CX_SNIPPETS_PATH),
  ]);
  // The form starts on the linked service when the location offers it, else the first (widget `use-join-form.ts`).
  const ids = serviceIds(services?.body);
  const service = ids.find((id) => id === screen.service) ?? ids[0];
  const questions =
    vendor.settings.walkin_questions && service !== undefined
      ? await readAnswer(app, request, vendor, locale, "/api/v2/open/questions", { "filter[matching]": String(service) })
      : undefined;
  return [location, services, questions, snippets].filter((answer): answer is InlinedAnswer => answer !== undefined);
}
