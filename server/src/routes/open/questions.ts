/**
 * `GET /api/v2/open/questions[?filter[matching]={serviceId}]`: the vendor's walk-in questions,
 * localized by Accept-Language. Answered even when the vendor has walk-in questions turned off;
 * `meta.walkin_questions` tells the widget whether to show them.
 */
import type { FastifyPluginAsync } from "fastify";
import { QuestionsQuerySchema, QuestionsResponseSchema, type QuestionResource, type QuestionsResponse } from "#contract";
import { docSchema } from "../../http/openapi.js";
import { parseWith } from "../../http/validate.js";
import { listQuestions, type Question } from "../../questions/question-repository.js";

function toResource(question: Question): QuestionResource {
  return {
    id: question.id,
    type: "questions",
    attributes: {
      type: question.type,
      label: question.label,
      placeholder: question.placeholder,
      required: question.required,
      options: question.options,
      ...(question.textLang ? { text_lang: question.textLang } : {}),
    },
  };
}

export const questionsRoute: FastifyPluginAsync = async (app) => {
  app.get(
    "/api/v2/open/questions",
    {
      schema: {
        tags: ["open"],
        summary: "Walk-in questions of the vendor, optionally only those asked for one service",
        querystring: docSchema(QuestionsQuerySchema),
        response: { 200: docSchema(QuestionsResponseSchema) },
      },
    },
    async (request): Promise<QuestionsResponse> => {
      const query = parseWith(QuestionsQuerySchema, request.query);
      const questions = await listQuestions(app.ctx.db, request.vendor.id, {
        serviceId: query["filter[matching]"],
        locale: request.locale,
        textLanguage: request.vendor.settings.text_language,
      });
      return {
        data: questions.map(toResource),
        // Settings stored before the flag existed lack it; absent means off, as in the document.
        meta: { walkin_questions: request.vendor.settings.walkin_questions === true },
      };
    },
  );
};
