import { addToConsideration, listConsideration, removeFromConsideration } from "@iryo/domain/contracts/consideration";
import { RestSource } from "../../lib/rest-source.js";
import { ConsiderationItem } from "./consideration.type.js";

export class ConsiderationSource extends RestSource {
  async list(): Promise<ConsiderationItem[]> {
    const { services } = await this.call(listConsideration);
    return services.map((s) => ConsiderationItem.from(s));
  }

  async add(serviceId: string): Promise<void> {
    await this.call(addToConsideration, { params: { id: serviceId } });
  }

  async remove(serviceId: string): Promise<void> {
    await this.call(removeFromConsideration, { params: { id: serviceId } });
  }
}
