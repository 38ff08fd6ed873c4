/**
 * Setup's services against a real server: a new service with a Spanish name offered in person at
 * one branch (both the services and that branch saved at once, the form then at the service's
 * own path), and a name too long for the server refused at its field, which takes the focus.
 */
import { describe, expect, it } from "vitest";
import { typeInto, useOfficeServer, waitFor } from "../../helpers/office-harness.js";
import { openSetup, storedDocument } from "../setup-harness.js";

interface Stored {
  services: { key: string; name: string; translations: Record<string, { name?: string }> }[];
  locations: { key: string; services: { service: string; meeting_methods: number[] }[] }[];
}

describe("setup: services", () => {
  const office = useOfficeServer();

  it("adds a service with a Spanish name, offered in person at one branch", async () => {
    const before = (await storedDocument(office)) as unknown as Stored;
    const branch = before.locations[0];
    if (!branch) throw new Error("the demo has no branch");
    const page = await openSetup(office, "/office/setup/services/new");
    await page.waitForText("New service");
    typeInto(await page.byId<HTMLInputElement>("service-name"), "Notary signing");
    expect((await page.byId<HTMLInputElement>("service-key")).value).toBe("notary-signing");
    typeInto(await page.byId<HTMLInputElement>("service-name-es"), "Firma notarial");
    typeInto(await page.byId<HTMLInputElement>("service-duration"), "30");
    (await page.byId<HTMLInputElement>(`service-branch-${branch.key}`)).click();
    (await page.button("Add the service")).click();
    // Saved, the new service opens at its own path.
    await page.waitForText("Service: Notary signing");
    const stored = (await storedDocument(office)) as unknown as Stored;
    const service = stored.services.find((s) => s.key === "notary-signing");
    expect(service?.name).toBe("Notary signing");
    expect(service?.translations.es?.name).toBe("Firma notarial");
    expect(stored.locations[0]?.services).toContainEqual({ service: "notary-signing", meeting_methods: [1] });
    expect(stored.locations.slice(1).every((l) => !l.services.some((s) => s.service === "notary-signing"))).toBe(true);
    expect(page.office.context.store.getState().path).toBe("/office/setup/services/notary-signing");
  });

  it("shows the server's refusal of a too long name at the name field, focused", async () => {
    const page = await openSetup(office, "/office/setup/services/new");
    await page.waitForText("New service");
    const before = await storedDocument(office);
    const name = await page.byId<HTMLInputElement>("service-name");
    typeInto(name, "x".repeat(201));
    (await page.button("Add the service")).click();
    await waitFor(() => name.getAttribute("aria-invalid") === "true");
    expect(page.container.ownerDocument.getElementById("service-name-error")?.textContent).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect((await storedDocument(office)).etag).toBe(before.etag);
  });
});
