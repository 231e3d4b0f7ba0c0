import { advertisementLabelStyle } from "@iryo/domain/advertisement-label-style";
import { RestSource } from "../../lib/rest-source.js";
import type { Advertisement, AdvertisementClick } from "./advertisement.type.js";

interface RestAdvertisement {
  advertisement_id: number;
  title: string;
  description: string;
  sponsor_name: string;
  link_url: string;
  label_style: number;
  image_path: string | null;
}

export class AdvertisementsSource extends RestSource {
  async topList(): Promise<Advertisement[]> {
    const body = await this.get<{ advertisements: RestAdvertisement[] }>("/advertisements/top-list");
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
    const body = await this.post<{ link_url: string }>(`/advertisements/${encodeURIComponent(advertisementId)}/click`);
    return { linkUrl: body.link_url };
  }
}
