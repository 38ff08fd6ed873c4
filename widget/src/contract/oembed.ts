/**
 * The oEmbed answer (oembed.com, type `rich`) of `GET /oembed` in JSON: its shape for the OpenAPI
 * document and the server's answer alike. Imported as `#contract/oembed`; the element never loads it.
 */
import * as v from "valibot";

export const OembedAnswerSchema = v.object({
  version: v.literal("1.0"),
  type: v.literal("rich"),
  title: v.string(),
  provider_name: v.string(),
  provider_url: v.string(),
  /** Seconds a consumer may keep the answer. */
  cache_age: v.number(),
  /** The `mode=embed` iframe, with the frame helper's script. */
  html: v.string(),
  width: v.number(),
  height: v.number(),
});
export type OembedAnswer = v.InferOutput<typeof OembedAnswerSchema>;
