/**
 * The lobby board of one location (`mode=tv`): the clients being served (most recently called
 * first), the first clients waiting in line order, and each walk-in service's wait for someone
 * who joins now. Only in-person clients appear: someone waiting for a phone or video call is not
 * in the lobby and never agreed to have their name on its screen. A fixed number of queries, each
 * bounded (those served now, the first `LOBBY_WAITING_LIMIT` waiting): a board costs the same at
 * 10,000 waiting as at 10; the count and the estimates come from the line model.
 */
import type { Kysely } from "kysely";
import { LOBBY_WAITING_LIMIT, MeetingMethod, QueueStatus, type LobbyBoardAttributes, type Locale } from "#contract";
import type { Database, LocationRow } from "../db/schema.js";
import { LocalizedTexts, loadTranslations } from "../i18n/translations.js";
import { localTimeOrNull } from "../locations/local-time.js";
import type { LineModels } from "../queue/line/line-models.js";
import type { Vendor } from "../vendors/vendor.js";
import { lobbyClientName } from "./lobby-client-name.js";

export interface LobbyBoardData {
  attributes: Omit<LobbyBoardAttributes, "join">;
  waitingTotal: number;
  /** Whether a walk-in service has someone on duty to serve it now. */
  servable: boolean;
}

const iso = (start: number | null | undefined) => (start == null ? null : new Date(start).toISOString());

function visitsQuery(db: Kysely<Database>, locationId: number, status: QueueStatus) {
  return db
    .selectFrom("queue_appointments")
    .innerJoin("clients", "clients.id", "queue_appointments.client_id")
    .innerJoin("services", "services.id", "queue_appointments.service_id")
    .leftJoin("staff_users", "staff_users.id", "queue_appointments.user_id")
    .select([
      "queue_appointments.id",
      "queue_appointments.status",
      "queue_appointments.service_id",
      "queue_appointments.started_at",
      "clients.first_name",
      "clients.last_name",
      "services.name as service_name",
      "staff_users.full_name as staff_name",
    ])
    .where("queue_appointments.location_id", "=", locationId)
    .where("queue_appointments.meeting_method", "=", MeetingMethod.inPerson)
    .where("queue_appointments.status", "=", status)
    .orderBy("queue_appointments.id");
}

export async function loadLobbyBoard(
  db: Kysely<Database>,
  lines: LineModels,
  vendor: Vendor,
  location: LocationRow,
  locale: Locale,
  now: Date,
): Promise<LobbyBoardData> {
  const [served, firstWaiting, walkInServices, line, locationTranslations] = await Promise.all([
    visitsQuery(db, location.id, QueueStatus.inProgress).execute(),
    visitsQuery(db, location.id, QueueStatus.waiting).limit(LOBBY_WAITING_LIMIT).execute(),
    db
      .selectFrom("location_services")
      .innerJoin("services", "services.id", "location_services.service_id")
      .select(["services.id", "services.name"])
      .where("location_services.location_id", "=", location.id)
      .where("location_services.meeting_method", "=", MeetingMethod.inPerson)
      .where("services.active", "=", 1)
      .where("services.display_in_lobby", "=", 1)
      .orderBy("services.sort_order")
      .orderBy("services.name")
      .execute(),
    lines.line(location.id),
    loadTranslations(db, "location", [location.id], locale),
  ]);
  const serviceIds = [...served, ...firstWaiting].map((v) => v.service_id).concat(walkInServices.map((s) => s.id));
  const serviceTexts = await loadTranslations(db, "service", serviceIds, locale);
  const serviceName = (id: number, name: string) => {
    const texts = new LocalizedTexts(serviceTexts.get(id), locale, vendor.settings.text_language);
    return { id, name: texts.pick("name", name), ...texts.textLang() };
  };
  const locationTexts = new LocalizedTexts(locationTranslations.get(location.id), locale, location.lang);
  // A location without a name is called by its address, in the address's language.
  const locationAddress = locationTexts.pick("address", location.address);
  const locationName = locationTexts.pick("name", location.name);
  if (!locationName) locationTexts.sameAs("name", "address");
  const showWait = vendor.settings.show_wait_time;

  const serving = served
    // The latest call on top: that is who the room is looking for.
    .sort((a, b) => (b.started_at ?? "").localeCompare(a.started_at ?? "") || b.id - a.id)
    .map((v) => ({
      client: lobbyClientName(v.first_name, v.last_name),
      service: serviceName(v.service_id, v.service_name),
      staff_name: v.staff_name,
      started_at: v.started_at,
      started_at_local: localTimeOrNull(v.started_at, location.timezone),
    }));
  const waiting = firstWaiting.map((v, index) => ({
    // Public already (the location's channel names waiting clients by id): the board applies
    // that channel's deltas to the entries it shows.
    id: v.id,
    position: index + 1,
    client: lobbyClientName(v.first_name, v.last_name),
    service: serviceName(v.service_id, v.service_name),
    expected_start: showWait ? iso(line?.startOf(v.id)) : null,
  }));
  const services = walkInServices.map((s) => {
    const start = line?.startForNewClient(s.id, MeetingMethod.inPerson, now.getTime()) ?? null;
    return { ...serviceName(s.id, s.name), start };
  });

  return {
    attributes: {
      location: {
        id: location.id,
        name: locationName || locationAddress,
        timezone: location.timezone,
        ...locationTexts.textLang(),
      },
      show_wait_time: showWait,
      serving,
      waiting,
      services: services.map(({ start, ...named }) => ({
        ...named,
        expected_start: showWait && start !== null ? new Date(start).toISOString() : null,
      })),
    },
    waitingTotal: line?.waitingBy(MeetingMethod.inPerson) ?? firstWaiting.length,
    servable: services.some((s) => s.start !== null),
  };
}
