/** Where scripts/write-element-manifest.ts writes, relative to the repository's root. */
export const ELEMENT_OUTPUTS = {
  manifest: "custom-elements.json",
  types: "types/queue-booking.d.ts",
  reactTypes: "types/react.d.ts",
  docs: "docs/embedding.md",
} as const;
