import { requestUploadUrl } from "@iryo/domain/contracts/negotiation-files";
import {
  createMaterialDraft,
  listOwnMaterials,
  replaceMaterialDraft,
  retireMaterialDraft,
  submitMaterialChange,
  withdrawMaterialChange,
} from "@iryo/domain/contracts/provider-materials";
import { RestSource } from "../../lib/rest-source.js";
import { NegotiationFileUpload } from "../negotiation-files/negotiation-file.type.js";
import { PublishingChange } from "./provider-listings.type.js";
import { type MaterialDraftInput, OwnMaterial, ServiceMaterials } from "./provider-materials.type.js";

const body = (input: MaterialDraftInput) => ({
  title: input.title,
  description: input.description,
  s3_filepath: input.storagePath,
});

/** /v1 calls of the materials in the workflow (ADR 145); the api checks organisation, role and file. */
export class ProviderMaterialsSource extends RestSource {
  async list(serviceId: string): Promise<ServiceMaterials> {
    const answer = await this.call(listOwnMaterials, { params: { id: serviceId } });
    return { serviceId: String(answer.service_id), materials: answer.materials.map((m) => OwnMaterial.from(m)) };
  }

  async uploadUrl(businessId: string, serviceId: string, filename: string): Promise<NegotiationFileUpload> {
    return NegotiationFileUpload.from(
      await this.call(requestUploadUrl, { query: { business_id: businessId, service_id: serviceId, filename } }),
    );
  }

  async create(serviceId: string, input: MaterialDraftInput): Promise<PublishingChange> {
    return PublishingChange.from(
      await this.call(createMaterialDraft, { params: { id: serviceId }, body: body(input) }),
    );
  }

  async replace(materialId: string, input: MaterialDraftInput): Promise<PublishingChange> {
    return PublishingChange.from(
      await this.call(replaceMaterialDraft, { params: { id: materialId }, body: body(input) }),
    );
  }

  async retire(materialId: string): Promise<PublishingChange> {
    return PublishingChange.from(await this.call(retireMaterialDraft, { params: { id: materialId } }));
  }

  async submit(changeId: string): Promise<PublishingChange> {
    return PublishingChange.from(await this.call(submitMaterialChange, { params: { id: changeId } }));
  }

  async withdraw(changeId: string): Promise<PublishingChange> {
    return PublishingChange.from(await this.call(withdrawMaterialChange, { params: { id: changeId } }));
  }
}
