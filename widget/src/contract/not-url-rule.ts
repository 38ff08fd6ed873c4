/**
 * The not-url rule of spec section 5: free text a client types (names, notes, car details,
 * text answers) must not carry a link, which staff might open or a message might repeat.
 *
 * A link is a scheme with `//` (`http://`, `ftp://`), anything starting `www.`, or a bare domain
 * (`evil.example.com`, `bit.ly/x`): dot-joined labels ending in a lower-case name of two or more
 * letters. Left alone: email addresses, abbreviations and initials ("Dr. Smith", "e.g.", "U.S."),
 * numbers ("3.5", "v1.2") and a capital after a missing space ("arrived.Please"). A file name
 * ("scan.pdf") reads as a domain: the two look alike.
 */
import type { FieldErrorCode } from "./error-codes.js";

const SCHEME_OR_WWW = /[a-z][a-z\d+.-]*:\/\/|\bwww\./i;
/** An email address is not a link; it is taken out before looking for domains. */
const EMAIL_ADDRESS = /[^\s@]*@[^\s@]*/g;
/**
 * A domain standing on its own: not the middle of a longer word. No lookbehind, which older
 * Safari cannot parse (the whole bundle would fail), so the character before is matched.
 */
const BARE_DOMAIN = /(?:^|[^\p{L}\p{N}_-])(?:[A-Za-z\d](?:[A-Za-z\d-]*[A-Za-z\d])?\.)+[a-z]{2,63}(?![\p{L}\p{N}_-])/u;

/** Whether the text holds something a browser or a messaging app would turn into a link. */
export function containsUrl(value: string): boolean {
  return SCHEME_OR_WWW.test(value) || BARE_DOMAIN.test(value.replace(EMAIL_ADDRESS, " "));
}

export function checkNotUrl(value: string): FieldErrorCode | null {
  return containsUrl(value) ? "not_url" : null;
}
