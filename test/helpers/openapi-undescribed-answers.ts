/**
 * Operations whose success body the OpenAPI document does not describe yet. The answer check
 * (openapi-answer-watch.ts) lets their untyped success bodies pass; every other violation fails.
 * test/server/http/openapi-answers.test.ts keeps this list equal to what the document really
 * lacks: a newly described route must leave it, and no new route may join it.
 */
export const UNDESCRIBED_ANSWERS: ReadonlySet<string> = new Set<string>([]);
