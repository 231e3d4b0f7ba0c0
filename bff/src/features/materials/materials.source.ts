import { getMaterialConsent, giveMaterialConsent } from "@iryo/domain/contracts/materials";
import { RestSource } from "../../lib/rest-source.js";
import { MaterialConsent } from "./materials.type.js";

export class MaterialsSource extends RestSource {
  async consent(): Promise<MaterialConsent> {
    return MaterialConsent.from(await this.call(getMaterialConsent));
  }

  async giveConsent(version: number): Promise<MaterialConsent> {
    return MaterialConsent.from(await this.call(giveMaterialConsent, { body: { consent_version: version } }));
  }
}
