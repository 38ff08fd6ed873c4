/**
 * The shapes of the back-office API's answers the app reads (`#contract`'s office.ts types them
 * for the server), checked when they arrive: an answer out of shape is a failure the screen
 * shows, never a crash halfway through rendering it.
 */
import * as v from "valibot";
import type { OfficeLinkResponse, OfficeSessionListing, OfficeSessionResponse } from "#contract";

const vendor = v.object({ slug: v.string(), name: v.string() });

export const SessionResponseSchema = v.object({
  data: v.object({
    staff: v.object({ id: v.number(), full_name: v.string(), email: v.nullable(v.string()), role_level: v.number() }),
    vendor,
    role: v.picklist(["staff", "manager", "admin"]),
    csrf_token: v.string(),
  }),
}) satisfies v.GenericSchema<unknown, OfficeSessionResponse>;

export const LinkResponseSchema = v.object({
  data: v.object({ purpose: v.picklist(["invite", "sign_in"]), full_name: v.string(), vendor }),
}) satisfies v.GenericSchema<unknown, OfficeLinkResponse>;

export const SessionListSchema = v.object({
  data: v.array(
    v.object({
      id: v.string(),
      created_at: v.string(),
      last_seen_at: v.string(),
      user_agent: v.string(),
      address: v.string(),
      current: v.boolean(),
    }) satisfies v.GenericSchema<unknown, OfficeSessionListing>,
  ),
});
