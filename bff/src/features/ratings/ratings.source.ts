import { bedType, departmentType, evaluatorRole, medicalInstitutionType, usageType } from "@iryo/domain/classification";
import { PAGE_SIZES } from "@iryo/domain/constants";
import {
  homeHighlights,
  ratingInfos,
  type restRatingSchema,
  reviewList,
  serviceRatingInfo,
  serviceRatings,
} from "@iryo/domain/contracts/ratings";
import type { RestRatingInfo } from "@iryo/domain/contracts/shared";
import type { ReviewSort, ServiceSort } from "@iryo/domain/sort-options";
import DataLoader from "dataloader";
import type { z } from "zod";
import { toServiceListItem } from "../../lib/catalog/service-list-item.js";
import { type PageArgs, pageMetaOf, pageQuery } from "../../lib/graphql/paginated.js";
import { toRatingScores } from "../../lib/mapping/rest-labels.js";
import { RestSource, type RestSourceOptions } from "../../lib/rest-source.js";
import type {
  HomeHighlight,
  HomeHighlights,
  Rating,
  RatingPage,
  RatingSummary,
  ServiceListPage,
} from "./rating.type.js";

type RestRating = z.output<typeof restRatingSchema> & { service_name?: string };

interface RatingPageBody {
  service_name?: string;
  ratings: RestRating[];
  texts_visible: boolean;
  total_count: number;
  page_size: number;
  page_number: number;
}

export function toRatingSummary(r: RestRatingInfo): RatingSummary {
  return {
    serviceId: String(r.service_id),
    ratingCount: r.rating_count,
    overallAverage: r.overall_average,
    overallCount: r.overall_count,
    criteria: r.criteria.map((c) => ({ key: c.key, label: c.label, average: c.average, count: c.count })),
    distribution: r.distribution.map((d) => ({ score: d.score, count: d.count })),
  };
}

/** Labels of codes the domain may not know (data written under an older enumeration): the code itself. */
function labelOf(enumeration: { isCode(v: unknown): boolean; label(code: never): string }, code: number): string {
  return enumeration.isCode(code) ? enumeration.label(code as never) : String(code);
}

function toRating(r: RestRating): Rating {
  return {
    id: String(r.rating_id),
    serviceId: String(r.service_id),
    serviceName: r.service_name ?? null,
    scores: toRatingScores(r.scores),
    overallScore: r.overall_score,
    goodPoint: r.good_point,
    improvementPoint: r.improvement_point,
    roleLabel: labelOf(evaluatorRole, r.role),
    usageStatusLabel: labelOf(usageType, r.usage_status),
    facilityTypeLabel: labelOf(medicalInstitutionType, r.facility_corporate_type),
    bedCountLabel: labelOf(bedType, r.bed_count),
    departmentLabel: labelOf(departmentType, r.department),
    helpfulCount: r.helpful_count,
    createdAt: new Date(r.created_at),
  };
}

function toRatingPage(body: RatingPageBody): RatingPage {
  return {
    serviceName: body.service_name ?? null,
    items: body.ratings.map(toRating),
    textsVisible: body.texts_visible,
    ...pageMetaOf(body),
  };
}

/** The largest page size: one batch call serves a whole page of services. */
const BATCH_MAX = PAGE_SIZES[PAGE_SIZES.length - 1] as number;

/** /v1 calls of the ratings feature; rating summaries of many services go in one batched call. */
export class RatingsSource extends RestSource {
  private readonly summaries: DataLoader<string, RatingSummary>;

  constructor(options: RestSourceOptions) {
    super(options);
    this.summaries = new DataLoader<string, RatingSummary>((ids) => this.loadSummaries(ids), {
      maxBatchSize: BATCH_MAX,
    });
  }

  private async loadSummaries(ids: readonly string[]): Promise<(RatingSummary | Error)[]> {
    const valid = ids.filter((id) => /^[1-9][0-9]{0,9}$/.test(id));
    const body =
      valid.length === 0 ? { rating_infos: [] } : await this.call(ratingInfos, { query: { ids: valid.join(",") } });
    const byId = new Map(body.rating_infos.map((r) => [String(r.service_id), toRatingSummary(r)]));
    return ids.map((id) => byId.get(id) ?? new Error(`no service ${id}`));
  }

  /** Remembers a summary that came with another answer (review list, search) for this request. */
  prime(info: RestRatingInfo): void {
    this.summaries.prime(String(info.service_id), toRatingSummary(info));
  }

  /** A service's summary, batched with every other summary asked for in the same tick. */
  summaryOf(serviceId: string): Promise<RatingSummary> {
    return this.summaries.load(serviceId);
  }

  async summary(serviceId: string): Promise<RatingSummary> {
    const body = await this.call(serviceRatingInfo, { params: { id: serviceId } });
    const summary = toRatingSummary(body);
    this.summaries.prime(serviceId, summary);
    return summary;
  }

  async ratingsOf(serviceId: string, page: PageArgs & { sort?: ReviewSort | null | undefined }): Promise<RatingPage> {
    const body = await this.call(serviceRatings, {
      params: { id: serviceId },
      query: pageQuery(page),
    });
    return toRatingPage(body);
  }

  /** The home page's rated lists in one call (review excerpts only when the session is a member's). */
  async homeHighlights(): Promise<HomeHighlights> {
    const body = await this.call(homeHighlights);
    const toHighlight = ({ review_excerpt, ...service }: (typeof body.top_rated)[number]): HomeHighlight => {
      this.prime(service.rating_info);
      return { service: toServiceListItem(service), reviewExcerpt: review_excerpt };
    };
    return {
      topRated: body.top_rated.map(toHighlight),
      mostReviewed: body.most_reviewed.map(toHighlight),
      excerptsVisible: body.excerpts_visible,
    };
  }

  async reviewList(page: PageArgs & { sort?: ServiceSort | null }): Promise<ServiceListPage> {
    const body = await this.call(reviewList, { query: pageQuery(page) });
    for (const s of body.services) this.prime(s.rating_info);
    return {
      items: body.services.map(toServiceListItem),
      ...pageMetaOf(body),
    };
  }
}
