/**
 * The `<queue-booking>` attributes, validated once with valibot. A bad value renders a
 * translated error inside the element instead of a blank box.
 */
import * as v from "valibot";
import { DISPLAY_MODES, LOCALES, MEETING_METHODS, displayModeOf, matchLocale, type DisplayMode, type Locale } from "#contract";

const optionalId = v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number)));

export const ElementAttributesSchema = v.object({
  /** Vendor slug, sent as X-Vendor. Hosted pages set it; embedded elements must. In any case ("Demo" is "demo"). */
  vendor: v.optional(
    v.pipe(
      v.string(),
      v.transform((slug) => slug.trim().toLowerCase()),
      v.regex(/^[a-z0-9][a-z0-9_-]{0,62}$/),
    ),
  ),
  /** Origin of the queue-booking server; default: where the script came from. */
  apiBase: v.optional(v.pipe(v.string(), v.url())),
  /** Preselected location id. */
  location: optionalId,
  /** Preselected service id. */
  service: optionalId,
  /** 1 in person, 2 phone, 3 video, 4 off site. */
  meetingMethod: v.optional(v.pipe(v.string(), v.transform(Number), v.picklist(MEETING_METHODS))),
  /** `kiosk`, `tv`, `embed` or `invitation`, in any case (the spec writes them uppercased). */
  mode: v.optional(v.pipe(v.string(), v.transform<string, DisplayMode | undefined>(displayModeOf), v.picklist(DISPLAY_MODES))),
  /** A BCP 47 tag, taken by best match: `en-US` is `en`, `pt` is `pt-BR`, `zh-CN` is `zh-Hans`. */
  lang: v.optional(v.pipe(v.string(), v.transform<string, Locale | undefined>(matchLocale), v.picklist(LOCALES))),
  walkIn: v.optional(v.picklist(["", "true", "false", "1", "0"])),
  /**
   * Whether the element names the browser tab after its screen ("Join the line – Maple & Main"):
   * hosted pages do unless `false`; an element on a vendor's page leaves the host's title alone
   * unless given `document-title="true"`.
   */
  documentTitle: v.optional(v.picklist(["true", "false"])),
  /**
   * `memory` (default): the element keeps its screen to itself, so it never touches the host
   * page's URL or history and two elements never share a screen; `path` on hosted pages (real
   * URLs); `hash`: an opt-in for one element on a host page to keep its screen in the URL hash.
   */
  routing: v.optional(v.picklist(["memory", "path", "hash"]), "memory"),
});

export type ElementAttributes = v.InferOutput<typeof ElementAttributesSchema>;
