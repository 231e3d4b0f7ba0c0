import { considerationStage } from "@iryo/domain/consideration";
import { addToConsideration, listConsideration, removeFromConsideration } from "@iryo/domain/contracts/consideration";
import { RestSource } from "../../lib/rest-source.js";
import type { ConsiderationItem } from "./consideration.type.js";

export class ConsiderationSource extends RestSource {
  async list(): Promise<ConsiderationItem[]> {
    const { services } = await this.call(listConsideration);
    return services.map((s) => ({
      serviceId: String(s.service_id),
      serviceName: s.service_name,
      providerName: s.provider_name,
      logoImagePath: s.logo_image_filepath,
      stage: s.stage,
      stageLabel: considerationStage.labelOf(s.stage) ?? "",
      addedByMember: s.added_by_member,
      materialDownloadedAt: s.material_downloaded_at ? new Date(s.material_downloaded_at) : null,
      negotiationId: s.negotiation_id === null ? null : String(s.negotiation_id),
      lastActivityAt: new Date(s.last_activity_at),
    }));
  }

  async add(serviceId: string): Promise<void> {
    await this.call(addToConsideration, { params: { id: serviceId } });
  }

  async remove(serviceId: string): Promise<void> {
    await this.call(removeFromConsideration, { params: { id: serviceId } });
  }
}
