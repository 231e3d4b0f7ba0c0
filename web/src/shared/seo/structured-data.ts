// schema.org structured data (JSON-LD) of the server-rendered public pages (ADR 168). Each builder takes
// the public origin (PUBLIC_WEB_URL) so that every URL in a block is absolute on it.

import { MEETING_TYPE } from "@iryo/domain/meeting-type";

const SCHEMA = "https://schema.org";
const SITE_NAME = "医療ITナビ";

/** One JSON-LD object (a block's top level has @context and @type). */
export type JsonLd = { readonly [key: string]: unknown };

/** A path or URL made absolute on `origin` (an absolute URL stays as it is). */
function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin).href;
}

/**
 * The text of a `<script type="application/ld+json">` element: JSON in which `<`, `>` and `&` (and the
 * line separators JavaScript once refused) are \u escapes, so no value can close the element or open a
 * comment, and JSON.parse reads the same object.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export interface BreadcrumbItem {
  readonly label: string;
  readonly to?: string | undefined;
}

/** BreadcrumbList of a page's crumbs (the home crumb included); the current page's crumb has no item. */
export function breadcrumbList(crumbs: readonly BreadcrumbItem[], origin: string): JsonLd {
  return {
    "@context": SCHEMA,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      ...(crumb.to !== undefined && index < crumbs.length - 1 ? { item: absoluteUrl(crumb.to, origin) } : {}),
    })),
  };
}

export interface ServiceForJsonLd {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly logoImagePath?: string | null | undefined;
  readonly hasFreePlan: boolean;
  readonly provider: { readonly name: string };
  readonly categories: readonly { readonly name: string }[];
  readonly ratingSummary: { readonly overallAverage?: number | null | undefined; readonly overallCount: number };
}

/**
 * SoftwareApplication of a service's detail page; its AggregateRating only when a published rating
 * gives the average (the rating summary counts published ratings only).
 */
export function serviceApplication(service: ServiceForJsonLd, origin: string): JsonLd {
  const { overallAverage, overallCount } = service.ratingSummary;
  const category = service.categories[0];
  return {
    "@context": SCHEMA,
    "@type": "SoftwareApplication",
    name: service.name,
    description: service.summary,
    url: absoluteUrl(`/services/detail/${service.id}`, origin),
    applicationCategory: "BusinessApplication",
    ...(category ? { applicationSubCategory: category.name } : {}),
    operatingSystem: "Web",
    ...(service.logoImagePath ? { image: absoluteUrl(service.logoImagePath, origin) } : {}),
    publisher: { "@type": "Organization", name: service.provider.name },
    ...(service.hasFreePlan ? { offers: { "@type": "Offer", price: 0, priceCurrency: "JPY" } } : {}),
    ...(overallAverage !== null && overallAverage !== undefined && overallCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: overallAverage,
            ratingCount: overallCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export interface SeminarForJsonLd {
  readonly id: string;
  readonly title: string;
  readonly meetingType: number;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly venue?: string | null | undefined;
  readonly meetingUrl?: string | null | undefined;
  readonly organizerName: string;
  readonly thumbnailPath?: string | null | undefined;
}

/**
 * The meeting field when it is a web address; providers also write a sentence there (「お申し込み後に
 * ご案内します」), which as a URL would be a path of this site that does not exist.
 */
function webAddressOf(text: string | null | undefined): string | undefined {
  if (!text || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
}

/** Event of a seminar: online (a VirtualLocation) or offline (its venue), with its dates and organizer. */
export function seminarEvent(seminar: SeminarForJsonLd, origin: string): JsonLd {
  const page = absoluteUrl(`/seminars/detail/${seminar.id}`, origin);
  const online = seminar.meetingType === MEETING_TYPE.ONLINE;
  return {
    "@context": SCHEMA,
    "@type": "Event",
    name: seminar.title,
    description: `${seminar.organizerName}主催のセミナーです。`,
    url: page,
    startDate: seminar.startsAt,
    endDate: seminar.endsAt,
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/${online ? "Online" : "Offline"}EventAttendanceMode`,
    location: online
      ? { "@type": "VirtualLocation", url: webAddressOf(seminar.meetingUrl) ?? page }
      : { "@type": "Place", name: seminar.venue ?? "", address: seminar.venue ?? "" },
    organizer: { "@type": "Organization", name: seminar.organizerName },
    ...(seminar.thumbnailPath ? { image: absoluteUrl(seminar.thumbnailPath, origin) } : {}),
  };
}

export interface ContentForJsonLd {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly authorName: string;
  readonly publishedAt: string;
  readonly thumbnailPath?: string | null | undefined;
}

/** Article of an article (content) page, published by the site. */
export function contentArticle(content: ContentForJsonLd, origin: string): JsonLd {
  const page = absoluteUrl(`/contents/detail/${content.id}`, origin);
  return {
    "@context": SCHEMA,
    "@type": "Article",
    headline: content.title,
    description: content.summary,
    url: page,
    mainEntityOfPage: page,
    datePublished: content.publishedAt,
    author: { "@type": "Person", name: content.authorName },
    publisher: { "@type": "Organization", name: SITE_NAME, url: absoluteUrl("/", origin) },
    ...(content.thumbnailPath ? { image: absoluteUrl(content.thumbnailPath, origin) } : {}),
  };
}
