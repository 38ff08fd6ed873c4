/** Joins a demo line over real HTTP, as a browser would: fetch a CSRF token, then POST the join. */
import type { DemoIds } from "./demo-ids.js";
import { joinBody } from "./join-body.js";

export interface JoinedOverHttp {
  id: number;
  code: string;
}

export async function joinOverHttp(baseUrl: string, ids: DemoIds, client: Parameters<typeof joinBody>[1]): Promise<JoinedOverHttp> {
  const headers = { "x-vendor": "demo" };
  const csrf = (await (await fetch(`${baseUrl}/api/v2/open/csrf`, { headers })).json()) as { token: string };
  const body = joinBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits") }, client, [
    { question_id: ids.question("member"), value: 1 },
  ]);
  const res = await fetch(`${baseUrl}/api/v2/open/queue-appointments`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json", "x-csrf-token": csrf.token },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`join failed: ${res.status} ${await res.text()}`);
  const data = ((await res.json()) as { data: { id: number; attributes: { confirm_code: string } } }).data;
  return { id: data.id, code: data.attributes.confirm_code };
}
