import { listHospitals } from "@iryo/domain/contracts/hospitals";
import { updateMembership } from "@iryo/domain/contracts/membership";
import { Int } from "type-graphql";
import { contractType } from "../../lib/graphql/contract-type.js";
import { forwardingResolver, optional } from "../../lib/graphql/forwarding.js";
import { RestSource } from "../../lib/rest-source.js";
import { toRestMembershipBody } from "./members.source.js";
import { MembershipInput } from "./membership.type.js";

export const Hospital = contractType("Hospital", listHospitals.response.shape.hospitals.element, {
  description: "A hospital of the autocomplete (fictional demo data).",
  id: "hospital_id",
  fields: { hospital_name: { name: "name" } },
});
export type Hospital = InstanceType<typeof Hospital>;

/** /v1 calls of the settings tab 0 and the hospital autocomplete. */
export class MemberSettingsSource extends RestSource {
  async hospitals(prefecture?: number | null, keyword?: string | null): Promise<Hospital[]> {
    const body = await this.call(listHospitals, {
      query: { prefecture: prefecture ?? undefined, keyword: keyword || undefined },
    });
    return body.hospitals.map((h) => Hospital.from(h));
  }

  async update(input: MembershipInput): Promise<void> {
    await this.call(updateMembership, { body: toRestMembershipBody(input) });
  }
}

export const MemberSettingsResolver = forwardingResolver(
  "memberSettings",
  ({ action, query }) => ({
    hospitals: query(
      [Hospital],
      { prefecture: optional(Int), keyword: optional(String) },
      (memberSettings, { prefecture, keyword }) => memberSettings.hospitals(prefecture, keyword),
    ),
    updateMembership: action({ input: MembershipInput }, (memberSettings, { input }) => memberSettings.update(input)),
  }),
  {
    hospitals: "Hospitals of a prefecture whose name contains the keyword (at most 20).",
    updateMembership: "A full member changes their basic information (the email is not changed).",
  },
);
