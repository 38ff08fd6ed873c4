/**
 * Wire shapes of `GET /api/v2/open/questions`: the query the widget sends and the answer it
 * reads. The server validates the query with these; the widget validates the answer.
 */
import * as v from "valibot";
import { QUESTION_TYPES } from "./codes.js";
import { idText } from "./schema-helpers.js";
import { TextLangSchema } from "./text-lang.js";

/**
 * A service id as it arrives in a query string. Zero is allowed because the form's topic
 * defaults to 0 before a service is picked; it matches no service, like any unknown id.
 */
const queryId = idText("a service id");

/**
 * Query of the questions call. Fastify parses `filter[matching]=12` into a flat object, so the
 * key is literally `filter[matching]`. Other parameters (cache busters) are ignored.
 */
export const QuestionsQuerySchema = v.object({
  /** Only the questions asked for this service (linked to it, or linked to no service). */
  "filter[matching]": v.optional(queryId),
});
export type QuestionsQuery = v.InferOutput<typeof QuestionsQuerySchema>;

/** One option of a choice question (named apart from the vendor document's option, which has translations). */
export const QuestionChoiceSchema = v.object({
  /** What an answer sends back: one value for radio/select, a list for checkbox_group. */
  value: v.number(),
  /** Localized label of the option. */
  text: v.string(),
  text_lang: TextLangSchema,
});
export type QuestionChoice = v.InferOutput<typeof QuestionChoiceSchema>;

/** `attributes` of one question, localized by the request's Accept-Language. */
export const QuestionAttributesSchema = v.object({
  type: v.picklist(QUESTION_TYPES),
  label: v.string(),
  placeholder: v.string(),
  required: v.boolean(),
  /** Empty for text and textarea questions. */
  options: v.array(QuestionChoiceSchema),
  text_lang: TextLangSchema,
});
export type QuestionAttributes = v.InferOutput<typeof QuestionAttributesSchema>;

export const QuestionResourceSchema = v.object({
  id: v.number(),
  type: v.literal("questions"),
  attributes: QuestionAttributesSchema,
});
export type QuestionResource = v.InferOutput<typeof QuestionResourceSchema>;

/** The whole answer, in the order the form shows the questions. */
export const QuestionsResponseSchema = v.object({
  data: v.array(QuestionResourceSchema),
  meta: v.object({
    /** The vendor asks walk-in questions; when false the form hides them. */
    walkin_questions: v.boolean(),
  }),
});
export type QuestionsResponse = v.InferOutput<typeof QuestionsResponseSchema>;
