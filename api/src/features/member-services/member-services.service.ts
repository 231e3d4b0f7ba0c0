import type { restServiceMemberStateSchema } from "@iryo/domain/contracts/member-services";
import type { z } from "zod";
import type { MemberServicesRepository } from "./member-services.repository.js";

/**
 * The logged-in variants of the service pages (ADR 060): the public answer plus a `member` block with
 * the member's own bookmark, rating and negotiation state for the service.
 */
/** The public answers of the service pages (the services feature, wired in app.ts). */
export interface PublicServiceAnswers<Detail extends object, Overview extends object, Material extends object> {
  detail(serviceId: number): Promise<Detail>;
  overview(serviceId: number): Promise<Overview>;
  material(serviceId: number): Promise<Material>;
}

type RatingState = Pick<z.input<typeof restServiceMemberStateSchema>, "own_rating" | "rating_refusal_code">;

/** The member's own rating state of a service (the member-ratings feature, wired in app.ts). */
export interface MemberRatingState {
  stateOf(userId: number, serviceId: number): Promise<RatingState>;
}

export function createMemberServicesService<
  Detail extends object,
  Overview extends object,
  Material extends object,
>(deps: {
  repo: MemberServicesRepository;
  services: PublicServiceAnswers<Detail, Overview, Material>;
  ratings: MemberRatingState;
  /** The advertisements feature's click, throttled per member account (ADR 050). */
  clickAdvertisement: (
    advertisementId: number,
    userId: number,
  ) => Promise<{ click_id: number | null; link_url: string }>;
}) {
  const { repo, services, ratings } = deps;

  async function memberState(userId: number, serviceId: number) {
    const [bookmark, rating, negotiation] = await Promise.all([
      repo.bookmarkState(userId, serviceId),
      ratings.stateOf(userId, serviceId),
      repo.latestNegotiation(userId, serviceId),
    ]);
    return {
      ...bookmark,
      ...rating,
      negotiation: negotiation
        ? {
            negotiation_id: negotiation.id,
            negotiation_status: negotiation.status,
            updated_at: negotiation.updated_at.toISOString(),
          }
        : null,
    };
  }

  return {
    async detail(userId: number, serviceId: number) {
      const publicAnswer = await services.detail(serviceId);
      return { ...publicAnswer, member: await memberState(userId, serviceId) };
    },
    async overview(userId: number, serviceId: number) {
      const publicAnswer = await services.overview(serviceId);
      return { ...publicAnswer, member: await memberState(userId, serviceId) };
    },
    async material(userId: number, serviceId: number) {
      const publicAnswer = await services.material(serviceId);
      return { ...publicAnswer, service_id: serviceId, member: await memberState(userId, serviceId) };
    },
    clickAdvertisement(userId: number, advertisementId: number) {
      return deps.clickAdvertisement(advertisementId, userId);
    },
  };
}
