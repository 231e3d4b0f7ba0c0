import type { RestChange } from "@iryo/domain/contracts/provider-listings";
import { FORBIDDEN_CODE, NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import type { FieldValue } from "@iryo/domain/publishing";
import {
  ATTRIBUTE_GROUP_KEYS,
  attributeDiff,
  attributeFieldErrors,
  attributeFields,
  type EditableServiceAttributes,
  editableOf,
  publishedAfterApproval,
} from "@iryo/domain/service-attribute-edits";
import { editableServiceAttributesSchema } from "@iryo/domain/service-attributes-schema";
import { tokyoDateKey } from "@iryo/domain/tokyo-date";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { AuthLocals } from "../../lib/auth/require-auth.js";
import { saveServiceAttributes, serviceAttributesOf } from "../../lib/catalog/service-attributes.js";
import type { ChangeRow, ProviderListingsRepository } from "./provider-listings.repository.js";

interface Deps {
  /** The workflow's reads and writes of changes (shared with listings and materials, ADR 143). */
  readonly changes: ProviderListingsRepository;
  readonly now: () => Date;
  readonly changeItem: (row: ChangeRow) => RestChange;
}

/**
 * A draft body checked by the domain schema: the field errors name dotted paths
 * (`security.data_centre`) with 0101001 / 0101002; the first one is the answer's code.
 */
export function parseAttributesDraft(body: unknown): EditableServiceAttributes {
  const parsed = editableServiceAttributesSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fieldErrors = attributeFieldErrors(parsed.error.issues);
  const first = Object.values(fieldErrors)[0] ?? "0101002";
  throw new AppError(first, {}, { fieldErrors });
}

/**
 * A service's structured attributes in the publishing workflow (ADR 170): one open `attributes` change
 * per service (object_id = the service) holding every group as the provider proposes it, its diff as the
 * rows visitors read, and its application through `saveServiceAttributes` (called by the listings
 * service's approval), which keeps the verification of the groups it leaves unchanged.
 */
export function createProviderAttributesService({ changes, now, changeItem }: Deps) {
  async function staffOf(trx: Transaction<Database>, auth: AuthLocals): Promise<number> {
    if (auth.providerId === null) throw new AppError(FORBIDDEN_CODE);
    if (!(await changes.roleOf(trx, auth.accountId, auth.providerId))) throw new AppError(FORBIDDEN_CODE);
    return auth.providerId;
  }

  /** Runs `work` with the organisation's service locked (another organisation's is 404). */
  function onOwnService<T>(
    auth: AuthLocals,
    serviceId: number,
    work: (trx: Transaction<Database>, providerId: number) => Promise<T>,
  ): Promise<T> {
    return changes.transaction(async (trx) => {
      const providerId = await staffOf(trx, auth);
      if (!(await changes.lockService(trx, providerId, serviceId))) throw new AppError(NOT_FOUND_CODE);
      return work(trx, providerId);
    });
  }

  const publicOf = async (db: Kysely<Database>, serviceId: number) =>
    (await serviceAttributesOf(db, [serviceId])).get(serviceId) ?? null;

  const draftOf = (payload: unknown) => editableServiceAttributesSchema.parse(payload);

  async function reread(id: number): Promise<RestChange> {
    const row = await changes.change(changes.db, id);
    if (!row) throw new AppError(NOT_FOUND_CODE);
    return changeItem(row);
  }

  return {
    /** The service's public attributes as the operators' review shows them, in the diff's rows (null when none). */
    async currentFields(serviceId: number): Promise<FieldValue[] | null> {
      const current = await publicOf(changes.db, serviceId);
      return current ? attributeFields(editableOf(current), tokyoDateKey(now())) : null;
    },

    async editable(auth: AuthLocals, serviceId: number) {
      return changes.transaction(async (trx) => {
        const providerId = await staffOf(trx, auth);
        if (!(await changes.serviceOf(trx, providerId, serviceId))) throw new AppError(NOT_FOUND_CODE);
        const service = await trx
          .selectFrom("services")
          .select("name")
          .where("id", "=", serviceId)
          .executeTakeFirstOrThrow();
        const current = await publicOf(trx, serviceId);
        const open = await changes.openChange(trx, "attributes", serviceId);
        const latest = open ?? (await changes.latestChange(trx, "attributes", serviceId));
        const shown = latest && (latest.state === "rejected" || open) ? latest : undefined;
        return {
          service_id: serviceId,
          service_name: service.name,
          attributes: shown ? draftOf(shown.payload) : current ? editableOf(current) : null,
          published_groups: current
            ? ATTRIBUTE_GROUP_KEYS.map((key) => ({
                key,
                as_of: current[key].as_of,
                verified_at: current[key].verified_at,
              }))
            : [],
          change: shown ? changeItem(shown) : null,
        };
      });
    },

    /** Saves the draft (every group), creating the one open change or updating it; 0302001 while under review. */
    async saveDraft(auth: AuthLocals, serviceId: number, body: unknown) {
      const proposed = parseAttributesDraft(body);
      const at = now();
      const id = await onOwnService(auth, serviceId, async (trx, providerId) => {
        const open = await changes.openChange(trx, "attributes", serviceId);
        if (open && open.state !== "draft") throw new AppError("0302001");
        if (open) {
          await changes.updatePayload(trx, open.id, proposed, at);
          return open.id;
        }
        return changes.insertDraft(trx, {
          provider_id: providerId,
          object_type: "attributes",
          object_id: serviceId,
          payload: proposed,
          created_by: auth.accountId,
          at,
        });
      });
      return reread(id);
    },

    /** Submits the draft; the public values and the diff are kept with it (0302003 when nothing changed). */
    async submit(auth: AuthLocals, serviceId: number) {
      const at = now();
      const id = await onOwnService(auth, serviceId, async (trx) => {
        const open = await changes.openChange(trx, "attributes", serviceId);
        if (open?.state !== "draft") throw new AppError("0302002");
        const current = await publicOf(trx, serviceId);
        const diff = attributeDiff(current ? editableOf(current) : null, draftOf(open.payload), tokyoDateKey(at));
        if (diff.length === 0) throw new AppError("0302003");
        await changes.setState(trx, open.id, {
          state: "submitted",
          at,
          base: current,
          diff,
          submitted_by: auth.accountId,
          submitted_at: at,
        });
        return open.id;
      });
      return reread(id);
    },

    async withdraw(auth: AuthLocals, serviceId: number) {
      const at = now();
      const id = await onOwnService(auth, serviceId, async (trx) => {
        const open = await changes.openChange(trx, "attributes", serviceId);
        if (!open || (open.state !== "draft" && open.state !== "submitted")) throw new AppError("0302002");
        await changes.setState(trx, open.id, { state: "withdrawn", at });
        return open.id;
      });
      return reread(id);
    },

    /**
     * Applies an approved attributes change inside the approval's transaction: the proposed values are
     * published, changed groups lose their verification, unchanged ones keep it, and the facets follow.
     */
    async apply(trx: Transaction<Database>, change: ChangeRow, at: Date): Promise<void> {
      if (change.object_id === null) throw new AppError(NOT_FOUND_CODE);
      const current = await publicOf(trx, change.object_id);
      await saveServiceAttributes(trx, change.object_id, publishedAfterApproval(current, draftOf(change.payload)));
      await changes.setState(trx, change.id, { state: "published", at, published_at: at });
    },
  };
}

export type ProviderAttributesService = ReturnType<typeof createProviderAttributesService>;
