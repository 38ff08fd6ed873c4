/**
 * The element's properties and how r2wc reads each from its attribute (the name in kebab case:
 * `meetingMethod` is `meeting-method`). Names only, for the script a host page loads: what each
 * one means, its values and default are declared for hosts in element-api.ts, which must name
 * exactly these (its type says so), and scripts/write-element-manifest.ts writes them out.
 */
export const ELEMENT_PROPS = {
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
} as const satisfies Record<string, "string" | "json">;

export type ElementProp = keyof typeof ELEMENT_PROPS;
