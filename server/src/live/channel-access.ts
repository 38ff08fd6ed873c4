/**
 * Who may subscribe to what: a location's channel is public but must belong to the connection's
 * vendor; a place in line's channel (`queue-appointment.{id}`) and a booking's
 * (`appointment.{id}`) need its confirm code, as the manage page's read does.
 */
import type { Kysely } from "kysely";
import { CHANNEL_PATTERN } from "#contract";
import type { Database } from "../db/schema.js";
import { findLocation } from "../locations/location-repository.js";
import { findAppointmentWithCode } from "../appointments/appointment-repository.js";
import { findWithCode } from "../queue-appointments/queue-appointment-repository.js";

/** `rate_limited`: the address has spent its allowance of confirm codes (guess-limited-access.ts). */
export type ChannelVerdict = "ok" | "not_found" | "forbidden" | "rate_limited";

export interface ChannelAnswer {
  verdict: ChannelVerdict;
  /** A place in line's location: its page learns its own estimate from that line's changes (queue-place-changes.ts). */
  line?: number;
}

/** Answers whether a subscriber may follow a channel; `code` is only read for appointments. */
export type ChannelAccess = (channel: string, code: string | undefined) => Promise<ChannelAnswer>;

/** Ids are PostgreSQL `integer`s; a larger number would fail the query instead of matching nothing. */
const MAX_ID = 2_147_483_647;

/** The access rules for connections of one vendor. */
export function channelAccessFor(db: Kysely<Database>, vendorId: number): ChannelAccess {
  return async (channel, code) => {
    const match = CHANNEL_PATTERN.exec(channel);
    const kind = match?.[1];
    const id = Number(match?.[2]);
    if (kind === "location") {
      if (!(id <= MAX_ID)) return { verdict: "not_found" };
      return { verdict: (await findLocation(db, vendorId, id)) ? "ok" : "not_found" };
    }
    // Unknown id, another vendor's id and a wrong or missing code look alike on purpose.
    if ((kind === "queue-appointment" || kind === "appointment") && (!code || !(id <= MAX_ID))) return { verdict: "forbidden" };
    if (kind === "queue-appointment" && code) {
      const place = await findWithCode(db, vendorId, id, code);
      return place ? { verdict: "ok", line: place.location_id } : { verdict: "forbidden" };
    }
    if (kind === "appointment" && code) return { verdict: (await findAppointmentWithCode(db, vendorId, id, code)) ? "ok" : "forbidden" };
    return { verdict: "not_found" };
  };
}

/** Whether subscribing to `channel` takes a confirm code (an appointment's or a place in line's). */
export function takesConfirmCode(channel: string): boolean {
  const kind = CHANNEL_PATTERN.exec(channel)?.[1];
  return kind === "queue-appointment" || kind === "appointment";
}
