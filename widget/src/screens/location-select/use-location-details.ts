/**
 * A chosen location's details (hours, phone, the local clock), read by its id when it is
 * chosen: the list carries none of them, so 1,000 branches' hours never travel to show one.
 */
import { useEffect, useState } from "react";
import { getValidated } from "../../api/get-validated.js";
import { useElement, useElementState } from "../../element/element-context.js";
import { LocationResponseSchema, type PublicLocation } from "./public-location.js";

export type DetailsState =
  | { status: "none" }
  | { status: "loading"; id: number }
  | { status: "ready"; location: PublicLocation }
  | { status: "error"; id: number };

export function useLocationDetails(id: number | null): { state: DetailsState; retry(): void } {
  const { api } = useElement();
  const locale = useElementState((s) => s.locale);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; state: DetailsState } | null>(null);
  const key = `${id}|${locale}|${attempt}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the id, the language and the attempt.
  useEffect(() => {
    if (id === null) return;
    let active = true;
    void getValidated(api, `/api/v2/open/locations/${id}`, LocationResponseSchema).then((result) => {
      if (active) setLoaded({ key, state: result.ok ? { status: "ready", location: result.data.data } : { status: "error", id } });
    });
    return () => {
      active = false;
    };
  }, [api, key]);

  let state: DetailsState = { status: "none" };
  if (id !== null && loaded?.key === key) state = loaded.state;
  // After a language change the details stay up until the translated ones arrive.
  else if (id !== null && loaded?.state.status === "ready" && loaded.state.location.id === id) state = loaded.state;
  else if (id !== null) state = { status: "loading", id };
  return { state, retry: () => setAttempt((n) => n + 1) };
}
