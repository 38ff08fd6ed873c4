/** Links of the details panel: directions in a maps site and a phone call. */

/** A maps directions URL to the address (the Maps URLs scheme needs no key and works on phones too). */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/** `tel:` link of a phone number as stored ("+1 212-555-0100" → "tel:+12125550100"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
