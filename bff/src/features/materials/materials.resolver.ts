import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { MaterialConsent } from "./materials.type.js";

@Resolver()
export class MaterialsResolver {
  @Query(() => MaterialConsent, {
    description: "The details a provider receives with a material download, and whether the member agreed.",
  })
  materialConsent(@Ctx() ctx: BffContext): Promise<MaterialConsent> {
    return ctx.dataSources.materials.consent();
  }

  @Mutation(() => MaterialConsent, { description: "Records the member's consent to the version they were shown." })
  giveMaterialConsent(
    @Arg("consentVersion", () => Int) consentVersion: number,
    @Ctx() ctx: BffContext,
  ): Promise<MaterialConsent> {
    return ctx.dataSources.materials.giveConsent(consentVersion);
  }
}
