/**
 * The back office's own API (`/api/v2/office/…`): signing in, links by email, passwords,
 * sessions, invitations. Shared by the server and the back-office app (office/).
 */
import * as v from "valibot";
import { RoleLevel } from "./codes.js";

/** At least 10 characters (any: a passphrase is welcome), at most 200; never trimmed. */
export const PASSWORD_MIN_LENGTH = 10;
export const PasswordSchema = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`),
  v.maxLength(200, "must be at most 200 characters"),
);

const email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(320), v.email("must be an email address"));

export const SignInBodySchema = v.strictObject({ email, password: v.pipe(v.string(), v.maxLength(200)) });
export type SignInBody = v.InferInput<typeof SignInBodySchema>;

/** `POST /api/v2/office/links`: a sign-in link by email (answered the same whether or not the email has an account). */
export const LinkRequestBodySchema = v.strictObject({ email });

/** `POST /api/v2/office/links/{token}`: the link's person chooses a password and is signed in. */
export const SetPasswordBodySchema = v.strictObject({ password: PasswordSchema });

export const ChangePasswordBodySchema = v.strictObject({ current_password: v.pipe(v.string(), v.maxLength(200)), new_password: PasswordSchema });

/** `POST /api/v2/office/invitations`: invite the document's staff member with this key (their email). */
export const InvitationBodySchema = v.strictObject({ staff_key: v.pipe(v.string(), v.minLength(1), v.maxLength(63)) });

/** What a person may open in the back office, from their role level (spec section 6). */
export type OfficeRole = "staff" | "manager" | "admin";

export function officeRoleOf(roleLevel: number): OfficeRole {
  if (roleLevel >= RoleLevel.admin) return "admin";
  if (roleLevel >= RoleLevel.manager) return "manager";
  return "staff";
}

const OfficeVendorSchema = v.object({ slug: v.string(), name: v.string() });

/** `GET /api/v2/office/session`, and a sign-in's answer: who is signed in, and the session's CSRF token. */
export const OfficeSessionResponseSchema = v.object({
  data: v.object({
    staff: v.object({ id: v.number(), full_name: v.string(), email: v.nullable(v.string()), role_level: v.number() }),
    vendor: OfficeVendorSchema,
    role: v.picklist(["staff", "manager", "admin"]),
    /** Echo as `X-CSRF-Token` on every write (bound to this session, four hours). */
    csrf_token: v.string(),
  }),
});
export type OfficeSessionResponse = v.InferOutput<typeof OfficeSessionResponseSchema>;
export type OfficeSessionAttributes = OfficeSessionResponse["data"];

/** `GET /api/v2/office/links/{token}`: whose link, before they choose a password. */
export const OfficeLinkResponseSchema = v.object({
  data: v.object({ purpose: v.picklist(["invite", "sign_in"]), full_name: v.string(), vendor: OfficeVendorSchema }),
});
export type OfficeLinkResponse = v.InferOutput<typeof OfficeLinkResponseSchema>;

/** `GET /api/v2/office/sessions`: one's live sessions. */
export const OfficeSessionListingSchema = v.object({
  id: v.string(),
  created_at: v.string(),
  last_seen_at: v.string(),
  user_agent: v.string(),
  address: v.string(),
  current: v.boolean(),
});
export type OfficeSessionListing = v.InferOutput<typeof OfficeSessionListingSchema>;
export const OfficeSessionListSchema = v.object({ data: v.array(OfficeSessionListingSchema) });
export type OfficeSessionList = v.InferOutput<typeof OfficeSessionListSchema>;

/** `POST /api/v2/admin/vendors` (the operator, ADMIN_TOKEN): a new vendor and its first admin, who gets an invitation. */
export const CreateVendorBodySchema = v.strictObject({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]{0,62}$/, "must be lowercase letters, digits, '-' or '_' (at most 63)")),
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  admin: v.strictObject({ full_name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)), email }),
});
export type CreateVendorBody = v.InferInput<typeof CreateVendorBodySchema>;
export type CreateVendorRequest = v.InferOutput<typeof CreateVendorBodySchema>;

/** The created vendor, with the first admin's invitation link (also sent by email). */
export const CreatedVendorResponseSchema = v.object({
  data: v.object({ slug: v.string(), name: v.string(), admin_email: v.string(), invite_link: v.string() }),
});
export type CreatedVendorResponse = v.InferOutput<typeof CreatedVendorResponseSchema>;

/** `POST /api/v2/office/links`: the same answer whether or not the address has an account (it says nothing of who does). */
export const LinkSentResponseSchema = v.object({ data: v.object({ sent: v.literal(true) }) });
/** `POST /api/v2/office/invitations`: the invited staff member and their link (also sent by email). */
export const InvitationResponseSchema = v.object({ data: v.object({ staff_key: v.string(), email: v.string(), link: v.string() }) });
export type InvitationResponse = v.InferOutput<typeof InvitationResponseSchema>;

export type LinkSentResponse = v.InferOutput<typeof LinkSentResponseSchema>;
