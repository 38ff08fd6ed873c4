/** Staff give a video appointment's dial-in, in line or booked. */
import * as v from "valibot";

/** A video appointment's dial-in: E.164 number and an optional PIN (digits, `#`, `*`). */
export const DialInInputSchema = v.strictObject({
  e164: v.pipe(v.string(), v.trim(), v.regex(/^\+[1-9]\d{7,14}$/, "must be + and 8 to 15 digits")),
  pin: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[0-9#*]{0,20}$/, "must be up to 20 digits, # or *")), ""),
});
