/**
 * The back office's audit log (`GET /api/v2/office/audit` and `…/audit.csv`, admins only,
 * docs/audit-log.md): who changed the vendor's setup, who signed in or failed to, invitations,
 * exports and erasures. The log is read-only in the product: there is no route that edits it.
 * Shared by the server and the back office's audit screen, which parses the answer with
 * `AuditResponseSchema`.
 */
import * as v from "valibot";
import { CalendarDateSchema } from "./booking-queries.js";
import { idText } from "./schema-helpers.js";

/** Every action the log records, in the order a filter lists them. */
export const AUDIT_ACTIONS = [
  "document.change",
  "staff.deactivate",
  "staff.activate",
  "invite",
  "invite.accepted",
  "sign_in",
  "sign_in.failed",
  "sign_in.limited",
  "sign_out",
  "password.change",
  "link.sent",
  "token.create",
  "token.revoke",
  "webhook.create",
  "webhook.change",
  "webhook.delete",
  "webhook.rotate",
  "vendor.create",
  "export",
  "privacy.export",
  "privacy.erasure",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The groups a filter may name instead of one action: `sign_in` matches `sign_in`, `sign_in.failed` and `sign_in.limited`. */
export const AUDIT_ACTION_GROUPS: readonly string[] = [...new Set(AUDIT_ACTIONS.map((action) => action.split(".")[0] ?? action))];

/** Who acted: a signed-in person, the operator's ADMIN_TOKEN, a staff API token, or the server itself. */
export const AUDIT_ACTOR_KINDS = ["staff", "operator", "token", "system"] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** The most entries one page answers, and the default. */
export const AUDIT_PAGE_MAX = 200;
export const AUDIT_PAGE_DEFAULT = 50;

const auditId = (what: string) => v.pipe(idText(`a ${what} id`), v.minValue(1, `is not a ${what} id`));

/**
 * The query of the log and its CSV export (all optional, all strings as in a URL):
 * - `from`, `to`: days `YYYY-MM-DD` in UTC, both included;
 * - `action`: one of `AUDIT_ACTIONS` or a group of `AUDIT_ACTION_GROUPS` (`document`, `sign_in`, `privacy`…);
 * - `staff`: entries whose actor is this staff member (by id);
 * - `before`: the last id seen, for the next page (newest first); the export ignores paging;
 * - `limit`: 1–200 entries a page, 50 by default.
 */
export const AuditQuerySchema = v.pipe(
  v.strictObject({
    from: v.optional(CalendarDateSchema),
    to: v.optional(CalendarDateSchema),
    action: v.optional(v.picklist([...new Set<string>([...AUDIT_ACTIONS, ...AUDIT_ACTION_GROUPS])], "is not an action the log records")),
    staff: v.optional(auditId("staff")),
    before: v.optional(auditId("entry")),
    limit: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,3}$/, "must be a number of entries"),
        v.transform(Number),
        v.minValue(1, "must be at least 1"),
        v.maxValue(AUDIT_PAGE_MAX, `must be at most ${AUDIT_PAGE_MAX}`),
      ),
    ),
  }),
  v.forward(
    v.partialCheck([["from"], ["to"]], (q) => q.from === undefined || q.to === undefined || q.from <= q.to, "must not be before from"),
    ["to"],
  ),
);
export type AuditQuery = v.InferOutput<typeof AuditQuerySchema>;

/** One changed field of the vendor document: a readable path (list items by their `key`), before and after (secrets masked). */
export const DocumentChangeSchema = v.object({
  /** e.g. `locations[key=main].name`, `services[key=general]` (an item added or removed: before or after is null). */
  path: v.string(),
  before: v.unknown(),
  after: v.unknown(),
});
export type DocumentChange = v.InferOutput<typeof DocumentChangeSchema>;

/** What stands in for a secret's value that is set (an unset one stays null or empty). */
export const MASKED_SECRET = "••••";

/**
 * The detail of a `document.change`: where the write came from (`office` PATCH, the operator's
 * `admin` PUT/PATCH, a `csv` import of `locations` or `staff`), the changes (at most 200) and how
 * many more were left out.
 */
export interface DocumentChangeDetail {
  source: "office" | "admin" | "csv";
  csv?: "locations" | "staff";
  changes: DocumentChange[];
  /** Changes beyond the first 200, counted and not listed. */
  more: number;
}

export const AuditEntrySchema = v.object({
  id: v.number(),
  /** ISO 8601 time, UTC. */
  created_at: v.string(),
  actor: v.object({
    kind: v.picklist(AUDIT_ACTOR_KINDS),
    /** The staff member (kind `staff`, or a failed sign-in of an existing account); null otherwise. */
    staff_id: v.nullable(v.number()),
    /** Their name when it happened; "" for the operator and the server. */
    name: v.string(),
  }),
  /** One of `AUDIT_ACTIONS` (an older or newer server may write others: show them as they are). */
  action: v.string(),
  /** What it was done to: `document`, a staff key, the email typed at a sign-in, `audit.csv`… "" when nothing more. */
  target: v.string(),
  /** Per action (docs/audit-log.md); `document.change` has `DocumentChangeDetail`. */
  detail: v.record(v.string(), v.unknown()),
  /** The request's IP address; "" when none (jobs, the command line). */
  address: v.string(),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

/** `GET /api/v2/office/audit`: newest first; `next_before` is the `before` of the next page, null at the end. */
export const AuditResponseSchema = v.object({
  data: v.array(AuditEntrySchema),
  meta: v.object({
    next_before: v.nullable(v.number()),
    /** The actions a filter can name (`AUDIT_ACTIONS`). */
    actions: v.array(v.string()),
  }),
});
export type AuditResponse = v.InferOutput<typeof AuditResponseSchema>;

/** The CSV export's columns, in order (`time_utc` is ISO 8601 UTC; `detail` is the entry's detail as JSON). */
export const AUDIT_CSV_COLUMNS = ["id", "time_utc", "actor_kind", "actor_name", "staff_id", "action", "target", "address", "detail"] as const;
