/**
 * custom-elements.json (the Custom Elements Manifest, schema 2.1.0): what editors, Storybook and
 * linters read to know the element's attributes, events and CSS custom properties.
 */
import { attributeType, propertyType } from "./value-types.js";
import { ELEMENT_CSS_PROPERTIES, TAG_NAME, publicAttributes, publicEvents } from "./public-api.js";

/** The built element a host imports (package.json's `exports["."]`). */
export const ELEMENT_MODULE = "dist/assets/widget/queue-booking.js";
const CLASS_NAME = "QueueBookingElement";

export function customElementsManifest(): string {
  const attributes = publicAttributes();
  const declaration = {
    kind: "class",
    name: CLASS_NAME,
    tagName: TAG_NAME,
    customElement: true,
    description:
      "Online queue, callback and appointment booking for one vendor: the location picker, the forms and the client's own pages, rendered in an open shadow root.",
    superclass: { name: "HTMLElement" },
    attributes: attributes.map((a) => ({
      name: a.attribute,
      type: { text: attributeType(a.value) },
      description: `${a.description}. Default: ${a.default}.`,
      ...(a.defaultValue !== undefined ? { default: JSON.stringify(a.defaultValue) } : {}),
      fieldName: a.property,
    })),
    members: attributes.map((a) => ({
      kind: "field",
      name: a.property,
      type: { text: `${propertyType(a.value)} | undefined` },
      description: a.description,
      attribute: a.attribute,
    })),
    events: publicEvents().map((e) => ({
      name: e.type,
      type: { text: `CustomEvent<${e.detailType}>` },
      description: `${e.description}; \`detail\`: ${e.detailDescription}. Bubbles and is composed.`,
    })),
    cssProperties: ELEMENT_CSS_PROPERTIES.map((p) => ({ name: p.name, default: p.default, description: p.description })),
  };
  const manifest = {
    schemaVersion: "2.1.0",
    modules: [
      {
        kind: "javascript-module",
        path: ELEMENT_MODULE,
        declarations: [declaration],
        exports: [{ kind: "custom-element-definition", name: TAG_NAME, declaration: { name: CLASS_NAME, module: ELEMENT_MODULE } }],
      },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
