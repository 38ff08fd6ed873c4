/**
 * The reports screen against a real server with a seeded history: a week (2026-11-02 to 08, on
 * New York's clock) of visits at Downtown and Uptown, joined through the API and then ended
 * behind the server's back as the desk would have ended them; the report counts them when read.
 */
import { QueueStatus } from "#contract";
import { joinDemoLine, setStatus } from "../../helpers/join-demo.js";
import { type MountedPage, type OfficeTestServer, typeInto, waitFor } from "../helpers/office-harness.js";

const PASSWORD = "the manager's password";

export const WEEK = "from=2026-11-02&to=2026-11-08";

/** Signs in as the demo's `key` (Chloe Martin, a manager, unless told) and opens `path`. */
export async function openAs(office: OfficeTestServer, path: string, key = "chloe", lang = "en"): Promise<MountedPage> {
  const email = `${key}.reports@maple.example`;
  await office.account(key, email, PASSWORD);
  const page = await office.open("/office", { lang });
  typeInto(await page.byId<HTMLInputElement>("sign-in-email"), email);
  typeInto(await page.byId<HTMLInputElement>("sign-in-password"), PASSWORD);
  (await page.button(lang === "en" ? "Sign in" : "Se connecter")).click();
  await waitFor(() => page.office.context.store.getState().session.status === "signed-in");
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

interface Visit {
  location: string;
  joined: string;
  /** Minutes from joining to the start; undefined: never started. */
  wait?: number;
  service?: number;
  status: number;
  /** Minutes from joining the client was promised. */
  promised?: number;
}

const plus = (iso: string, minutes: number): string => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** The seeded week: Downtown has three visits (two served on Tuesday morning, one no-show), Uptown one served. */
export const SEEDED: readonly Visit[] = [
  { location: "downtown", joined: "2026-11-03T15:00:00.000Z", wait: 10, service: 10, status: QueueStatus.completed, promised: 8 },
  { location: "downtown", joined: "2026-11-03T15:30:00.000Z", wait: 20, service: 10, status: QueueStatus.completed, promised: 30 },
  { location: "downtown", joined: "2026-11-04T19:00:00.000Z", status: QueueStatus.noShow },
  { location: "uptown", joined: "2026-11-05T14:00:00.000Z", wait: 5, service: 5, status: QueueStatus.completed, promised: 5 },
];

export async function seedWeek(office: OfficeTestServer): Promise<void> {
  const staffId = office.ids.staff("ben");
  for (const visit of SEEDED) {
    const joined = await joinDemoLine(office.server, office.ids, visit.location);
    const started = visit.wait === undefined ? null : plus(visit.joined, visit.wait);
    await setStatus(office.server, joined.id, visit.status, {
      created_at: visit.joined,
      started_at: started,
      finished_at: started && visit.service !== undefined ? plus(started, visit.service) : plus(visit.joined, 30),
      promised_start_at: visit.promised === undefined ? null : plus(visit.joined, visit.promised),
      user_id: started ? staffId : null,
    });
  }
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
