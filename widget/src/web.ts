/**
 * The script-tag entry: `<script type="module" src="https://…/widget/queue-booking.js">`
 * defines `<queue-booking>`, whose API calls default to the script's own origin.
 */
import { defineQueueBooking } from "./register.js";

function scriptOrigin(): string | undefined {
  try {
    // ES module build; the IIFE build falls back to the current <script>.
    return new URL(import.meta.url).origin;
  } catch {
    const script = document.currentScript as HTMLScriptElement | null;
    return script?.src ? new URL(script.src).origin : undefined;
  }
}

defineQueueBooking({ scriptOrigin: scriptOrigin() });
