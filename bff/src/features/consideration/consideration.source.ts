import {
  addToConsideration,
  listConsideration,
  removeFromConsideration,
  saveConsiderationNote,
} from "@iryo/domain/contracts/consideration";
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

  /** Keeps the member's note on a service; answers the note as stored (trimmed; "" when removed). */
  async saveNote(serviceId: string, note: string): Promise<string> {
    const saved = await this.call(saveConsiderationNote, { params: { id: serviceId }, body: { note } });
    return saved.note;
  }

  async remove(serviceId: string): Promise<void> {
    await this.call(removeFromConsideration, { params: { id: serviceId } });
  }
}
