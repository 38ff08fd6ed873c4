/** Public entry for bundlers: types and `defineQueueBooking()`. Importing it defines nothing. */
export { defineQueueBooking, ELEMENT_NAME, type DefineOptions } from "./register.js";
export type { QueueBookingProps } from "./element/queue-booking-element.js";
export { QUEUE_BOOKING_EVENTS, type QueueBookingEventName } from "./element/element-events.js";
export type * from "#contract";
