/**
 * A screen's read of the open API, checked with its schema (`getValidated`), that a hosted page
 * may have answered already (`takeInlinedAnswer`): the screen's first render then shows the data
 * without a round trip, as the server painted it. On the server this is also how its renderer
 * learns which reads a screen makes (server-render/render-first-screen.tsx): the reads asked for
 * here that the page did not carry.
 */
import type * as v from "valibot";
import { useElement } from "../element/element-context.js";
import { getValidated } from "./get-validated.js";
import { takeInlinedAnswer } from "./inlined-answer.js";
import { useApiData } from "./use-api-data.js";

type Query = Record<string, string | number | undefined>;

/** `read` null while the screen needs nothing (an earlier choice missing); `deps` reload it. */
export function useRead<S extends v.GenericSchema>(read: { path: string; query?: Query } | null, schema: S, deps: readonly unknown[]) {
  const { api } = useElement();
  return useApiData<v.InferOutput<S>>(read ? () => getValidated(api, read.path, schema, read.query) : null, deps, () =>
    read ? takeInlinedAnswer(api, read.path, schema, read.query) : undefined,
  );
}
