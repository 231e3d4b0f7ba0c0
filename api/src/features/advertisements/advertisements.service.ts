import { HOME_ADVERTISEMENT_COUNT } from "@iryo/domain/constants";
import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { AppError } from "../../lib/app-error.js";
import type { AdvertisementsRepository } from "./advertisements.repository.js";

/** The placement of the home page's advertisement list. */
const HOME_PLACEMENT = "home";

export function createAdvertisementsService(repo: AdvertisementsRepository) {
  return {
    async topList() {
      const rows = await repo.listActive(HOME_PLACEMENT, HOME_ADVERTISEMENT_COUNT);
      return {
        advertisements: rows.map((r) => ({
          advertisement_id: r.id,
          title: r.title,
          description: r.description,
          sponsor_name: r.sponsor_name,
          link_url: r.link_url,
          label_style: r.label_style,
          image_path: r.image_path,
          starts_at: r.starts_at.toISOString(),
          ends_at: r.ends_at?.toISOString() ?? null,
        })),
      };
    },

    async click(advertisementId: number) {
      const recorded = await repo.recordClick(advertisementId);
      if (!recorded) throw new AppError(NOT_FOUND_CODE);
      return recorded;
    },
  };
}
