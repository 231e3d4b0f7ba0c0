import { advertisementLabelStyle } from "@iryo/domain/advertisement-label-style";
import { clickAdvertisement, topAdvertisements } from "@iryo/domain/contracts/advertisements";
import { RestSource } from "../../lib/rest-source.js";
import type { Advertisement, AdvertisementClick } from "./advertisement.type.js";

export class AdvertisementsSource extends RestSource {
  async topList(): Promise<Advertisement[]> {
    const body = await this.call(topAdvertisements);
    return body.advertisements.map((a) => ({
      id: String(a.advertisement_id),
      title: a.title,
      description: a.description,
      sponsorName: a.sponsor_name,
      linkUrl: a.link_url,
      labelStyle: a.label_style,
      labelColor: advertisementLabelStyle.isCode(a.label_style)
        ? advertisementLabelStyle.member(a.label_style).color
        : "gray",
      imagePath: a.image_path,
    }));
  }

  async click(advertisementId: string): Promise<AdvertisementClick> {
    const body = await this.call(clickAdvertisement, { params: { id: advertisementId } });
    return { linkUrl: body.link_url };
  }
}
