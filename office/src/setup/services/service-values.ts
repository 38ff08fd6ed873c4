/** A service's form values: the document's service, and for a new one the branches and ways it is offered at. */
import type { MeetingMethod, ServiceDocument, VendorDocument } from "#contract";

export type ServiceProblem = "required" | "key_invalid" | "key_taken" | "duration" | "sort_order" | "method_required";

export interface ServiceValues {
  service: ServiceDocument;
  duration: string;
  sortOrder: string;
  /** New service only: the branches it is offered at, and by which ways of meeting. */
  branches: Set<string>;
  methods: MeetingMethod[];
}

const folded = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();

/** A new service's key, from its name, as the document's key rule allows. */
export function keyFromName(name: string): string {
  return folded(name)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 63);
}

const KEY_RULE = /^[a-z0-9][a-z0-9_-]{0,62}$/;

export function valuesOf(service: ServiceDocument | undefined): ServiceValues {
  const own: ServiceDocument = service ?? {
    key: "",
    name: "",
    instructions: "",
    supports_curbside_pickup: false,
    display_in_lobby: true,
    duration_minutes: 15,
    sort_order: 0,
    invite_only: false,
    translations: {},
  };
  return { service: own, duration: String(own.duration_minutes), sortOrder: String(own.sort_order), branches: new Set(), methods: [1] };
}

export function serviceOf(values: ServiceValues): ServiceDocument {
  return { ...values.service, duration_minutes: Number(values.duration), sort_order: Number(values.sortOrder) };
}

/** What the form can tell before saving, by the field's path under the service. */
export function serviceProblems(values: ServiceValues, doc: VendorDocument, isNew: boolean, index: number): Map<string, ServiceProblem> {
  const problems = new Map<string, ServiceProblem>();
  const { service } = values;
  if (isNew) {
    if (!service.key) problems.set("key", "required");
    else if (!KEY_RULE.test(service.key)) problems.set("key", "key_invalid");
    else if (doc.services.some((s, i) => i !== index && s.key === service.key)) problems.set("key", "key_taken");
  }
  if (!service.name.trim()) problems.set("name", "required");
  const duration = Number(values.duration);
  if (!values.duration.trim() || !Number.isInteger(duration) || duration < 1 || duration > 480) problems.set("duration_minutes", "duration");
  if (!/^-?\d+$/.test(values.sortOrder.trim())) problems.set("sort_order", "sort_order");
  if (isNew && values.branches.size > 0 && values.methods.length === 0) problems.set("methods", "method_required");
  return problems;
}

/** The id of the input showing the error at `path` under the service. */
export function fieldIdOf(path: string): string {
  const translation = /^translations\.([^.]+)\.(name|instructions)/.exec(path);
  if (translation) return `service-${translation[2]}-${translation[1]}`;
  const top = path.split(".")[0] ?? "name";
  const ids: Record<string, string> = {
    key: "service-key",
    name: "service-name",
    instructions: "service-instructions",
    duration_minutes: "service-duration",
    sort_order: "service-sort-order",
    supports_curbside_pickup: "service-curbside",
    display_in_lobby: "service-lobby",
    invite_only: "service-invite-only",
    methods: "service-method-1",
  };
  return ids[top] ?? "service-name";
}
