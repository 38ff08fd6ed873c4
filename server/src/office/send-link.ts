/**
 * Sends a person a link by email — an invitation or a sign-in link — and answers the link, for
 * an admin to hand over another way when no mail server is set up. The link carries its token
 * after `#`, which browsers never send to a server, so it stays out of proxies' and servers' logs.
 */
import type { Kysely } from "kysely";
import { LOCALES, type Locale } from "#contract";
import type { Database } from "../db/schema.js";
import { enqueueOfficeEmail } from "../notifications/office-messages.js";
import { issueLink, LINK_TTL_MS, type LinkPurpose } from "./office-links.js";

export interface LinkRecipient {
  staffId: number;
  fullName: string;
  email: string;
  vendorId: number;
  vendorName: string;
  /** The staff member's languages (JSON list of tags), for the email's language. */
  languages?: string;
}

const TEMPLATE = { invite: "office_invite", sign_in: "office_sign_in" } as const;

/** The first of a person's languages the emails are written in, else `fallback`. */
export function emailLocale(languages: string | undefined, fallback: Locale): Locale {
  try {
    const tags = JSON.parse(languages ?? "[]") as unknown;
    if (Array.isArray(tags)) {
      for (const tag of tags) {
        const match = LOCALES.find((l) => l === tag || (typeof tag === "string" && l.split("-")[0] === tag.split("-")[0]));
        if (match) return match;
      }
    }
  } catch {
    // A list the document wrote cannot be unreadable; the fallback is fine if it is.
  }
  return fallback;
}

export async function sendOfficeLink(
  db: Kysely<Database>,
  person: LinkRecipient,
  purpose: LinkPurpose,
  options: { publicUrl: string; locale: Locale; now: Date },
): Promise<string> {
  const token = await issueLink(db, person.staffId, purpose, options.now);
  const link = `${options.publicUrl}/office/link#${token}`;
  await enqueueOfficeEmail(
    db,
    {
      vendorId: person.vendorId,
      to: person.email,
      template: TEMPLATE[purpose],
      locale: emailLocale(person.languages, options.locale),
      payload: { name: person.fullName, vendor: person.vendorName, link, hours: Math.round(LINK_TTL_MS[purpose] / 3_600_000) },
      occasion: token.slice(0, 16),
    },
    options.now,
  );
  return link;
}
