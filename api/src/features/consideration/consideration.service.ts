import { considerationStageOf, stageOfNegotiation } from "@iryo/domain/consideration";
import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { AppError } from "../../lib/app-error.js";
import type { ConsiderationRepository } from "./consideration.repository.js";

interface Candidate {
  serviceId: number;
  item?: { state: "added" | "removed"; at: Date };
  downloadedAt?: Date;
  negotiations: { id: number; status: number; at: Date }[];
}

const latest = (dates: readonly (Date | undefined)[]): Date | undefined =>
  dates.reduce<Date | undefined>((max, d) => (d && (!max || d > max) ? d : max), undefined);

/**
 * The consideration list of ADR 063: a service is on it when the member added it, downloaded its
 * material or applied for a meeting; a removal hides it until a newer download or negotiation change.
 */
export function createConsiderationService(deps: { repo: ConsiderationRepository; now: () => Date }) {
  const { repo, now } = deps;

  async function serviceExists(id: number) {
    if (!(await repo.serviceExists(id))) throw new AppError(NOT_FOUND_CODE);
  }

  async function setState(userId: number, serviceId: number, state: "added" | "removed") {
    await serviceExists(serviceId);
    const at = now();
    await repo.setState(userId, serviceId, state, at);
    return null;
  }

  return {
    add: (userId: number, serviceId: number) => setState(userId, serviceId, "added"),

    /** The member's own note on a service (empty removes it). */
    async saveNote(userId: number, serviceId: number, note: string) {
      await serviceExists(serviceId);
      await repo.saveNote(userId, serviceId, note, now());
      return { service_id: serviceId, note };
    },

    /** The member's notes for the given services, in their order ("" where none). */
    async notesFor(userId: number, serviceIds: readonly number[]): Promise<string[]> {
      const notes = await repo.notes(userId);
      return serviceIds.map((id) => notes.get(id) ?? "");
    },
    remove: (userId: number, serviceId: number) => setState(userId, serviceId, "removed"),

    async list(userId: number) {
      const [items, leads, negotiations, notes] = await Promise.all([
        repo.items(userId),
        repo.latestDownloads(userId),
        repo.negotiations(userId),
        repo.notes(userId),
      ]);
      const byService = new Map<number, Candidate>();
      const candidate = (id: number) => {
        let c = byService.get(id);
        if (!c) {
          c = { serviceId: id, negotiations: [] };
          byService.set(id, c);
        }
        return c;
      };
      for (const i of items) candidate(i.service_id).item = { state: i.state, at: i.updated_at };
      for (const l of leads) candidate(l.service_id).downloadedAt = new Date(l.at as Date | string);
      for (const n of negotiations)
        candidate(n.service_id).negotiations.push({ id: n.id, status: n.status, at: n.updated_at });

      const shown = [...byService.values()].flatMap((c) => {
        const activity = latest([c.downloadedAt, ...c.negotiations.map((n) => n.at)]);
        if (c.item?.state === "removed" && (!activity || activity <= c.item.at)) return [];
        const counts = c.negotiations.some((n) => stageOfNegotiation(n.status) !== undefined);
        if (c.item?.state !== "added" && !c.downloadedAt && !counts) return [];
        const last = latest([activity, c.item?.state === "added" ? c.item.at : undefined]) ?? now();
        const newest = [...c.negotiations].sort((a, b) => b.at.getTime() - a.at.getTime())[0];
        return [{ c, last, newest }];
      });
      if (shown.length === 0) return { services: [] };
      const services = await repo.services(shown.map((x) => x.c.serviceId));
      const info = new Map(services.map((s) => [s.id, s]));
      return {
        services: shown
          .filter((x) => info.has(x.c.serviceId))
          .sort((a, b) => b.last.getTime() - a.last.getTime() || a.c.serviceId - b.c.serviceId)
          .map(({ c, last, newest }) => {
            const s = info.get(c.serviceId) as NonNullable<ReturnType<typeof info.get>>;
            return {
              service_id: s.id,
              service_name: s.name,
              provider_name: s.provider_name,
              logo_image_filepath: s.logo_image_filepath,
              stage: considerationStageOf({
                downloaded: c.downloadedAt !== undefined,
                negotiationStatuses: c.negotiations.map((n) => n.status),
              }),
              added_by_member: c.item?.state === "added",
              material_downloaded_at: c.downloadedAt?.toISOString() ?? null,
              negotiation_id: newest?.id ?? null,
              negotiation_status: newest?.status ?? null,
              last_activity_at: last.toISOString(),
              note: notes.get(c.serviceId) ?? "",
            };
          }),
      };
    },
  };
}

export type ConsiderationService = ReturnType<typeof createConsiderationService>;
