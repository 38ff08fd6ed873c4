/**
 * DOM events the element dispatches on itself (bubbling and composed, so the host page can
 * listen anywhere): `queue-booking:ready`, `:joined`, `:booked`, `:cancelled`, `:step-changed`, `:error`.
 */
export const QUEUE_BOOKING_EVENTS = ["ready", "joined", "booked", "cancelled", "step-changed", "error"] as const;
export type QueueBookingEventName = (typeof QUEUE_BOOKING_EVENTS)[number];

export function dispatchElementEvent(host: Element, name: QueueBookingEventName, detail: unknown): void {
  host.dispatchEvent(new CustomEvent(`queue-booking:${name}`, { detail, bubbles: true, composed: true }));
}
