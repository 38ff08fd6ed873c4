/**
 * The staff console in the browser (served as `/staff/console.js`; DOM only, no framework, no
 * imports at run time). The staff token lives in sessionStorage, so it leaves with the tab. The
 * line refetches on every `WaitTimeRecalculated` of the location's live channel, after each of
 * our own actions, and once a minute in case the live connection is down.
 */
import type { StaffAction, StaffMeResponse, StaffMemberSummary, StaffQueueEntry, StaffQueueResponse } from "../../../widget/src/contract/index.js";

const TOKEN_KEY = "queue-booking.staff-token";
const LOCATION_KEY = "queue-booking.staff-location";
const METHODS: Record<number, string> = { 1: "In person", 2: "Phone", 3: "Video", 4: "Off site" };
const FULFILMENT: Record<number, string> = { 1: "Walk-in", 2: "Curbside" };
const STATUSES: Record<number, string> = { 1: "Waiting", 2: "Completed", 3: "No-show", 4: "Cancelled", 5: "In progress" };
const ACTIONS: Partial<Record<StaffAction, { label: string; status: number; confirm?: string }>> = {
  start: { label: "Start", status: 5 },
  complete: { label: "Complete", status: 2 },
  no_show: { label: "No-show", status: 3, confirm: "Mark this client as a no-show?" },
  cancel: { label: "Cancel", status: 4, confirm: "Cancel this client's place in line?" },
};

type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

function byId<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The console page lacks #${id}`);
  return found as T;
}

function make<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

const ui = {
  who: byId<HTMLParagraphElement>("who"),
  signOut: byId<HTMLButtonElement>("sign-out"),
  error: byId<HTMLDivElement>("error"),
  signIn: byId<HTMLElement>("sign-in"),
  signInForm: byId<HTMLFormElement>("sign-in-form"),
  token: byId<HTMLInputElement>("token"),
  desk: byId<HTMLElement>("desk"),
  location: byId<HTMLSelectElement>("location"),
  callNext: byId<HTMLButtonElement>("call-next"),
  duty: byId<HTMLButtonElement>("duty"),
  liveState: byId<HTMLParagraphElement>("live-state"),
  line: byId<HTMLDivElement>("line"),
  staff: byId<HTMLUListElement>("staff"),
  status: byId<HTMLDivElement>("status"),
};

let me: StaffMeResponse | undefined;
let locationId: number | undefined;
let socket: WebSocket | undefined;
let reconnectTimer: number | undefined;
let reconnectDelay = 2000;
let refreshTimer: number | undefined;
/**
 * What staff typed into the video forms and not yet saved, by input id. The line re-renders on
 * every live event; without this a recompute arriving mid-typing would wipe the form.
 */
const drafts = new Map<string, string>();

async function api<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { authorization: `Bearer ${sessionStorage.getItem(TOKEN_KEY) ?? ""}` };
  if (body !== undefined) headers["content-type"] = "application/json";
  try {
    const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await res.json().catch(() => null)) as { message?: string } | null;
    if (res.ok) return { ok: true, data: json as T };
    return { ok: false, status: res.status, message: json?.message ?? res.statusText };
  } catch {
    return { ok: false, status: 0, message: "The server cannot be reached" };
  }
}

const say = (message: string) => void (ui.status.textContent = message);
const fail = (message: string) => void (ui.error.textContent = message);

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
  me = result.data;
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
  me = undefined;
  locationId = undefined;
  closeLive();
  ui.desk.hidden = ui.who.hidden = ui.signOut.hidden = true;
  ui.signIn.hidden = false;
  ui.line.replaceChildren();
  say("Signed out.");
}

async function selectLocation(id: number): Promise<void> {
  locationId = id;
  ui.location.value = String(id);
  sessionStorage.setItem(LOCATION_KEY, String(id));
  await refresh();
  connectLive();
}

async function refresh(): Promise<void> {
  if (locationId === undefined) return;
  const result = await api<StaffQueueResponse>("GET", `/api/v2/staff/locations/${locationId}/queue`);
  if (!result.ok) return fail(result.message);
  fail("");
  render(result.data);
}

function scheduleRefresh(): void {
  window.clearTimeout(refreshTimer);
  // Several events in a burst (a join and its recompute) become one fetch.
  refreshTimer = window.setTimeout(() => void refresh(), 150);
}

