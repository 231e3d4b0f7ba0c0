import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { DEFAULT_SCRYPT_N } from "../lib/auth/password.js";
import { seedAdvertisements } from "./advertisements.seed.js";
import { seedCatalog } from "./catalog.seed.js";
import { seedMedia } from "./media.seed.js";
import { seedMemberFeatures } from "./member-features.seed.js";
import { seedMembers } from "./members.seed.js";
import { seedNegotiations } from "./negotiations.seed.js";
import { seedOperators } from "./operators.seed.js";
import { seedPartnerOrganisation } from "./partner-organisation.seed.js";
import { seedPublishingChanges } from "./publishing.seed.js";
import { seedRatings } from "./ratings.seed.js";
import { type SeedTime, seedTime } from "./seed-time.js";
import { seedSeminarAttendees } from "./seminar-attendees.seed.js";
import { seedServiceAttributes } from "./service-attributes.seed.js";

/**
 * The demo data, in order: each seeder may read what the ones before it wrote. A feature adds its
 * seeder (`<feature>.seed.ts`) to this list. Each dates its rows from the seed's clock (ADR 097); the one
 * that hashes the demo password takes the scrypt cost (the others reuse that hash).
 */
const SEEDERS: readonly ((trx: Transaction<Database>, time: SeedTime, scryptN: number) => Promise<void>)[] = [
  seedCatalog,
  seedServiceAttributes,
  seedMembers,
  seedRatings,
  seedAdvertisements,
  seedMedia,
  seedMemberFeatures,
  seedNegotiations,
  seedSeminarAttendees,
  seedPublishingChanges,
  seedPartnerOrganisation,
];

export interface SeedOptions {
  /** The moment the seed runs (default: the current time); the demo dates follow its day in Tokyo. */
  readonly now?: Date;
  /**
   * Also seed the demo operators, whose TOTP secrets are published in the README (default true). The api
   * passes false in production: a console anyone can sign in to must never exist there.
   */
  readonly operators?: boolean;
  /**
   * The scrypt cost N of the demo password's hash (default DEFAULT_SCRYPT_N, the production cost). The api
   * passes its PASSWORD_SCRYPT_N; test databases and the e2e server a low one (ADR 210).
   */
  readonly scryptN?: number;
}

/** Seeds the demo data when the database holds no category yet, all in one transaction. */
export async function seedDemoDataIfEmpty(
  db: Kysely<Database>,
  { now, operators = true, scryptN = DEFAULT_SCRYPT_N }: SeedOptions = {},
): Promise<boolean> {
  const time = seedTime(now);
  return db.transaction().execute(async (trx) => {
    // Serialises concurrent starters on PostgreSQL; harmless on PGlite.
    await trx.selectFrom("schema_migrations").select("version").forUpdate().execute();
    const existing = await trx.selectFrom("categories").select("id").limit(1).executeTakeFirst();
    if (existing) return false;
    for (const seeder of SEEDERS) await seeder(trx, time, scryptN);
    if (operators) await seedOperators(trx, time);
    return true;
  });
}
