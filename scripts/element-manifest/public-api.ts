/** The element's public face, read from its declaration: what the manifest, the types and the docs list. */
import { ELEMENT_ATTRIBUTES, ELEMENT_CSS_PROPERTIES, ELEMENT_EVENTS, TAG_NAME, attributeName } from "../../widget/src/element/element-api.js";
import type { AttributeDeclaration, EventDeclaration } from "../../widget/src/element/element-api.js";

export interface PublicAttribute extends AttributeDeclaration {
  /** The element's property (`meetingMethod`). */
  property: string;
  /** The HTML attribute (`meeting-method`). */
  attribute: string;
}

export interface PublicEvent extends EventDeclaration {
  /** The full event type, `queue-booking:joined`. */
  type: string;
}

export function publicAttributes(): PublicAttribute[] {
  return Object.entries(ELEMENT_ATTRIBUTES)
    .filter(([, declaration]) => !declaration.internal)
    .map(([property, declaration]) => ({ ...declaration, property, attribute: attributeName(property) }));
}

export function publicEvents(): PublicEvent[] {
  return Object.entries(ELEMENT_EVENTS).map(([name, declaration]) => ({ ...declaration, type: `${TAG_NAME}:${name}` }));
}

export { ELEMENT_CSS_PROPERTIES, TAG_NAME };
