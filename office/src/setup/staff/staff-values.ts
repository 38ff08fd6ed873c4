/** A staff member as the form holds it: a new one's defaults, what the form checks, and where a refused path shows. */
import type { StaffDocument, VendorDocument } from "#contract";
import { timeOffProblems } from "../fields/time-off-fields.js";
import { hoursProblems } from "../fields/weekly-hours-fields.js";

const KEY = /^[a-z0-9][a-z0-9_-]{0,62}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const newStaffMember = (): StaffDocument => ({
  key: "",
  full_name: "",
  email: undefined,
  role_level: 10,
  locations: [],
  services: [],
  meeting_methods: [1],
  on_duty: true,
  working_hours: null,
  photo_url: null,
  languages: [],
  invite_only: false,
  time_off: [],
});

export type StaffProblem = "required" | "key_invalid" | "key_taken" | "email_invalid" | "method_required" | "time" | "order" | "end_before_start";

export function staffProblems(person: StaffDocument, doc: VendorDocument, isNew: boolean): Map<string, StaffProblem> {
  const problems = new Map<string, StaffProblem>();
  if (isNew && !KEY.test(person.key)) problems.set("key", "key_invalid");
  else if (isNew && doc.staff.some((other) => other.key === person.key)) problems.set("key", "key_taken");
  if (!person.full_name.trim()) problems.set("full_name", "required");
  if (person.email && !EMAIL.test(person.email)) problems.set("email", "email_invalid");
  if (!person.meeting_methods.length) problems.set("meeting_methods", "method_required");
  if (person.working_hours) for (const [path, problem] of hoursProblems(person.working_hours)) problems.set(`working_hours.${path}`, problem);
  for (const path of timeOffProblems(person.time_off)) problems.set(`time_off.${path}`, path.endsWith(".end") ? "end_before_start" : "required");
  return problems;
}

/** The form's id of the field at `path` under the person. */
export function staffFieldId(path: string): string {
  const [head = "", second = "", third = ""] = path.split(".");
  if (head === "working_hours" && second) return `staff-hours-${second}-${third === "close" ? "closes" : third === "open" ? "opens" : "open-day"}`;
  if (head === "time_off" && second) return `staff-leave-${second}-${third || "start"}`;
  return `staff-${head.replace(/_/g, "-") || "full-name"}`;
}
