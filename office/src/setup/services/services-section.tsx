/**
 * `/office/setup/services`: the list of services; `/new` a new one's form; `/{key}` a service's
 * form, or "not found" for a key the document does not have (removed by someone meanwhile).
 */
import { useLingui } from "@lingui/react/macro";
import { useGo } from "../../app/use-go.js";
import { useVendorDocument } from "../setup-context.js";
import { setupPath } from "../setup-paths.js";
import { useSetupPath } from "../use-setup-path.js";
import { ServiceForm } from "./service-form.js";

export default function ServicesSection() {
  const { t } = useLingui();
  const { doc, version } = useVendorDocument();
  const { linkProps } = useGo();
  const [key] = useSetupPath();
  if (key === undefined) {
    const sorted = [...doc.services].sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name));
    return (
      <>
        <h1>{t`Services`}</h1>
        <p>
          <a {...linkProps(setupPath("services", "new"))}>{t`Add a service`}</a>
        </p>
        <ul aria-label={t`Services`}>
          {sorted.map((service) => (
            <li key={service.key}>
              <a {...linkProps(setupPath("services", service.key))}>{service.name}</a>
            </li>
          ))}
        </ul>
      </>
    );
  }
  const back = (
    <p>
      <a {...linkProps(setupPath("services"))}>{t`All services`}</a>
    </p>
  );
  if (key === "new")
    return (
      <>
        <h1 id="service-heading">{t`New service`}</h1>
        {back}
        <ServiceForm key="new" doc={doc} version={version} index={undefined} />
      </>
    );
  const index = doc.services.findIndex((service) => service.key === key);
  const service = doc.services[index];
  if (!service)
    return (
      <>
        <h1>{t`Service not found`}</h1>
        <p>{t`There is no service with this key. Someone may have removed it.`}</p>
        {back}
      </>
    );
  const name = service.name;
  return (
    <>
      <h1 id="service-heading">{t`Service: ${name}`}</h1>
      {back}
      <ServiceForm key={key} doc={doc} version={version} index={index} />
    </>
  );
}