function render(queue: StaffQueueResponse): void {
  const myId = me?.data.id;
  const here = me?.meta.locations.find((l) => l.id === locationId);
  const onDuty = queue.meta.staff.some((s) => s.id === myId);
  ui.duty.hidden = !here?.assigned;
  ui.duty.textContent = onDuty ? "Go off duty" : "Go on duty";
  ui.duty.setAttribute("aria-pressed", String(onDuty));
  const focused = document.activeElement instanceof HTMLInputElement && ui.line.contains(document.activeElement) ? document.activeElement : null;
  // Bookings in the line (type "appointments") get their own rendering with the console's
  // booking view; until then the console shows the places in line it knows how to serve.
  const places = queue.data.filter((entry): entry is StaffQueueEntry => entry.type === "queue-appointments");
  if (!places.length) {
    ui.line.replaceChildren(make("p", "Nobody is waiting."));
  } else {
    const list = make("ol", undefined, "line");
    list.append(...places.map(renderEntry));
    ui.line.replaceChildren(list);
  }
  // Keep the caret where it was: the new input with the same id takes over.
  const again = focused ? document.getElementById(focused.id) : null;
  if (focused && again instanceof HTMLInputElement) {
    again.focus();
    if (focused.type === "text" || focused.type === "tel" || focused.type === "url") again.setSelectionRange(focused.selectionStart, focused.selectionEnd);
  }
  const people = [...queue.meta.staff, ...queue.meta.off_duty_staff];
  ui.staff.replaceChildren(...people.map((s) => renderStaff(s, queue.meta.can_manage_presence)));
}

function renderEntry(entry: StaffQueueEntry): HTMLLIElement {
  const a = entry.attributes;
  const name = `${a.client.first_name} ${a.client.last_name}`.trim();
  const item = make("li", undefined, a.status === 5 ? "entry serving" : "entry");
  const heading = a.position !== null ? `${a.position}. ${name}` : name;
  item.append(make("h4", `${heading} — ${STATUSES[a.status] ?? a.status}`));
  const details = make("dl");
  const row = (term: string, value: string | null | undefined) => value && details.append(make("dt", term), make("dd", value));
  row("Service", a.service.name);
  row("Meeting", `${METHODS[a.meeting_method] ?? a.meeting_method}${a.meeting_method === 1 ? `, ${FULFILMENT[a.fulfillment_method] ?? ""}` : ""}`);
  row("Car", a.car_details);
  row("Phone", a.client.cell_phone_formatted || a.client.cell_phone);
  row("Email", a.client.email);
  row("Notes", [a.notes, a.client.notes].filter(Boolean).join(" / "));
  for (const answer of a.answers) row(answer.label, answer.text);
  row("Expected start", a.expected_start ? new Date(a.expected_start).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" }) : null);
  row("Served by", a.user?.full_name);
  row("Meeting link", a.meeting_link);
  row("Dial-in", a.dial_in ? `${a.dial_in.international}${a.dial_in.pin ? ` PIN ${a.dial_in.pin}` : ""}` : null);
  item.append(details);

  const actions = make("div", undefined, "actions");
  for (const action of a.actions) {
    const spec = ACTIONS[action];
    if (!spec) continue;
    const button = make("button", spec.label);
    button.type = "button";
    button.setAttribute("aria-label", `${spec.label}: ${name}`);
    button.addEventListener("click", () => {
      if (spec.confirm && !window.confirm(spec.confirm)) return;
      void change(entry.id, { status: spec.status }, `${name}: ${spec.label.toLowerCase()} done.`);
    });
    actions.append(button);
  }
  item.append(actions);
  if (a.actions.includes("meeting_link")) item.append(videoForm(entry, name));
  return item;
}

function videoForm(entry: StaffQueueEntry, name: string): HTMLFormElement {
  const form = make("form", undefined, "video");
  form.setAttribute("aria-label", `Video details for ${name}`);
  const field = (label: string, key: string, value: string, type = "text") => {
    const input = make("input");
    input.id = `${key}-${entry.id}`;
    input.type = type;
    input.value = drafts.get(input.id) ?? value;
    input.addEventListener("input", () => drafts.set(input.id, input.value));
    const caption = make("label", label);
    caption.htmlFor = input.id;
    form.append(caption, input);
    return input;
  };
  const link = field("Meeting link", "link", entry.attributes.meeting_link ?? "", "url");
  const phone = field("Dial-in number (+E.164)", "dial", entry.attributes.dial_in?.e164 ?? "", "tel");
  const pin = field("PIN", "pin", entry.attributes.dial_in?.pin ?? "");
  const save = make("button", "Save video details");
  save.type = "submit";
  form.append(save);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const dialIn = phone.value.trim() ? { e164: phone.value.trim(), pin: pin.value.trim() } : null;
    const inputs = [link, phone, pin];
    void change(entry.id, { meeting_link: link.value.trim() || null, dial_in: dialIn }, `${name}: video details saved.`, () => {
      for (const input of inputs) drafts.delete(input.id);
    });
  });
  return form;
}

