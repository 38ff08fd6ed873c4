/**
 * The staff console in the browser (`/staff/console/main.js`; DOM only, no framework, its
 * modules import each other statically): sign in with a staff token, pick a location, serve the
 * line and the day's appointments there, live. The token lives in sessionStorage, so it leaves
 * with the tab.
 */
import type { StaffMeResponse } from "#contract";
import { api, TOKEN_KEY } from "./api.js";
import { callNext } from "./call-next.js";
import { refresh, scheduleRefresh } from "./desk-refresh.js";
import { desk } from "./desk-state.js";
import { closeLive, connectLive } from "./live.js";
import { fail, say } from "./messages.js";
import { ui } from "./page-elements.js";
import { onRefreshRequest } from "./refresh-signal.js";
import { presence } from "./staff-list.js";

const LOCATION_KEY = "queue-booking.staff-location";

async function signIn(): Promise<void> {
  fail("");
  const result = await api<StaffMeResponse>("GET", "/api/v2/staff/me");
  if (!result.ok) {
    if (result.status === 401) sessionStorage.removeItem(TOKEN_KEY);
    return fail(result.status === 401 ? "That token is not valid or was revoked." : result.message);
  }
  if (!result.data.data.attributes.vendor) {
    sessionStorage.removeItem(TOKEN_KEY);
    return fail("The admin token spans every vendor; sign in with a staff token.");
  }
  const me = (desk.me = result.data);
  const { full_name, role, vendor } = me.data.attributes;
  ui.who.textContent = `${full_name} (${role}) · ${vendor?.name ?? ""}`;
  ui.who.hidden = ui.signOut.hidden = false;
  ui.signIn.hidden = true;
  ui.desk.hidden = false;
  ui.location.replaceChildren(...me.meta.locations.map((l) => new Option(l.name, String(l.id))));
  if (!me.meta.locations.length) return fail("You are not assigned to any location.");
  const saved = Number(sessionStorage.getItem(LOCATION_KEY));
  const first = me.meta.locations.find((l) => l.id === saved) ?? me.meta.locations[0];
  if (first) await selectLocation(first.id);
}

function signOut(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  Object.assign(desk, { me: undefined, locationId: undefined, zone: undefined, date: undefined, today: undefined, staff: [] });
  closeLive();
  ui.desk.hidden = ui.who.hidden = ui.signOut.hidden = true;
  ui.signIn.hidden = false;
  ui.line.replaceChildren();
  ui.day.replaceChildren();
  say("Signed out.");
}

async function selectLocation(id: number): Promise<void> {
  // Another location's today and zone are its own.
  Object.assign(desk, { locationId: id, date: undefined, today: undefined, zone: undefined });
  ui.location.value = String(id);
  sessionStorage.setItem(LOCATION_KEY, String(id));
  await refresh();
  connectLive(scheduleRefresh);
}

onRefreshRequest(refresh);
ui.signInForm.addEventListener("submit", (event) => {
  event.preventDefault();
  sessionStorage.setItem(TOKEN_KEY, ui.token.value.trim());
  ui.token.value = "";
  void signIn();
});
ui.signOut.addEventListener("click", signOut);
ui.location.addEventListener("change", () => void selectLocation(Number(ui.location.value)));
ui.callNext.addEventListener("click", () => void callNext());
ui.duty.addEventListener("click", () => void presence(ui.duty.getAttribute("aria-pressed") !== "true"));
ui.dayDate.addEventListener("change", () => {
  desk.date = ui.dayDate.value || undefined;
  void refresh();
});
ui.dayToday.addEventListener("click", () => {
  desk.date = undefined;
  void refresh();
});
ui.dayMine.addEventListener("change", () => {
  desk.onlyMine = ui.dayMine.checked;
  void refresh();
});
window.setInterval(() => void refresh(), 60_000);
if (sessionStorage.getItem(TOKEN_KEY)) void signIn();
