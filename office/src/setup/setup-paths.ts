/** Setup's paths: `/office/setup`, a section's, and something's in a section (kept apart from the sections, which import them). */
export const SETUP_PATH = "/office/setup";

export const setupPath = (slug: string, ...rest: string[]): string => [SETUP_PATH, slug, ...rest.map(encodeURIComponent)].join("/");

/** The parts of a path below `/office/setup`: `/office/setup/locations/main-st` → `["locations", "main-st"]`. */
export const setupPathParts = (path: string): string[] => path.slice(SETUP_PATH.length).split("/").filter(Boolean).map(decodeURIComponent);
