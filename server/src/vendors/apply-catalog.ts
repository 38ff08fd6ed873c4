/**
 * Applies the services, locations (with their offers) and questions of a vendor document. Items
 * in `unchanged` are as the previous document had them: their rows are left alone.
 */
import type { VendorDocument } from "#contract";
import type { Slice } from "../time/time-slices.js";
import { ROWS_PER_STATEMENT, IDS_PER_STATEMENT, chunks, replaceTranslations, translationRows, upsertByKey, type Tx } from "./keyed-rows.js";

export async function upsertServices(
  tx: Tx,
  vendorId: number,
  services: VendorDocument["services"],
  unchanged: ReadonlySet<string>,
  slice: Slice,
): Promise<Map<string, number>> {
  const { ids, written } = await upsertByKey(
    tx,
    "services",
    vendorId,
    services.map((s) => ({
      key: s.key,
      values: {
        name: s.name,
        instructions: s.instructions,
        supports_curbside_pickup: Number(s.supports_curbside_pickup),
        display_in_lobby: Number(s.display_in_lobby),
        duration_minutes: s.duration_minutes,
        sort_order: s.sort_order,
        invite_only: Number(s.invite_only),
      },
    })),
    unchanged,
    slice,
  );
  await replaceTranslations(
    tx,
    "service",
    [...written.values()],
    services.filter((s) => written.has(s.key)).flatMap((s) => translationRows("service", ids.get(s.key) ?? 0, s.translations)),
    slice,
  );
  return ids;
}

export async function upsertLocations(
  tx: Tx,
  vendorId: number,
  locations: VendorDocument["locations"],
  serviceIds: Map<string, number>,
  unchanged: ReadonlySet<string>,
  stamp: string,
  slice: Slice,
): Promise<Map<string, number>> {
  const { ids, written } = await upsertByKey(
    tx,
    "locations",
    vendorId,
    locations.map((l) => ({
      key: l.key,
      values: {
        external_id: l.external_id,
        name: l.name,
        address: l.address,
        city: l.city,
        prov_state: l.prov_state,
        postal_zip: l.postal_zip,
        country: l.country,
        region: l.region,
        lang: l.lang,
        phone: l.phone,
        mailing_code: l.mailing_code,
        latitude: l.coordinates.lat,
        longitude: l.coordinates.lng,
        timezone: l.timezone,
        sort_order: l.sort_order,
        visibility: l.visibility,
        google_review_url: l.google_review_url,
        supports_curbside_pickup: Number(l.supports_curbside_pickup),
        instructions: l.instructions,
        restrict_callback_request_hours: Number(l.restrict_callback_request_hours),
        temporarily_closed: Number(l.temporarily_closed),
        hours: JSON.stringify(l.hours),
        time_off: JSON.stringify(l.time_off),
        updated_at: stamp,
      },
    })),
    unchanged,
    slice,
    { created_at: stamp },
  );
  const rewritten = locations.filter((l) => written.has(l.key));
  const writtenIds = [...written.values()];
  for (const piece of chunks(writtenIds, IDS_PER_STATEMENT)) {
    await tx.deleteFrom("location_services").where("location_id", "in", piece).execute();
    await slice();
  }
  const offers = rewritten.flatMap((l) =>
    l.services.flatMap((offer) =>
      [...new Set(offer.meeting_methods)].map((meeting_method) => ({
        location_id: ids.get(l.key) ?? 0,
        service_id: serviceIds.get(offer.service) ?? 0,
        meeting_method,
      })),
    ),
  );
  const unique = [...new Map(offers.map((o) => [`${o.location_id}:${o.service_id}:${o.meeting_method}`, o])).values()];
  for (const piece of chunks(unique, ROWS_PER_STATEMENT * 2)) {
    await tx.insertInto("location_services").values(piece).execute();
    await slice();
  }
  await replaceTranslations(
    tx,
    "location",
    writtenIds,
    rewritten.flatMap((l) => translationRows("location", ids.get(l.key) ?? 0, l.translations)),
    slice,
  );
  return ids;
}

export async function upsertQuestions(
  tx: Tx,
  vendorId: number,
  questions: VendorDocument["questions"],
  serviceIds: Map<string, number>,
  unchanged: ReadonlySet<string>,
  slice: Slice,
): Promise<void> {
  const { ids, written } = await upsertByKey(
    tx,
    "questions",
    vendorId,
    questions.map((q) => ({
      key: q.key,
      values: {
        type: q.type,
        label: q.label,
        placeholder: q.placeholder,
        required: Number(q.required),
        sort_order: q.sort_order,
        options: JSON.stringify(q.options.map((o) => ({ value: o.value, text: o.text }))),
      },
    })),
    unchanged,
    slice,
  );
  const rewritten = questions.filter((q) => written.has(q.key));
  const writtenIds = [...written.values()];
  for (const piece of chunks(writtenIds, IDS_PER_STATEMENT)) await tx.deleteFrom("question_services").where("question_id", "in", piece).execute();
  const links = rewritten.flatMap((q) => [...new Set(q.services)].map((s) => ({ question_id: ids.get(q.key) ?? 0, service_id: serviceIds.get(s) ?? 0 })));
  for (const piece of chunks(links, ROWS_PER_STATEMENT * 2)) await tx.insertInto("question_services").values(piece).execute();
  await replaceTranslations(
    tx,
    "question",
    writtenIds,
    rewritten.flatMap((q) => translationRows("question", ids.get(q.key) ?? 0, q.translations)),
    slice,
  );
  // Option texts are keyed by the option value: field "option.{value}".
  await replaceTranslations(
    tx,
    "question_option",
    writtenIds,
    rewritten.flatMap((q) =>
      q.options.flatMap((o) =>
        Object.entries(o.translations).map(([locale, content]) => ({
          entity: "question_option" as const,
          entity_id: ids.get(q.key) ?? 0,
          locale,
          field: `option.${o.value}`,
          content,
        })),
      ),
    ),
    slice,
  );
}
