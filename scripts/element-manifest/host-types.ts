/**
 * types/queue-booking.d.ts: the element for TypeScript hosts. `querySelector("queue-booking")`
 * gives a typed element whose `addEventListener` knows each event's `detail`; types/react.d.ts
 * lets React 19's JSX take `<queue-booking>` with its attributes as written in HTML.
 */
import { LOCALES } from "#contract";
import { TAG_NAME, publicAttributes, publicEvents } from "./public-api.js";
import { jsxType, propertyType } from "./value-types.js";

/** Properties HTMLElement already has: the element's must stay assignable to them. */
const INHERITED: Record<string, string> = { lang: "string", nonce: "string | undefined" };

const HEADER = "// Written by scripts/write-element-manifest.ts from widget/src/element/element-api.ts (npm run build:manifest): do not edit.";

const doc = (text: string, indent: string) => `${indent}/** ${text.replace(/\*\//g, "*\\/")} */\n`;
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

function listenerOverloads(method: "addEventListener" | "removeEventListener"): string {
  const options = method === "addEventListener" ? "boolean | AddEventListenerOptions" : "boolean | EventListenerOptions";
  return [
    `  ${method}<K extends keyof QueueBookingEventMap>(type: K, listener: (this: QueueBookingElement, event: QueueBookingEventMap[K]) => unknown, options?: ${options}): void;`,
    `  ${method}<K extends keyof HTMLElementEventMap>(type: K, listener: (this: QueueBookingElement, event: HTMLElementEventMap[K]) => unknown, options?: ${options}): void;`,
    `  ${method}(type: string, listener: EventListenerOrEventListenerObject, options?: ${options}): void;`,
  ].join("\n");
}

export function hostTypes(): string {
  const attributes = publicAttributes();
  const events = publicEvents();
  const eventMap = events.map((e) => `${doc(`${e.description}; \`detail\`: ${e.detailDescription}.`, "  ")}  ${key(e.type)}: CustomEvent<${e.detailType}>;`);
  const properties = attributes.map((a) => {
    const type = INHERITED[a.property] ? `${INHERITED[a.property]}` : `${propertyType(a.value)} | undefined`;
    return `${doc(`\`${a.attribute}\`: ${a.description}. Default: ${a.default}.`, "  ")}  ${a.property}: ${type};`;
  });
  const jsx = attributes.map((a) => `${doc(`${a.description}. Default: ${a.default}.`, "  ")}  ${key(a.attribute)}?: ${jsxType(a.value)} | undefined;`);
  return `${HEADER}

/** The languages the element speaks. */
export type QueueBookingLocale = ${LOCALES.map((l) => JSON.stringify(l)).join(" | ")};

/** The events \`<${TAG_NAME}>\` dispatches on itself, bubbling and composed. */
export interface QueueBookingEventMap {
${eventMap.join("\n")}
}

/** The \`<${TAG_NAME}>\` element: each attribute is also a property (read as the attribute was written). */
export interface QueueBookingElement extends HTMLElement {
${properties.join("\n")}
${listenerOverloads("addEventListener")}
${listenerOverloads("removeEventListener")}
}

/** \`<${TAG_NAME}>\`'s attributes, named as in HTML. */
export interface QueueBookingAttributes {
${jsx.join("\n")}
}

declare global {
  interface HTMLElementTagNameMap {
    ${key(TAG_NAME)}: QueueBookingElement;
  }
  // The events bubble and are composed: a listener on any element, the document or the window hears them.
  interface HTMLElementEventMap extends QueueBookingEventMap {}
  interface DocumentEventMap extends QueueBookingEventMap {}
  interface WindowEventMap extends QueueBookingEventMap {}
}
`;
}

/**
 * types/react.d.ts, behind `queue-booking/react`: `<queue-booking>` in React 19's JSX. Apart from
 * the element's types so that a host without React's types still type-checks those.
 */
export function reactTypes(): string {
  return `${HEADER}
// Names inside the block are React's own (DetailedHTMLProps, HTMLAttributes).
import type { QueueBookingAttributes, QueueBookingElement } from "./queue-booking.js";

export type * from "./queue-booking.js";

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      ${key(TAG_NAME)}: DetailedHTMLProps<HTMLAttributes<QueueBookingElement>, QueueBookingElement> & QueueBookingAttributes;
    }
  }
}
`;
}
