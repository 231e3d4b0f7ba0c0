import { randomUUID } from "node:crypto";
import type { RealtimeEvent } from "@iryo/domain/contracts/realtime-events";
import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import {
  ATTRIBUTE_GROUP_KEYS,
  ATTRIBUTE_GROUP_OF_KEY,
  type AttributeGroupKey,
} from "@iryo/domain/service-attribute-edits";
import { attributeSections } from "@iryo/domain/service-attribute-rows";
import { tokyoDateKey } from "@iryo/domain/tokyo-date";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { recordOperatorAction } from "../../lib/audit/operator-audit.repository.js";
import type { AuthLocals } from "../../lib/auth/require-auth.js";
import { serviceAttributesOf } from "../../lib/catalog/service-attributes.js";
import type { AttributeVerificationRepository } from "./attribute-verification.repository.js";

interface Deps {
  readonly repo: AttributeVerificationRepository;
  readonly now: () => Date;
  readonly log: (message: string, error: unknown) => void;
  /** A verification shows on the public pages: the BFFs drop their visitor cache. */
  readonly publishEvent: (event: RealtimeEvent) => Promise<void>;
}

const PAGE_SIZE = 20;
const keyOfGroup = (group: number) => ATTRIBUTE_GROUP_KEYS.find((key) => ATTRIBUTE_GROUP_OF_KEY[key] === group);

/** Operators verify a service's published attribute groups one by one (ADR 170). */
export function createAttributeVerificationService({ repo, now, log, publishEvent }: Deps) {
  async function review(db: Kysely<Database>, serviceId: number) {
    const service = await repo.service(db, serviceId);
    const attributes = (await serviceAttributesOf(db, [serviceId])).get(serviceId);
    if (!service || !attributes) throw new AppError(NOT_FOUND_CODE);
    const verifiers = new Map(
      (await repo.verifiers(db, serviceId)).map((v) => [keyOfGroup(v.attribute_group), v.display_name]),
    );
    const sections = attributeSections(attributes, tokyoDateKey(now()));
    return {
      service_id: serviceId,
      service_name: service.service_name,
      provider_name: service.provider_name,
      groups: sections.map((section) => {
        const key = section.key as AttributeGroupKey;
        const verifiedAt = attributes[key].verified_at;
        return {
          key,
          title: section.title,
          as_of: attributes[key].as_of,
          verified_at: verifiedAt,
          verified_by: verifiedAt === null ? null : (verifiers.get(key) ?? null),
          rows: section.rows.map((r) => ({ key: r.key, label: r.label, value: r.value, url: r.url })),
        };
      }),
    };
  }

  return {
    async unverified(page: number) {
      const { rows, total } = await repo.unverifiedPage(page, PAGE_SIZE);
      return {
        services: rows.map((row) => ({
          service_id: row.service_id,
          service_name: row.service_name,
          provider_name: row.provider_name,
          oldest_as_of: row.oldest_as_of,
          unverified_groups: row.groups.map(Number).flatMap((g) => keyOfGroup(g) ?? []),
        })),
        total,
        page,
        page_size: PAGE_SIZE,
      };
    },

    review: (serviceId: number) => review(repo.db, serviceId),

    /**
     * Marks a group 運営確認済み (now, by the caller) or clears it, with one audit row in the same
     * transaction; an unchanged state writes nothing. Visitors see it once the BFFs drop their cache.
     */
    async setVerification(auth: AuthLocals, serviceId: number, group: AttributeGroupKey, verified: boolean) {
      const at = now();
      const changed = await repo.transaction(async (trx) => {
        const row = await repo.lockGroup(trx, serviceId, ATTRIBUTE_GROUP_OF_KEY[group]);
        if (!row) throw new AppError(NOT_FOUND_CODE);
        if ((row.verified_at !== null) === verified) return false;
        const after = verified
          ? { verified_at: at, verified_by: auth.accountId }
          : { verified_at: null, verified_by: null };
        await repo.setVerification(trx, serviceId, ATTRIBUTE_GROUP_OF_KEY[group], after);
        await recordOperatorAction(trx, {
          operatorAccountId: auth.accountId,
          action: verified ? "attributes.verify" : "attributes.unverify",
          targetType: "service_attributes",
          targetId: `${serviceId}:${group}`,
          before: { group, verified_at: row.verified_at?.toISOString() ?? null, verified_by: row.verified_by },
          after: { group, verified_at: after.verified_at?.toISOString() ?? null, verified_by: after.verified_by },
          at,
        });
        return true;
      });
      if (changed) {
        await publishEvent({
          type: "catalogue",
          event_id: randomUUID(),
          object_type: "attributes",
          object_id: serviceId,
          occurred_at: at.toISOString(),
        }).catch((error: unknown) => log("publishing the catalogue event failed", error));
      }
      return review(repo.db, serviceId);
    },
  };
}

export type AttributeVerificationService = ReturnType<typeof createAttributeVerificationService>;
