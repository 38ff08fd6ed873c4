/** Runs the versioned migrations at start. Migrations live in code so builds and tests share them. */
import { DEFAULT_MIGRATION_TABLE, Migrator } from "kysely";
import type { Kysely, Migration, MigrationProvider } from "kysely";
import type { DialectName } from "./dialect.js";
import { initialMigration } from "./migrations/0001-initial.js";
import { queueEngineMigration } from "./migrations/0002-queue-engine.js";
import { oneVisitPerStaffMigration } from "./migrations/0003-one-visit-per-staff.js";
import { lookupIndexesMigration } from "./migrations/0004-lookup-indexes.js";
import { appointmentsMigration } from "./migrations/0005-appointments.js";
import { rateLimitsMigration } from "./migrations/0006-rate-limits.js";
import { bookingVisitsMigration } from "./migrations/0007-booking-visits.js";
import { appointmentRemindersMigration } from "./migrations/0008-appointment-reminders.js";
import { vendorDocumentsMigration } from "./migrations/0009-vendor-documents.js";
import { idempotencyHashesMigration } from "./migrations/0010-idempotency-hashes.js";
import { locationLinesMigration } from "./migrations/0011-location-lines.js";
import { officeAccountsMigration } from "./migrations/0012-office-accounts.js";
import { reportsPrivacyAuditMigration } from "./migrations/0013-reports-privacy-audit.js";
import { reportGrainsMigration } from "./migrations/0014-report-grains.js";
import { webhooksMigration } from "./migrations/0015-webhooks.js";
import { durationSpreadMigration } from "./migrations/0016-duration-spread.js";

function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    "0001-initial": initialMigration(dialect),
    "0002-queue-engine": queueEngineMigration(dialect),
    "0003-one-visit-per-staff": oneVisitPerStaffMigration,
    "0004-lookup-indexes": lookupIndexesMigration,
    "0005-appointments": appointmentsMigration(dialect),
    "0006-rate-limits": rateLimitsMigration,
    "0007-booking-visits": bookingVisitsMigration(dialect),
    "0008-appointment-reminders": appointmentRemindersMigration,
    "0009-vendor-documents": vendorDocumentsMigration,
    "0010-idempotency-hashes": idempotencyHashesMigration,
    "0011-location-lines": locationLinesMigration,
    "0012-office-accounts": officeAccountsMigration,
    "0013-reports-privacy-audit": reportsPrivacyAuditMigration(dialect),
    "0014-report-grains": reportGrainsMigration,
    "0015-webhooks": webhooksMigration(dialect),
    "0016-duration-spread": durationSpreadMigration,
  };
}

function migratorFor(db: Kysely<any>, dialect: DialectName): Migrator {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  return new Migrator({ db, provider });
}

export async function migrateToLatest(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const migrator = migratorFor(db, dialect);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
  }
}

/**
 * Names of the migrations this build knows that the database has not run (`/readyz`): one read of
 * kysely's own table, cheap enough for every health check (the migrator's listing introspects
 * the whole schema first).
 */
export async function pendingMigrations(db: Kysely<any>, dialect: DialectName): Promise<string[]> {
  const executed = await db.selectFrom(DEFAULT_MIGRATION_TABLE).select("name").execute();
  const done = new Set(executed.map((row: { name: string }) => row.name));
  return Object.keys(migrationsFor(dialect)).filter((name) => !done.has(name));
}
