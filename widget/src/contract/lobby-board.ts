/**
 * The lobby board of `GET /api/v2/open/locations/{id}/lobby`: who is being served, who is next
 * and the current waits at one location, for a screen in its lobby (`mode=tv`). It is public —
 * anyone with the location id can read it — so a client appears only as a first name and the
 * initial of the last name: never a full last name, contact details, confirm code or notes.
 */
import * as v from "valibot";
import { LocalTimeSchema } from "./local-time.js";
import { LOCALES } from "./locales.js";
import { TextLangSchema } from "./text-lang.js";

/** Query of the lobby call: the language the join code's form should open in, if any. */
export const LobbyQuerySchema = v.object({
  lang: v.optional(v.picklist(LOCALES, "must be one of en, es, fr, ko, pl, pt-BR, ru, zh-Hans")),
});

/** An instant as the server writes it (`toISOString()`); a plain regex keeps the element's entry small. */
const isoTime = v.pipe(v.string(), v.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?Z$/, "must be an ISO 8601 UTC time"));
const ServiceNameSchema = v.object({ id: v.number(), name: v.string(), text_lang: TextLangSchema });

/** How a client is named on the board: first name and last initial (empty without a last name). */
const LobbyClientSchema = v.object({
  first_name: v.string(),
  last_initial: v.string(),
});

const ServingSchema = v.object({
  client: LobbyClientSchema,
  service: ServiceNameSchema,
  /** The staff member serving, as the client's manage page also names them. */
  staff_name: v.nullable(v.string()),
  started_at: v.nullable(isoTime),
  /** `started_at` on the location's clock, with its zone: the board writes this. */
  started_at_local: v.nullable(LocalTimeSchema),
});

const WaitingSchema = v.object({
  /** The appointment (public on the location's channel too): live deltas name it. */
  id: v.number(),
  /** 1 is next among those waiting in person. */
  position: v.number(),
  client: LobbyClientSchema,
  service: ServiceNameSchema,
  /** The estimate the client's own page shows; null when waits are hidden or nobody can serve them. */
  expected_start: v.nullable(isoTime),
});

const ServiceWaitSchema = v.object({
  id: v.number(),
  name: v.string(),
  text_lang: TextLangSchema,
  /** When a client joining now would start; null when nobody on duty can serve it. */
  expected_start: v.nullable(isoTime),
});

export const LobbyBoardSchema = v.object({
  data: v.object({
    id: v.string(),
    type: v.literal("lobby-boards"),
    attributes: v.object({
      location: v.object({ id: v.number(), name: v.string(), timezone: v.string(), text_lang: TextLangSchema }),
      show_wait_time: v.boolean(),
      serving: v.array(ServingSchema),
      waiting: v.array(WaitingSchema),
      /** Walk-in services of the location in person, with the wait for a client joining now. */
      services: v.array(ServiceWaitSchema),
      /** The join form for a phone (`booked_through=kiosk_qr`); null when nobody can join online. */
      join: v.nullable(v.object({ url: v.string(), qr_svg: v.string() })),
    }),
  }),
  meta: v.object({
    /** Everyone waiting in person; `waiting` lists at most the first `LOBBY_WAITING_LIMIT`. */
    waiting_total: v.number(),
    generated_at: isoTime,
  }),
});

export type LobbyBoard = v.InferOutput<typeof LobbyBoardSchema>;
export type LobbyBoardAttributes = LobbyBoard["data"]["attributes"];

/** The board lists at most this many waiting clients; `meta.waiting_total` counts them all. */
export const LOBBY_WAITING_LIMIT = 20;
