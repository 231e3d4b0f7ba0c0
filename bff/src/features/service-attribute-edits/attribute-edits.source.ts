import {
  getAttributeReview,
  getEditableAttributes,
  listUnverifiedAttributes,
  saveAttributesDraft,
  setAttributeVerification,
  submitAttributesDraft,
  withdrawAttributesDraft,
} from "@iryo/domain/contracts/service-attribute-edits";
import { ATTRIBUTE_GROUP_OF_KEY, type AttributeGroupKey } from "@iryo/domain/service-attribute-edits";
import { attributeGroup, provenanceText } from "@iryo/domain/service-attributes";
import type { DateKey } from "@iryo/domain/tokyo-date";
import { RestSource } from "../../lib/rest-source.js";
import { PublishingChange } from "../provider-listings/provider-listings.type.js";
import { AttributeReview, type ProviderServiceAttributes, UnverifiedAttributesPage } from "./attribute-edits.type.js";

/** /v1 calls of the attributes editor and their verification (ADR 170); the api checks who may. */
export class AttributeEditsSource extends RestSource {
  async editable(serviceId: string): Promise<ProviderServiceAttributes> {
    const answer = await this.call(getEditableAttributes, { params: { id: serviceId } });
    return {
      serviceId: String(answer.service_id),
      serviceName: answer.service_name,
      valuesJson: answer.attributes ? JSON.stringify(answer.attributes) : null,
      publishedGroups: answer.published_groups.map((g) => ({
        key: g.key,
        title: attributeGroup.label(ATTRIBUTE_GROUP_OF_KEY[g.key]),
        provenance: provenanceText({ as_of: g.as_of as DateKey, verified_at: g.verified_at }),
        verified: g.verified_at !== null,
      })),
      change: answer.change ? PublishingChange.from(answer.change) : null,
    };
  }

  /** The values are the api's to check (field errors by dotted path); the BFF only passes them on. */
  async save(serviceId: string, values: unknown): Promise<PublishingChange> {
    return PublishingChange.from(await this.call(saveAttributesDraft, { params: { id: serviceId }, body: values }));
  }

  async submit(serviceId: string): Promise<PublishingChange> {
    return PublishingChange.from(await this.call(submitAttributesDraft, { params: { id: serviceId } }));
  }

  async withdraw(serviceId: string): Promise<PublishingChange> {
    return PublishingChange.from(await this.call(withdrawAttributesDraft, { params: { id: serviceId } }));
  }

  async unverified(page: number): Promise<UnverifiedAttributesPage> {
    return UnverifiedAttributesPage.from(await this.call(listUnverifiedAttributes, { query: { page: String(page) } }));
  }

  async review(serviceId: string): Promise<AttributeReview> {
    return AttributeReview.from(await this.call(getAttributeReview, { params: { id: serviceId } }));
  }

  async setVerification(serviceId: string, group: AttributeGroupKey, verified: boolean): Promise<AttributeReview> {
    return AttributeReview.from(
      await this.call(setAttributeVerification, { params: { id: serviceId }, body: { group, verified } }),
    );
  }
}
