// Site content edited in the operator console (issue 24 item 4, ADR 164): the documents served as
// GET /public/config/{name}.json, each kept as numbered versions; what an editor sends for each; the
// banners as the editor keeps them (order, period) and as banner.json shows them now.

import * as z from "zod/mini";
import { REQUEST_INVALID_CODE } from "./error-catalogue.js";

/** The documents an operator edits (classification and prefecture are computed from domain). */
export const SITE_CONTENT_NAMES = [
  "banner",
  "home_slide",
  "home_counseling",
  "privacy",
  "terms",
  "system_config",
] as const;
export type SiteContentName = (typeof SITE_CONTENT_NAMES)[number];

/** Japanese names of the documents, for the console and the audit log. */
export const SITE_CONTENT_LABELS: Readonly<Record<SiteContentName, string>> = {
  banner: "バナー",
  home_slide: "トップページのスライド",
  home_counseling: "トップページの相談案内",
  privacy: "プライバシーポリシー",
  terms: "利用規約",
  system_config: "システム設定",
};

const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, REQUEST_INVALID_CODE), z.maxLength(max, REQUEST_INVALID_CODE));
/** A link: a path of this site or an http(s) address. */
const link = z
  .string()
  .check(
    z.trim(),
    z.maxLength(500, REQUEST_INVALID_CODE),
    z.regex(/^(\/(?!\/)|https?:\/\/)\S*$/, REQUEST_INVALID_CODE),
  );
/** An ISO instant, or null for an open end. */
const instant = z.nullable(z.iso.datetime({ offset: true, error: REQUEST_INVALID_CODE }));
/** Where an uploaded or seeded banner picture is served. */
const picture = z
  .string()
  .check(
    z.maxLength(300, REQUEST_INVALID_CODE),
    z.regex(/^\/media\/[a-z]+\/[\w-]+\.(?:svg|png|jpg|webp)$/, REQUEST_INVALID_CODE),
  );

/** One banner as the editor keeps it: its pictures, link, and the period it shows (null: open). */
export const editableBannerSchema = z
  .object({
    alt: text(100),
    link,
    pc: picture,
    sp: picture,
    startsAt: instant,
    endsAt: instant,
  })
  .check(
    z.refine((b) => !b.startsAt || !b.endsAt || Date.parse(b.endsAt) > Date.parse(b.startsAt), {
      message: REQUEST_INVALID_CODE,
      path: ["endsAt"],
    }),
  );
export type EditableBanner = z.output<typeof editableBannerSchema>;

/** The banners in display order (the stored version of banner.json). */
export const editableBannerDocumentSchema = z.object({ banners: z.array(editableBannerSchema).check(z.maxLength(20)) });
export type EditableBannerDocument = z.output<typeof editableBannerDocumentSchema>;

const titledText = z.object({ title: text(100), text: text(400) });

const homeCounselingEditSchema = z.object({
  title: text(100),
  lead: text(400),
  points: z.array(titledText).check(z.maxLength(6)),
  cta: z.nullable(z.object({ label: text(60), link })),
});

/** The pictures of an image slide: the same sizes and upload as the banners (ADR 161, 174). */
const slideImageSchema = z.object({ alt: text(100), pc: picture, sp: picture });

/** An optional text (may be empty) of at most `max` characters. */
const optionalText = (max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, REQUEST_INVALID_CODE)), "");

/**
 * One home slide as the editor keeps it (ADR 174): an image slide (pictures and alt text; title, text and
 * link label optional) or a text slide (title and text required), an optional link, and its period.
 * Versions published before images existed parse with the defaults.
 */
const editableHomeSlideSchema = z
  .object({
    title: optionalText(60),
    text: optionalText(400),
    link: z._default(z.union([z.literal(""), link]), ""),
    linkLabel: optionalText(60),
    image: z._default(z.nullable(slideImageSchema), null),
    startsAt: z._default(instant, null),
    endsAt: z._default(instant, null),
  })
  .check(
    z.superRefine((s, ctx) => {
      const issue = (path: string) => ctx.addIssue({ code: "custom", message: REQUEST_INVALID_CODE, path: [path] });
      if (!s.image && s.title === "") issue("title");
      if (!s.image && s.text === "") issue("text");
      if (s.linkLabel !== "" && s.link === "") issue("link");
      if (!s.image && s.link !== "" && s.linkLabel === "") issue("linkLabel");
      if (s.startsAt && s.endsAt && Date.parse(s.endsAt) <= Date.parse(s.startsAt)) issue("endsAt");
    }),
  );

/** home_slide.json as stored: the section title and the slides in display order. */
export const editableHomeSlideDocumentSchema = z.object({
  title: text(100),
  slides: z.array(editableHomeSlideSchema).check(z.minLength(1), z.maxLength(8)),
});
export type EditableHomeSlideDocument = z.output<typeof editableHomeSlideDocumentSchema>;

const legalDocumentEditSchema = z.object({
  title: text(100),
  updatedOn: z.iso.date({ error: REQUEST_INVALID_CODE }),
  preamble: text(4000),
  sections: z
    .array(z.object({ heading: text(200), paragraphs: z.array(text(4000)).check(z.minLength(1), z.maxLength(50)) }))
    .check(z.minLength(1), z.maxLength(100)),
});

