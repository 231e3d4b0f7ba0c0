import { Ctx, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { Banner, Classification, CodeOption, LegalDocument, SystemConfig } from "./site-config.type.js";

@Resolver()
export class SiteConfigResolver {
  @Query(() => [Banner], { description: "The site banners (banner.json)." })
  banners(@Ctx() ctx: BffContext): Promise<Banner[]> {
    return ctx.dataSources.siteConfig.banners();
  }

  @Query(() => LegalDocument, { description: "The terms of use (terms.json)." })
  terms(@Ctx() ctx: BffContext): Promise<LegalDocument> {
    return ctx.dataSources.siteConfig.terms();
  }

  @Query(() => LegalDocument, { description: "The privacy policy (privacy.json)." })
  privacyPolicy(@Ctx() ctx: BffContext): Promise<LegalDocument> {
    return ctx.dataSources.siteConfig.privacy();
  }

  @Query(() => SystemConfig)
  systemConfig(@Ctx() ctx: BffContext): Promise<SystemConfig> {
    return ctx.dataSources.siteConfig.systemConfig();
  }

  @Query(() => Classification)
  classification(@Ctx() ctx: BffContext): Promise<Classification> {
    return ctx.dataSources.siteConfig.classification();
  }

  @Query(() => [CodeOption], { description: "The 47 prefectures (prefecture.json)." })
  prefectures(@Ctx() ctx: BffContext): Promise<CodeOption[]> {
    return ctx.dataSources.siteConfig.prefectures();
  }
}
