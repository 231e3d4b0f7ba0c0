import {
  createAdvertisement,
  getSiteContent,
  listOperatorAdvertisements,
  listSiteContent,
  publishSiteContent,
  rollBackSiteContent,
  updateAdvertisement,
} from "@iryo/domain/contracts/site-content";
import { REQUEST_INVALID_CODE } from "@iryo/domain/error-catalogue";
import { appGraphQLError } from "../../lib/errors.js";
import { RestSource } from "../../lib/rest-source.js";
import {
  type AdvertisementInput,
  OperatorAdvertisement,
  SiteContentDocument,
  SiteContentSummary,
} from "./site-content.type.js";

function advertisementBody(input: AdvertisementInput) {
  return {
    title: input.title,
    description: input.description ?? "",
    sponsor_name: input.sponsorName ?? "",
    link_url: input.linkUrl,
    label_style: input.labelStyle,
    starts_at: input.startsAt,
    ends_at: input.endsAt ?? null,
    sort_order: input.sortOrder ?? 0,
  };
}

/** /v1 calls of the console's site content; the api checks the role (editor, admin) and the documents. */
export class SiteContentSource extends RestSource {
  async list(): Promise<SiteContentSummary[]> {
    return (await this.call(listSiteContent)).documents.map((d) => SiteContentSummary.from(d));
  }

  async document(name: string): Promise<SiteContentDocument> {
    return SiteContentDocument.from(await this.call(getSiteContent, { query: { name } }));
  }

  async publish(name: string, documentJson: string, note: string): Promise<SiteContentDocument> {
    let document: unknown;
    try {
      document = JSON.parse(documentJson);
    } catch {
      throw appGraphQLError("BAD_USER_INPUT", REQUEST_INVALID_CODE);
    }
    return SiteContentDocument.from(await this.call(publishSiteContent, { body: { name, document, note } }));
  }

  async rollBack(name: string, version: number, note: string): Promise<SiteContentDocument> {
    return SiteContentDocument.from(await this.call(rollBackSiteContent, { body: { name, version, note } }));
  }

  async advertisements(): Promise<OperatorAdvertisement[]> {
    return (await this.call(listOperatorAdvertisements)).advertisements.map((a) => OperatorAdvertisement.from(a));
  }

  async createAdvertisement(input: AdvertisementInput): Promise<OperatorAdvertisement> {
    return OperatorAdvertisement.from(await this.call(createAdvertisement, { body: advertisementBody(input) }));
  }

  async updateAdvertisement(id: string, input: AdvertisementInput): Promise<OperatorAdvertisement> {
    const body = advertisementBody(input);
    return OperatorAdvertisement.from(await this.call(updateAdvertisement, { params: { id }, body }));
  }
}
