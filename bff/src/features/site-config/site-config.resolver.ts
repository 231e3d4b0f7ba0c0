import { forwardingResolver } from "../../lib/graphql/forwarding.js";
import { Banner, Classification, CodeOption, LegalDocument, SystemConfig } from "./site-config.type.js";

export const SiteConfigResolver = forwardingResolver(
  "siteConfig",
  ({ query }) => ({
    banners: query([Banner], {}, (siteConfig) => siteConfig.banners()),
    terms: query(LegalDocument, {}, (siteConfig) => siteConfig.terms()),
    privacyPolicy: query(LegalDocument, {}, (siteConfig) => siteConfig.privacy()),
    systemConfig: query(SystemConfig, {}, (siteConfig) => siteConfig.systemConfig()),
    classification: query(Classification, {}, (siteConfig) => siteConfig.classification()),
    prefectures: query([CodeOption], {}, (siteConfig) => siteConfig.prefectures()),
  }),
  {
    banners: "The site banners (banner.json).",
    terms: "The terms of use (terms.json).",
    privacyPolicy: "The privacy policy (privacy.json).",
    prefectures: "The 47 prefectures (prefecture.json).",
  },
);
