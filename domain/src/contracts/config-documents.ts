// The configuration documents of GET /public/config/{name}.json (product §7), described once: the BFF's
// GraphQL types of the site configuration are derived from these shapes (ADR 098).

import { z } from "zod";

const int = () => z.number().int();

/** banner.json: the site banners with a picture per screen size. */
export const bannerDocumentSchema = z.object({
  banners: z.array(
    z.object({ id: int(), alt: z.string(), link: z.string(), src: z.object({ pc: z.string(), sp: z.string() }) }),
  ),
});

export const titledTextSchema = z.object({ title: z.string(), text: z.string() });
export const linkActionSchema = z.object({ label: z.string(), link: z.string() });

/** home_counseling.json: the counseling section of the home page. */
export const homeCounselingDocumentSchema = z.object({
  title: z.string(),
  lead: z.string(),
  points: z.array(titledTextSchema),
  cta: linkActionSchema.nullable().optional(),
});

/** home_slide.json: the slide section of the home page. */
export const homeSlideDocumentSchema = z.object({
  title: z.string(),
  slides: z.array(
    z.object({
      title: z.string(),
      text: z.string(),
      /** "" when the slide links nowhere. */
      link: z.string(),
      linkLabel: z.string(),
      /** An image slide's pictures (PC 1318×100, mobile 750×176) and alt text; absent on a text slide (ADR 174). */
      image: z.object({ alt: z.string(), src: z.object({ pc: z.string(), sp: z.string() }) }).optional(),
    }),
  ),
});

/** terms.json and privacy.json: a legal document in sections (only the terms carry a version). */
export const legalDocumentSchema = z.object({
  title: z.string(),
  version: int().optional(),
  updatedOn: z.string(),
  preamble: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
});

/** One of the portal's own social accounts, linked from the footer (product §2.5). */
export const socialLinkSchema = z.object({
  /** Which network: the footer's icon and accessible name follow it. */
  service: z.enum(["x", "facebook", "youtube"]),
  label: z.string(),
  url: z.url({ protocol: /^https$/ }),
});

/** system_config.json, as far as the site shows it (the version may be written as a string). */
export const systemConfigDocumentSchema = z.object({
  providerContactEmail: z.string(),
  termsOfUseVersion: z.union([int(), z.string()]),
  /** The footer's social links; an older document without them shows none. */
  socialLinks: z.array(socialLinkSchema).optional(),
});

/** One option of an enumeration: its code and Japanese label. */
export const codeOptionSchema = z.object({ value: int(), label: z.string() });

export type BannerDocument = z.input<typeof bannerDocumentSchema>;
export type HomeCounselingDocument = z.input<typeof homeCounselingDocumentSchema>;
export type HomeSlideDocument = z.input<typeof homeSlideDocumentSchema>;
export type LegalDocumentJson = z.input<typeof legalDocumentSchema>;
export type SystemConfigDocument = z.input<typeof systemConfigDocumentSchema>;
