/**
 * An attribute's value as TypeScript text: what hosts' types accept for it, as an HTML attribute
 * and as a property of the element.
 */
import type { AttributeValue } from "../../widget/src/element/element-api.js";

const quoted = (value: string) => JSON.stringify(value);

/** The attribute's type (HTML attributes are strings; a JSON attribute is its text). */
export function attributeType(value: AttributeValue): string {
  switch (value.kind) {
    case "string":
      return "string";
    case "id":
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of TypeScript's template literal type, on purpose.
      return "`${number}`";
    case "json":
      return "string";
    case "enum": {
      const written = value.anyCase ? [...value.values, ...value.values.map((v) => v.toUpperCase())] : value.values;
      const union = [...new Set(written)].map(quoted);
      // `string & {}` keeps the listed values as suggestions while any other string is accepted.
      return [...union, ...(value.open ? ["(string & {})"] : [])].join(" | ");
    }
  }
}

/** The type of the element's property: a JSON attribute's property holds the parsed value. */
export function propertyType(value: AttributeValue): string {
  return value.kind === "json" ? value.type : attributeType(value);
}

/** What React may pass: the attribute's text, or for a JSON attribute the value itself (React 19 sets it as the property). */
export function jsxType(value: AttributeValue): string {
  return value.kind === "json" ? `string | ${value.type}` : attributeType(value);
}