function renderStaff(member: StaffMemberSummary, canManage: boolean): HTMLLIElement {
  const item = make("li", `${member.full_name} — ${member.on_duty ? "on duty" : "off duty"}${member.serving_id ? ", serving" : ""}`);
  if (canManage && member.id !== me?.data.id) {
    const button = make("button", member.on_duty ? "Put off duty" : "Put on duty");
    button.type = "button";
    button.setAttribute("aria-label", `${member.on_duty ? "Put off duty" : "Put on duty"}: ${member.full_name}`);
    button.addEventListener("click", () => void presence(!member.on_duty, member.id));
    item.append(button);
  }
  return item;
}

async function change(id: number, attributes: Record<string, unknown>, done: string, saved?: () => void): Promise<void> {
  const result = await api("PATCH", `/api/v2/staff/queue-appointments/${id}`, { data: { type: "queue-appointments", attributes } });
  if (!result.ok) return fail(result.message);
  saved?.();
  say(done);
  await refresh();
}

async function presence(onDuty: boolean, staffId?: number): Promise<void> {
  if (locationId === undefined) return;
  const result = await api("PUT", "/api/v2/staff/presence", { location_id: locationId, on_duty: onDuty, staff_id: staffId });
  if (!result.ok) return fail(result.message);
  say(onDuty ? "On duty." : "Off duty.");
  await refresh();
}

async function callNext(): Promise<void> {
  if (locationId === undefined) return;
  const result = await api<{ data: StaffQueueEntry }>("POST", `/api/v2/staff/locations/${locationId}/call-next`, {});
  if (!result.ok) return fail(result.message);
  const { client } = result.data.data.attributes;
  say(`Now serving ${client.first_name} ${client.last_name}.`.replace(/\s+\./, "."));
  await refresh();
}

function connectLive(): void {
  closeLive();
  const slug = me?.data.attributes.vendor?.slug;
  if (!slug || locationId === undefined) return;
  const channel = `location.${locationId}`;
  const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
  const ws = new WebSocket(`${scheme}//${window.location.host}/live?vendor=${encodeURIComponent(slug)}`);
  socket = ws;
  ws.addEventListener("open", () => {
    reconnectDelay = 2000;
    ws.send(JSON.stringify({ action: "subscribe", channel }));
    ui.liveState.textContent = "Live updates on.";
  });
  ws.addEventListener("message", (event) => {
    let message: { event?: string; channel?: string; reconnect_after_ms?: number };
    try {
      message = JSON.parse(String(event.data)) as typeof message;
    } catch {
      return;
    }
    if (message.event === "WaitTimeRecalculated" && message.channel === channel) scheduleRefresh();
    if (message.event === "disconnect") reconnectDelay = message.reconnect_after_ms ?? reconnectDelay;
  });
  ws.addEventListener("close", () => {
    if (socket !== ws) return;
    ui.liveState.textContent = "Live updates paused; reconnecting…";
    reconnectTimer = window.setTimeout(connectLive, reconnectDelay);
    reconnectDelay = Math.min(reconnectDelay * 2, 30_000);
  });
}

function closeLive(): void {
  window.clearTimeout(reconnectTimer);
  const old = socket;
  socket = undefined;
  old?.close();
}

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
window.setInterval(() => void refresh(), 60_000);
if (sessionStorage.getItem(TOKEN_KEY)) void signIn();
