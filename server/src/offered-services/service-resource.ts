/** A service as the open API answers it (JSON:API resource), localized. */
import type { Locale, ServiceResource } from "#contract";
import type { ServiceRow } from "../db/schema.js";
import { LocalizedTexts } from "../i18n/translations.js";

export type { ServiceResource };

/** `textLanguage`: the vendor's, which its untranslated texts are in. */
export function serviceResource(row: ServiceRow, translated: Record<string, string> | undefined, locale: Locale, textLanguage: Locale): ServiceResource {
  const texts = new LocalizedTexts(translated, locale, textLanguage);
  return {
    id: row.id,
    type: "services",
    attributes: {
      name: texts.pick("name", row.name),
      instructions: texts.pick("instructions", row.instructions),
      supports_curbside_pickup: row.supports_curbside_pickup === 1,
      display_in_lobby: row.display_in_lobby === 1,
      duration_minutes: row.duration_minutes,
      ...texts.textLang(),
    },
  };
}
