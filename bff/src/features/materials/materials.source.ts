import {
  getMaterialConsent,
  giveMaterialConsent,
  requestMaterialFile,
  requestServiceMaterial,
  requestServiceMaterials,
} from "@iryo/domain/contracts/materials";
import type { FromScreen } from "@iryo/domain/from-screen";
import { RestSource } from "../../lib/rest-source.js";
import { MaterialConsent, MaterialDownload } from "./materials.type.js";

export class MaterialsSource extends RestSource {
  async consent(): Promise<MaterialConsent> {
    return MaterialConsent.from(await this.call(getMaterialConsent));
  }

  async giveConsent(version: number): Promise<MaterialConsent> {
    return MaterialConsent.from(await this.call(giveMaterialConsent, { body: { consent_version: version } }));
  }

  /** One service's material: the lead is recorded now, the bytes come from the answer's URL (ADR 209). */
  async requestService(serviceId: string, fromScreen: FromScreen | undefined): Promise<MaterialDownload> {
    return MaterialDownload.fromTicket(
      await this.call(requestServiceMaterial, { params: { id: serviceId }, body: { from_screen: fromScreen } }),
    );
  }

  /** Several services' materials in one zip: a lead per service now, the zip from the answer's URL. */
  async requestBundle(serviceIds: readonly string[], fromScreen: FromScreen | undefined): Promise<MaterialDownload> {
    return MaterialDownload.fromTicket(
      await this.call(requestServiceMaterials, { body: { service_ids: serviceIds, from_screen: fromScreen } }),
    );
  }

  /** One material file: its lead now, its bytes from the answer's URL. */
  async requestFile(fileId: string, fromScreen: FromScreen | undefined): Promise<MaterialDownload> {
    return MaterialDownload.fromTicket(
      await this.call(requestMaterialFile, { params: { id: fileId }, body: { from_screen: fromScreen } }),
    );
  }
}
