/**
 * Opening the reports screen in happy-dom against a real server (the seeded week: report-week.ts)
 * and reading its tables.
 */
import { type MountedPage, type OfficeTestServer, typeInto, waitFor } from "../helpers/office-harness.js";

const PASSWORD = "the manager's password";

/** Signs in as the demo's `key` (Chloe Martin, a manager, unless told) and opens `path`. */
export async function openAs(office: OfficeTestServer, path: string, key = "chloe", lang = "en"): Promise<MountedPage> {
  const email = `${key}.reports@maple.example`;
  await office.account(key, email, PASSWORD);
  const page = await office.open("/office", { lang });
  typeInto(await page.byId<HTMLInputElement>("sign-in-email"), email);
  typeInto(await page.byId<HTMLInputElement>("sign-in-password"), PASSWORD);
  (await page.button(lang === "en" ? "Sign in" : "Se connecter")).click();
  await waitFor(() => page.office.context.store.getState().session.status === "signed-in", 20_000);
  page.office.context.history.go(path);
  return page;
}

/** The status region, once the report (or its failure) is in. */
export async function reportSettled(page: MountedPage): Promise<string> {
  return waitFor(() => {
    const text = page.container.querySelector("main [role=status]")?.textContent ?? "";
    return text && !text.includes("Loading") && !text.includes("Chargement") ? text : undefined;
  }, 10_000);
}

/** A table's body as rows of cell texts, the row's header first. */
export function tableRows(page: MountedPage, id: string): string[][] {
  const table = page.container.ownerDocument.getElementById(id);
  if (!table) throw new Error(`no table #${id}`);
  return [...table.querySelectorAll("tbody tr")].map((row) => [...row.children].map((cell) => (cell.textContent ?? "").trim()));
}

/** The summary's figures by name: `{ Joined: "4", … }` of one group. */
export function summaryOf(page: MountedPage, group: string): Record<string, string> {
  const section = page.container.ownerDocument.getElementById(`report-${group}-title`)?.closest("section");
  if (!section) throw new Error(`no summary group ${group}`);
  const names = [...section.querySelectorAll("dt")].map((dt) => dt.textContent ?? "");
  const values = [...section.querySelectorAll("dd")].map((dd) => dd.textContent ?? "");
  return Object.fromEntries(names.map((name, i) => [name, values[i] ?? ""]));
}
