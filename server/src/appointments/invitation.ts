/**
 * Invitation codes open what is not offered publicly: invite-only services and staff, and
 * private locations. They live in the vendor document (never in its public settings) and are
 * compared in constant time.
 */
import { timingSafeEqual } from "node:crypto";
import type { Vendor } from "../vendors/vendor.js";

export function invitationValid(vendor: Vendor, code: string | null | undefined): boolean {
  if (!code) return false;
  const given = Buffer.from(code);
  let match = false;
  // Every code is compared, so the time taken does not tell which one (or whether any) matched.
  for (const known of vendor.settings.invitation_codes ?? []) {
    const stored = Buffer.from(known);
    if (stored.length === given.length && timingSafeEqual(stored, given)) match = true;
  }
  return match;
}
