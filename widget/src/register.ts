/**
 * Defines the `<queue-booking>` custom element. Safe to call more than once (and with a second
 * copy of the script on the page): an element already defined is left alone.
 */
import r2wc from "@r2wc/react-to-web-component";
import { QueueBookingElement, setScriptOrigin } from "./element/queue-booking-element.js";
import { ELEMENT_PROPS } from "./element/element-props.js";
import { keepServerMarkup } from "./element/server-markup.js";

export const ELEMENT_NAME = "queue-booking";

export interface DefineOptions {
  /** Default `api-base` for elements without one: the origin the script was loaded from. */
  scriptOrigin?: string;
}

export function defineQueueBooking(options: DefineOptions = {}): void {
  if (options.scriptOrigin) setScriptOrigin(options.scriptOrigin);
  if (typeof customElements === "undefined" || customElements.get(ELEMENT_NAME)) return;
  const element = r2wc(QueueBookingElement, {
    shadow: "open",
    props: ELEMENT_PROPS,
  });
  // A hosted page's server-rendered first screen survives r2wc's attachShadow (server-markup.ts).
  class QueueBooking extends element {
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return keepServerMarkup(this, () => super.attachShadow(init));
    }
  }
  customElements.define(ELEMENT_NAME, QueueBooking);
}
