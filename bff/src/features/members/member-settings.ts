import { listHospitals } from "@iryo/domain/contracts/hospitals";
import { updateMembership } from "@iryo/domain/contracts/membership-settings";
import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { contractType } from "../../lib/graphql/contract-type.js";
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

@Resolver()
export class MemberSettingsResolver {
  @Query(() => [Hospital], { description: "Hospitals of a prefecture whose name contains the keyword (at most 20)." })
  hospitals(
    @Ctx() ctx: BffContext,
    @Arg("prefecture", () => Int, { nullable: true }) prefecture?: number | null,
    @Arg("keyword", () => String, { nullable: true }) keyword?: string | null,
  ): Promise<Hospital[]> {
    return ctx.dataSources.memberSettings.hospitals(prefecture, keyword);
  }

  @Mutation(() => Boolean, { description: "A full member changes their basic information (the email is not changed)." })
  async updateMembership(
    @Arg("input", () => MembershipInput) input: MembershipInput,
    @Ctx() ctx: BffContext,
  ): Promise<boolean> {
    await ctx.dataSources.memberSettings.update(input);
    return true;
  }
}
