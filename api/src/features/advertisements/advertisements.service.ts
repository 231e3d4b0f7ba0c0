import { HOME_ADVERTISEMENT_COUNT } from "@iryo/domain/constants";
import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { AD_CLICK_COUNTED_LIMIT, AD_CLICK_PER_CLIENT_LIMIT } from "@iryo/domain/rate-limits";
import { AppError } from "../../lib/app-error.js";
import type { RateLimiter } from "../../lib/rate-limit/rate-limiter.js";
import { restRow } from "../../lib/rest-row.js";
import type { AdvertisementsRepository } from "./advertisements.repository.js";

/** The placement of the home page's advertisement list. */
const HOME_PLACEMENT = "home";

export function createAdvertisementsService(repo: AdvertisementsRepository, limiter: RateLimiter) {
  return {
    async topList() {
      const rows = await repo.listActive(HOME_PLACEMENT, HOME_ADVERTISEMENT_COUNT);
      return {
        advertisements: rows.map(restRow),
      };
    },

    /**
     * Records a click and returns the link. The clicker is `client` (its address) for a visitor, the
     * member's account for `click-auth` (`userId`), so a member is throttled per account wherever they
     * click from. Too many click calls of one clicker are refused (0109004); a repeat on the same ad
     * within the window still leads to the link but is not counted again (ADR 050).
     */
    async click(advertisementId: number, client: string, userId: number | null = null) {
      const clicker = userId === null ? client : `member:${userId}`;
      await limiter.consume([{ key: `ad-clicks:${clicker}`, policy: AD_CLICK_PER_CLIENT_LIMIT }]);
      const repeat = await limiter.hit([
        { key: `ad-click:${advertisementId}:${clicker}`, policy: AD_CLICK_COUNTED_LIMIT },
      ]);
      if (repeat) {
        const link = await repo.findLink(advertisementId);
        if (link === undefined) throw new AppError(NOT_FOUND_CODE);
        return { click_id: null, link_url: link };
      }
      const recorded = await repo.recordClick(advertisementId, userId);
      if (!recorded) throw new AppError(NOT_FOUND_CODE);
      return recorded;
    },
  };
}
