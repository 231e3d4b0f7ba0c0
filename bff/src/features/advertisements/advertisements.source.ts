import { clickAdvertisement, topAdvertisements } from "@iryo/domain/contracts/advertisements";
import { RestSource } from "../../lib/rest-source.js";
import { Advertisement, AdvertisementClick } from "./advertisement.type.js";

export class AdvertisementsSource extends RestSource {
  async topList(): Promise<Advertisement[]> {
    const body = await this.call(topAdvertisements);
    return body.advertisements.map((a) => Advertisement.from(a));
  }

  async click(advertisementId: string): Promise<AdvertisementClick> {
    return AdvertisementClick.from(await this.call(clickAdvertisement, { params: { id: advertisementId } }));
  }
}
