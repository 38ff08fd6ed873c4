/**
 * Defines the `<queue-booking>` custom element. Safe to call more than once (and with a second
 * copy of the script on the page): an element already defined is left alone.
 */
import r2wc from "@r2wc/react-to-web-component";
import { QueueBookingElement, setScriptOrigin } from "./element/queue-booking-element.js";
import { keepServerMarkup } from "./element/server-markup.js";

export const ELEMENT_NAME = "queue-booking";

export interface DefineOptions {
  /** Default `api-base` for elements without one: the origin the script was loaded from. */
  scriptOrigin?: string;
}

export function defineQueueBooking(options: DefineOptions = {}): void {
  if (options.scriptOrigin) setScriptOrigin(options.scriptOrigin);
  if (typeof customElements === "undefined" || customElements.get(ELEMENT_NAME)) return;
  // The names stay written here, in the r2wc call: element/element-api.ts declares each one for
  // hosts (its type takes them from QueueBookingProps, which r2wc checks this list against) and a
  // test compares it with the observed attributes. A shared constant instead cost the download
  // budget ~0.1 kB brotli for moving these bytes.
  const element = r2wc(QueueBookingElement, {
    shadow: "open",
    props: {
      vendor: "string",
      apiBase: "string",
      location: "string",
      service: "string",
      meetingMethod: "string",
      mode: "string",
      lang: "string",
      walkIn: "string",
      documentTitle: "string",
      routing: "string",
      nonce: "string",
      csrfToken: "string",
      settings: "json",
      answers: "json",
    },
  });
  // A hosted page's server-rendered first screen survives r2wc's attachShadow (server-markup.ts).
  class QueueBooking extends element {
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return keepServerMarkup(this, () => super.attachShadow(init));
    }
  }
  customElements.define(ELEMENT_NAME, QueueBooking);
}
