/**
 * `/office/setup/webhooks/new`: a new endpoint's form. Once added, the form gives way to its
 * signing secret, shown this once, with the ways on to the endpoint and back to the list.
 */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useOffice } from "../../app/office-context.js";
import { useGo } from "../../app/use-go.js";
import { setupPath } from "../setup-paths.js";
import { EndpointForm } from "./endpoint-form.js";
import { SecretOnce } from "./secret-once.js";
import { addEndpoint, type NewEndpoint } from "./webhook-calls.js";

export function AddEndpoint() {
  const { t } = useLingui();
  const { api } = useOffice();
  const { linkProps } = useGo();
  const [added, setAdded] = useState<NewEndpoint>();
  const back = (
    <p>
      <a {...linkProps(setupPath("webhooks"))}>{t`All endpoints`}</a>
    </p>
  );
  return (
    <>
      <h1 id="webhook-heading">{t`Add a webhook endpoint`}</h1>
      {back}
      {added ? (
        <>
          <SecretOnce secret={added.secret} heading={t`Endpoint added`} />
          <p>
            <a {...linkProps(setupPath("webhooks", String(added.id)))}>{t`Open the endpoint and its delivery log`}</a>
          </p>
        </>
      ) : (
        <EndpointForm
          initial={{ url: "", description: "", events: [] }}
          submitLabel={t`Add the endpoint`}
          labelledBy="webhook-heading"
          onSave={async (values) => {
            const result = await addEndpoint(api, values);
            if (!result.ok) return result.error;
            setAdded(result.data);
            return undefined;
          }}
        />
      )}
    </>
  );
}
