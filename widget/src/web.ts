/**
 * The script-tag entry: `<script type="module" src="https://…/widget/queue-booking.js">`
 * defines `<queue-booking>`, whose API calls default to the script's own origin. The classic
 * script `queue-booking.iife.js` loads it too (rollup.config.mjs, `iifeLoader`).
 */
import { defineQueueBooking } from "./register.js";

// The classic-script loader (queue-booking.iife.js) imports this same module, so both have it.
defineQueueBooking({ scriptOrigin: new URL(import.meta.url).origin });
