/**
 * `GET /api/v2/open/csrf`: the token an open write sends as `X-CSRF-Token`, bound to the vendor,
 * and when it stops being accepted.
 */
import * as v from "valibot";

export const CsrfTokenAnswerSchema = v.object({ token: v.string(), expires_at: v.string() });
export type CsrfTokenAnswer = v.InferOutput<typeof CsrfTokenAnswerSchema>;
