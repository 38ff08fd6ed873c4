/**
 * The location the form books at, as `GET /api/v2/open/locations/{id}` answers it: only the
 * attributes the form, the closed notice and the unavailable screen read.
 */
import * as v from "valibot";

const FutureOpenDaySchema = v.object({
  /** Local calendar date of the location, YYYY-MM-DD. */
  date: v.string(),
  /** Missing when the location is closed that day; instants are UTC. */
  hours: v.optional(v.object({ start_at: v.string(), end_at: v.string() })),
});

export const BookingLocationResponseSchema = v.object({
  data: v.object({
    id: v.number(),
    attributes: v.object({
      /** Already falls back to the address on the server; the form falls back again. */
      name: v.string(),
      address: v.string(),
      formatted_address: v.string(),
      phone: v.string(),
      country: v.string(),
      timezone: v.string(),
      visibility: v.picklist(["public", "private"]),
      instructions: v.string(),
      supports_curbside_pickup: v.boolean(),
      restrict_callback_request_hours: v.boolean(),
      is_currently_open: v.boolean(),
      future_open_hours: v.array(FutureOpenDaySchema),
    }),
  }),
});

export type BookingLocation = v.InferOutput<typeof BookingLocationResponseSchema>["data"]["attributes"] & { id: number };
export type FutureOpenDay = v.InferOutput<typeof FutureOpenDaySchema>;

/** What clients call the location: its name, else its address. */
export function locationLabel(location: Pick<BookingLocation, "name" | "address">): string {
  return location.name || location.address;
}
