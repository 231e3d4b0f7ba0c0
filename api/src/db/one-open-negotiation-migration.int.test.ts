import { botLineForStatus } from "@iryo/domain/negotiation-messages";
import { NEGOTIATION_STATUS } from "@iryo/domain/negotiation-status";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertMember } from "../features/notifications/notifications.test-kit.js";
import type { DatabaseHandle } from "./database.js";
import { migrate } from "./migrate.js";
import { createTestDatabase } from "./test-database.js";

const MIGRATION = "072_one_open_negotiation";
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A database as it was before migration 072: the index and its record gone. */
async function rollBack072() {
  await sql`DROP INDEX negotiations_one_open_per_member_service`.execute(database.db);
  await database.db.deleteFrom("schema_migrations").where("version", "=", MIGRATION).execute();
}

async function serviceRow(name: string) {
  const provider = await database.db.insertInto("providers").values({ name }).returning("id").executeTakeFirstOrThrow();
  return database.db
    .insertInto("services")
    .values({ provider_id: provider.id, name: `${name}のサービス` })
    .returning(["id", "provider_id"])
    .executeTakeFirstOrThrow();
}

describe(`migration ${MIGRATION}`, () => {
  it("When a database holds several open applications of one member for one service, then the first confirmed one stays open, the others are cancelled with the bot's line, and the rule holds afterwards", async () => {
    await rollBack072();
    const member = await insertMember(database.db, "twice@example.jp");
    const other = await insertMember(database.db, "other@example.jp");
    const s = await serviceRow("株式会社重複");
    const t = await serviceRow("株式会社別件");
    const negotiation = async (userId: number, service: { id: number; provider_id: number }, status: number) =>
      (
        await database.db
          .insertInto("negotiations")
          .values({
            user_id: userId,
            service_id: service.id,
            provider_id: service.provider_id,
            meeting_type: 2,
            status,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const applied = await negotiation(member.userId, s, NEGOTIATION_STATUS.APPLICATION_COMPLETED);
    const confirmed = await negotiation(member.userId, s, NEGOTIATION_STATUS.DATE_CONFIRMED);
    const appliedAgain = await negotiation(member.userId, s, NEGOTIATION_STATUS.APPLICATION_COMPLETED);
    const held = await negotiation(member.userId, s, NEGOTIATION_STATUS.UNDER_CONSIDERATION);
    const otherService = await negotiation(member.userId, t, NEGOTIATION_STATUS.APPLICATION_COMPLETED);
    const otherMember = await negotiation(other.userId, s, NEGOTIATION_STATUS.APPLICATION_COMPLETED);

    expect(await migrate(database.db)).toEqual([MIGRATION]);

    const statuses = await database.db
      .selectFrom("negotiations")
      .select(["id", "status"])
      .where("id", "in", [applied, confirmed, appliedAgain, held, otherService, otherMember])
      .orderBy("id")
      .execute();
    expect(statuses).toEqual([
      { id: applied, status: NEGOTIATION_STATUS.CANCELLED },
      { id: confirmed, status: NEGOTIATION_STATUS.DATE_CONFIRMED },
      { id: appliedAgain, status: NEGOTIATION_STATUS.CANCELLED },
      { id: held, status: NEGOTIATION_STATUS.UNDER_CONSIDERATION },
      { id: otherService, status: NEGOTIATION_STATUS.APPLICATION_COMPLETED },
      { id: otherMember, status: NEGOTIATION_STATUS.APPLICATION_COMPLETED },
    ]);
    const lines = await database.db
      .selectFrom("negotiation_messages")
      .select(["negotiation_id", "sender_type", "body"])
      .orderBy("negotiation_id")
      .execute();
    const cancelledLine = botLineForStatus({ status: NEGOTIATION_STATUS.CANCELLED });
    expect(lines).toEqual([
      { negotiation_id: applied, sender_type: 3, body: cancelledLine },
      { negotiation_id: appliedAgain, sender_type: 3, body: cancelledLine },
    ]);
    await expect(negotiation(member.userId, s, NEGOTIATION_STATUS.APPLICATION_COMPLETED)).rejects.toMatchObject({
      code: "23505",
    });
    await negotiation(member.userId, s, NEGOTIATION_STATUS.SENT_OFF);
  });
});
