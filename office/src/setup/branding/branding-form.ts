/**
 * The branding form's values, from the document and back into a patch of whole top-level values,
 * and what the form checks before saving (the server checks the same again).
 */
import type { Locale, VendorDocument } from "#contract";

export interface BrandingValues {
  name: string;
  homepage: string;
  logo: string;
  primary: string;
  secondary: string;
  origins: string[];
  /** The language the vendor writes its services, questions and statement in. */
  textLanguage: Locale;
}

export const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;
/** As the document's rule: scheme and host (and port), no path, no trailing slash. */
export const ORIGIN = /^https?:\/\/[^/\s]+$/i;

export function brandingOf(doc: VendorDocument): BrandingValues {
  return {
    name: doc.name,
    homepage: doc.homepage ?? "",
    logo: doc.theme.logo ?? "",
    primary: doc.theme.primary,
    secondary: doc.theme.secondary,
    origins: [...doc.allowed_origins],
    textLanguage: doc.text_language,
  };
}

export function brandingPatch(doc: VendorDocument, values: BrandingValues): Partial<VendorDocument> {
  return {
    name: values.name.trim(),
    homepage: values.homepage.trim() || null,
    allowed_origins: values.origins.map((origin) => origin.trim()).filter(Boolean),
    text_language: values.textLanguage,
    theme: { ...doc.theme, logo: values.logo.trim() || null, primary: values.primary, secondary: values.secondary },
  };
}

export type BrandingProblem = "name_required" | "colour_invalid" | "origin_invalid";

/** What is wrong, by the document's path of the field (`theme.primary`, `allowed_origins.1`). */
export function brandingProblems(values: BrandingValues): Map<string, BrandingProblem> {
  const problems = new Map<string, BrandingProblem>();
  if (!values.name.trim()) problems.set("name", "name_required");
  if (!HEX_COLOUR.test(values.primary)) problems.set("theme.primary", "colour_invalid");
  if (!HEX_COLOUR.test(values.secondary)) problems.set("theme.secondary", "colour_invalid");
  values.origins.forEach((origin, i) => {
    if (origin.trim() && !ORIGIN.test(origin.trim())) problems.set(`allowed_origins.${i}`, "origin_invalid");
  });
  return problems;
}
