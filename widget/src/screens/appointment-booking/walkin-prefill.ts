/**
 * A conversion fills in the client's details from the queue spot it replaces (read with the
 * spot's id and code, as its manage page does), so nobody types them twice.
 */
import { useEffect } from "react";
import * as v from "valibot";
import { useElement } from "../../element/element-context.js";
import { getValidated } from "../../api/get-validated.js";

const SpotSchema = v.object({
  included: v.array(v.object({ type: v.string(), attributes: v.record(v.string(), v.unknown()) })),
});

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The spot's client details, in the form's terms. */
export interface WalkinClient {
  firstName: string;
  lastName: string;
  email: string;
  cellPhone: string;
  receiveSms: boolean;
}

export function useWalkinPrefill(walkin: { id: number; code: string } | undefined, apply: (client: WalkinClient) => void): void {
  const { api } = useElement();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one read per place in line (id and code); `apply` and the API client serve the same form throughout.
  useEffect(() => {
    if (!walkin) return;
    let live = true;
    void getValidated(api, `/api/v2/open/queue-appointments/${walkin.id}`, SpotSchema, { code: walkin.code }).then((result) => {
      const client = result.ok ? result.data.included.find((r) => r.type === "clients")?.attributes : undefined;
      if (!live || !client) return;
      apply({
        firstName: text(client.first_name),
        lastName: text(client.last_name),
        email: text(client.email),
        cellPhone: text(client.cell_phone_formatted),
        receiveSms: client.receive_sms === true,
      });
    });
    return () => {
      live = false;
    };
  }, [walkin?.id, walkin?.code]);
}
