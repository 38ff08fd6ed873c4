/** A service as the open API answers it (JSON:API resource), localized. */
import type { ServiceResource } from "#contract";
import type { ServiceRow } from "../db/schema.js";
import { pick } from "../i18n/translations.js";

export type { ServiceResource };

export function serviceResource(row: ServiceRow, translated: Record<string, string> | undefined): ServiceResource {
  return {
    id: row.id,
    type: "services",
    attributes: {
      name: pick(translated, "name", row.name),
      instructions: pick(translated, "instructions", row.instructions),
      supports_curbside_pickup: row.supports_curbside_pickup === 1,
      display_in_lobby: row.display_in_lobby === 1,
      duration_minutes: row.duration_minutes,
    },
  };
}
