import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { AppError } from "../../lib/app-error.js";
import type { AdvertisementsRepository } from "./advertisements.repository.js";

export function createAdvertisementsService(repo: AdvertisementsRepository) {
  return {
    async click(advertisementId: number) {
      const recorded = await repo.recordClick(advertisementId);
      if (!recorded) throw new AppError(NOT_FOUND_CODE);
      return recorded;
    },
  };
}
