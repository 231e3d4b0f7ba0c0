import { RestSource } from "../../lib/rest-source.js";
import type { AdvertisementClick } from "./advertisement.type.js";

export class AdvertisementsSource extends RestSource {
  async click(advertisementId: string): Promise<AdvertisementClick> {
    const body = await this.post<{ link_url: string }>(`/advertisements/${encodeURIComponent(advertisementId)}/click`);
    return { linkUrl: body.link_url };
  }
}
