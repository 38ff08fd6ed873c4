/**
 * The element's declaration for hosts (element-api.ts) against what the element really is: its
 * registration, its validator and the custom properties its styles read; and the files written
 * from the declaration against what scripts/write-element-manifest.ts would write now.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";
import { describe, expect, expectTypeOf, it } from "vitest";
import { customElementsManifest } from "../../../scripts/element-manifest/custom-elements.js";
import { withDocsTables } from "../../../scripts/element-manifest/docs-tables.js";
import { hostTypes, reactTypes } from "../../../scripts/element-manifest/host-types.js";
import { ELEMENT_OUTPUTS } from "../../../scripts/element-manifest/outputs.js";
import {
  ELEMENT_ATTRIBUTES,
  ELEMENT_CSS_PROPERTIES,
  ELEMENT_EVENTS,
  TAG_NAME,
  attributeName,
  type ElementProp,
} from "../../../widget/src/element/element-api.js";
import { ElementAttributesSchema } from "../../../widget/src/element/element-attributes.js";
import { QUEUE_BOOKING_EVENTS } from "../../../widget/src/element/element-events.js";
import { ELEMENT_NAME, defineQueueBooking } from "../../../widget/src/register.js";
import { themeVariables } from "../../../widget/src/theme/theme-variables.js";

const sorted = (values: Iterable<string>) => [...values].sort();
const STALE = "stale: run `npm run build:manifest` and commit what it writes";

/** The options of the picklist an attribute's schema ends in, if it has one. */
function picklistOptions(schema: v.GenericSchema): string[] | undefined {
  const inner = (schema as { wrapped?: v.GenericSchema }).wrapped ?? schema;
  const steps = (inner as { pipe?: v.GenericSchema[] }).pipe ?? [inner];
  const picklist = steps.find((step) => step.type === "picklist") as { options?: unknown[] } | undefined;
  return picklist?.options?.map(String);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the element's declaration", () => {
  it("names the element's registered tag, properties and observed attributes", () => {
    defineQueueBooking();
    const registered = customElements.get(ELEMENT_NAME) as (CustomElementConstructor & { observedAttributes: string[] }) | undefined;
    expect(TAG_NAME).toBe(ELEMENT_NAME);
    expect(sorted(registered?.observedAttributes ?? [])).toEqual(sorted(Object.keys(ELEMENT_ATTRIBUTES).map(attributeName)));
    for (const property of Object.keys(ELEMENT_ATTRIBUTES)) expect(property in (registered?.prototype ?? {}), property).toBe(true);
    expectTypeOf<keyof typeof ELEMENT_ATTRIBUTES>().toEqualTypeOf<ElementProp>();
  });

  it("marks as validated exactly the attributes the schema checks", () => {
    const validated = Object.entries(ELEMENT_ATTRIBUTES).filter(([, declared]) => declared.validated);
    expect(sorted(validated.map(([property]) => property))).toEqual(sorted(Object.keys(ElementAttributesSchema.entries)));
  });

  it("lists the very values the schema's picklists take, and declares no enumeration the schema lacks", () => {
    const entries: Record<string, v.GenericSchema> = ElementAttributesSchema.entries;
    for (const [property, declared] of Object.entries(ELEMENT_ATTRIBUTES)) {
      const schema = entries[property];
      if (!schema) continue;
      const options = picklistOptions(schema);
      if (declared.value.kind === "enum") expect(sorted(declared.value.values), property).toEqual(sorted(options ?? []));
      else expect(options, property).toBeUndefined();
    }
  });

  it("takes every value its types offer, in both cases where it says so, and refuses one they do not", () => {
    for (const [property, declared] of Object.entries(ELEMENT_ATTRIBUTES)) {
      if (declared.value.kind !== "enum" || !(property in ElementAttributesSchema.entries)) continue;
      const written = declared.value.anyCase ? [...declared.value.values, ...declared.value.values.map((x) => x.toUpperCase())] : declared.value.values;
      for (const value of written) expect(v.safeParse(ElementAttributesSchema, { [property]: value }).success, `${property}=${value}`).toBe(true);
      if (!declared.value.open) expect(v.safeParse(ElementAttributesSchema, { [property]: "not-a-listed-value" }).success, property).toBe(false);
    }
    expect(v.safeParse(ElementAttributesSchema, { location: "12", service: "3" }).success).toBe(true);
  });

  it("declares each event the element dispatches", () => {
    expect(sorted(Object.keys(ELEMENT_EVENTS))).toEqual(sorted(QUEUE_BOOKING_EVENTS));
  });

  it("declares each custom property the element's styles read or its theme sets, and no other", () => {
    const read = sourceFiles("widget/src").flatMap((file) => [...readFileSync(file, "utf8").matchAll(/var\((--qb-[a-z-]+)/g)].map((m) => m[1] ?? ""));
    const used = new Set([...read, ...Object.keys(themeVariables(undefined))]);
    expect(sorted(ELEMENT_CSS_PROPERTIES.map((p) => p.name))).toEqual(sorted(used));
  });
});

describe("the files written from the declaration", () => {
  it("custom-elements.json, the host types and the docs' tables are what the script writes now", () => {
    expect(readFileSync(ELEMENT_OUTPUTS.manifest, "utf8"), STALE).toBe(customElementsManifest());
    expect(readFileSync(ELEMENT_OUTPUTS.types, "utf8"), STALE).toBe(hostTypes());
    expect(readFileSync(ELEMENT_OUTPUTS.reactTypes, "utf8"), STALE).toBe(reactTypes());
    const docs = readFileSync(ELEMENT_OUTPUTS.docs, "utf8");
    expect(docs, STALE).toBe(withDocsTables(docs));
  });

  it("the manifest describes the tag with its public attributes, events and custom properties", () => {
    const manifest = JSON.parse(customElementsManifest());
    const [element] = manifest.modules[0].declarations;
    expect(manifest.schemaVersion).toBe("2.1.0");
    expect(element).toMatchObject({ tagName: "queue-booking", customElement: true });
    expect(element.attributes.map((a: { name: string }) => a.name)).toContain("meeting-method");
    // Written by the hosted pages only: not offered to hosts.
    expect(element.attributes.map((a: { name: string }) => a.name)).not.toContain("answers");
    expect(element.events.map((e: { name: string }) => e.name)).toContain("queue-booking:joined");
    expect(element.cssProperties.map((p: { name: string }) => p.name)).toContain("--qb-primary");
  });
});