/** privacy.json (no version). */
const privacyEditSchema = legalDocumentEditSchema;
/** terms.json: the version is set by the api on publishing (the next one), never by the editor. */
const termsEditSchema = legalDocumentEditSchema;

/** system_config.json; `termsOfUseVersion` follows the published terms and is not edited here. */
const systemConfigEditSchema = z.object({
  providerContactEmail: z.email({ error: REQUEST_INVALID_CODE }),
  conciergeEmail: z.optional(z.email({ error: REQUEST_INVALID_CODE })),
  statusPopupConsideringDays: z.optional(z.number().check(z.int(), z.gte(1), z.lte(365))),
  socialLinks: z.optional(
    z
      .array(
        z.object({
          service: z.enum(["x", "facebook", "youtube"]),
          label: text(60),
          url: z.url({ protocol: /^https$/, error: REQUEST_INVALID_CODE }),
        }),
      )
      .check(z.maxLength(3)),
  ),
});

/** What an editor sends to publish a document: its name and its new content. */
export const siteContentEditSchema = z.discriminatedUnion("name", [
  z.object({ name: z.literal("banner"), document: editableBannerDocumentSchema }),
  z.object({ name: z.literal("home_slide"), document: editableHomeSlideDocumentSchema }),
  z.object({ name: z.literal("home_counseling"), document: homeCounselingEditSchema }),
  z.object({ name: z.literal("privacy"), document: privacyEditSchema }),
  z.object({ name: z.literal("terms"), document: termsEditSchema }),
  z.object({ name: z.literal("system_config"), document: systemConfigEditSchema }),
]);
export type SiteContentEdit = z.output<typeof siteContentEditSchema>;

/** Whether a banner shows at `now`: from its start (included) to its end (excluded). */
export function bannerShowsAt(banner: Pick<EditableBanner, "startsAt" | "endsAt">, now: Date): boolean {
  const t = now.getTime();
  if (banner.startsAt && Date.parse(banner.startsAt) > t) return false;
  return !(banner.endsAt && Date.parse(banner.endsAt) <= t);
}

/**
 * banner.json as the web reads it (the shape of `bannerDocumentSchema`): the banners showing at `now`,
 * in the editor's order, numbered by their place in the edited list (stable while the list is).
 */
export function publicBannerDocument(document: EditableBannerDocument, now: Date) {
  return {
    banners: document.banners
      .map((banner, index) => ({ banner, id: index + 1 }))
      .filter(({ banner }) => bannerShowsAt(banner, now))
      .map(({ banner, id }) => ({ id, alt: banner.alt, link: banner.link, src: { pc: banner.pc, sp: banner.sp } })),
  };
}

/**
 * home_slide.json as the web reads it (`homeSlideDocumentSchema`): the slides showing at `now`, in the
 * editor's order, with the text fields as before and `image` only on image slides (a text-only document
 * is served in the shape it always had).
 */
export function publicHomeSlideDocument(document: EditableHomeSlideDocument, now: Date) {
  return {
    title: document.title,
    slides: document.slides
      .filter((slide) => bannerShowsAt(slide, now))
      .map(({ title, text, link, linkLabel, image }) => ({
        title,
        text,
        link,
        linkLabel,
        ...(image ? { image: { alt: image.alt, src: { pc: image.pc, sp: image.sp } } } : {}),
      })),
  };
}

/** The terms version a new terms publication gets: one after the current one (1 when there is none). */
export function nextTermsVersion(current: number | null): number {
  return current === null ? 1 : current + 1;
}

/** Advertisement label styles (product §2.1): 1 red, 2 gray, 3 gradient, 4 black. */
export const AD_LABEL_STYLES = [
  { value: 1, label: "赤" },
  { value: 2, label: "グレー" },
  { value: 3, label: "グラデーション" },
  { value: 4, label: "黒" },
] as const;

/** An advertisement as an editor creates or changes it. */
export const advertisementEditSchema = z
  .object({
    title: text(100),
    description: z._default(z.string().check(z.trim(), z.maxLength(200, REQUEST_INVALID_CODE)), ""),
    sponsor_name: z._default(z.string().check(z.trim(), z.maxLength(100, REQUEST_INVALID_CODE)), ""),
    link_url: z.pipe(link, z.string().check(z.minLength(1, REQUEST_INVALID_CODE))),
    label_style: z.number().check(z.int(), z.gte(1, REQUEST_INVALID_CODE), z.lte(4, REQUEST_INVALID_CODE)),
    starts_at: z.iso.datetime({ offset: true, error: REQUEST_INVALID_CODE }),
    ends_at: instant,
    sort_order: z._default(z.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
  })
  .check(
    z.refine((a) => !a.ends_at || Date.parse(a.ends_at) > Date.parse(a.starts_at), {
      message: REQUEST_INVALID_CODE,
      path: ["ends_at"],
    }),
  );
export type AdvertisementEdit = z.output<typeof advertisementEditSchema>;
