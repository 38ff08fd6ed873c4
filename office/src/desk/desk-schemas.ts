/**
 * The staff API's answers as the desk reads them, checked when they arrive (the contract types
 * them; these check what drawing relies on): an answer out of shape is a failure the desk shows,
 * never a crash halfway through drawing the line. Loose objects: fields the desk does not draw
 * may come and go.
 */
import * as v from "valibot";

const LocalTimeSchema = v.looseObject({ wall: v.string(), offset: v.number(), abbr: v.string() });
const ClientSchema = v.looseObject({ first_name: v.string(), last_name: v.string() });

const EntrySchema = v.looseObject({
  id: v.number(),
  type: v.picklist(["queue-appointments", "appointments"]),
  attributes: v.looseObject({ status: v.number(), timezone: v.string(), client: ClientSchema, actions: v.array(v.string()) }),
});

const BookingSchema = v.looseObject({
  id: v.number(),
  type: v.literal("appointments"),
  attributes: v.looseObject({
    status: v.number(),
    timezone: v.string(),
    start_local: LocalTimeSchema,
    end_local: LocalTimeSchema,
    client: ClientSchema,
    staff: v.looseObject({ id: v.number(), full_name: v.string() }),
    actions: v.array(v.string()),
  }),
});

const MemberSchema = v.looseObject({ id: v.number(), full_name: v.string(), on_duty: v.boolean() });

export const MeSchema = v.looseObject({
  data: v.looseObject({ id: v.nullable(v.number()), attributes: v.looseObject({ full_name: v.string(), role_level: v.number() }) }),
  meta: v.looseObject({ locations: v.array(v.looseObject({ id: v.number(), name: v.string(), assigned: v.boolean() })) }),
});

export const LineSchema = v.looseObject({
  data: v.array(EntrySchema),
  meta: v.looseObject({
    location: v.looseObject({ id: v.number() }),
    staff: v.array(MemberSchema),
    off_duty_staff: v.array(MemberSchema),
    can_manage_presence: v.boolean(),
  }),
});

export const DaySchema = v.looseObject({
  data: v.array(BookingSchema),
  meta: v.looseObject({
    location: v.looseObject({ id: v.number(), timezone: v.string(), local_now: LocalTimeSchema }),
    date: v.string(),
  }),
});

export const OneEntrySchema = v.looseObject({ data: EntrySchema });

export const AuditSchema = v.looseObject({
  data: v.array(
    v.looseObject({
      id: v.number(),
      attributes: v.looseObject({ action: v.string(), created: v.string(), actor: v.looseObject({ kind: v.string() }) }),
    }),
  ),
});
