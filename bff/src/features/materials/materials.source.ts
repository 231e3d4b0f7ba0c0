import type { ParsedResponseOf } from "@iryo/domain/contracts/endpoint";
import { getMaterialConsent, giveMaterialConsent } from "@iryo/domain/contracts/materials";
import { RestSource } from "../../lib/rest-source.js";
import type { MaterialConsent } from "./materials.type.js";

function toConsent(c: ParsedResponseOf<typeof getMaterialConsent>): MaterialConsent {
  return {
    consentVersion: c.consent_version,
    consented: c.consented,
    consentedAt: c.consented_at ? new Date(c.consented_at) : null,
    sharedDetails: c.shared_details,
  };
}

export class MaterialsSource extends RestSource {
  async consent(): Promise<MaterialConsent> {
    return toConsent(await this.call(getMaterialConsent));
  }

  async giveConsent(version: number): Promise<MaterialConsent> {
    return toConsent(await this.call(giveMaterialConsent, { body: { consent_version: version } }));
  }
}
