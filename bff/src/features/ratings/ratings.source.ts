import { bedType, departmentType, evaluatorRole, medicalInstitutionType, usageType } from "@iryo/domain/classification";
import { PAGE_SIZES } from "@iryo/domain/constants";
import { pageCount } from "@iryo/domain/pagination";
import DataLoader from "dataloader";
import { RestSource, type RestSourceOptions } from "../../lib/rest-source.js";
import type { ServiceSummary } from "../categories/category.type.js";
import type { Rating, RatingPage, RatingSummary, ServiceListPage } from "./rating.type.js";

export interface RestRatingInfo {
  service_id: number;
  rating_count: number;
  overall_average: number | null;
  overall_count: number;
  criteria: { key: string; label: string; average: number | null; count: number }[];
  distribution: { score: number; count: number }[];
}

interface RestRating {
  rating_id: number;
  service_id: number;
  service_name?: string;
  scores: {
    price_appropriateness: number | null;
    introduction_effect: number | null;
    ease_of_use: number | null;
    support_system: number | null;
    ease_of_introduction: number | null;
  };
  overall_score: number | null;
  good_point: string | null;
  improvement_point: string | null;
  role: number;
  usage_status: number;
  facility_corporate_type: number;
  bed_count: number;
  department: number;
  helpful_count: number;
  created_at: string;
}

interface RestRatingPage {
  service_name?: string;
  ratings: RestRating[];
  texts_visible: boolean;
  total_count: number;
  page_size: number;
  page_number: number;
}

export interface RestServiceRow {
  service_id: number;
  service_name: string;
  summary: string;
  logo_image_filepath: string | null;
  updated_at: string;
  provider_id: number;
  provider_name: string;
}

export function toServiceSummary(s: RestServiceRow): ServiceSummary {
  return {
    id: String(s.service_id),
    name: s.service_name,
    summary: s.summary,
    logoImagePath: s.logo_image_filepath,
    updatedAt: new Date(s.updated_at),
    provider: { id: String(s.provider_id), name: s.provider_name },
  };
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
    scores: {
      priceAppropriateness: r.scores.price_appropriateness,
      introductionEffect: r.scores.introduction_effect,
      easeOfUse: r.scores.ease_of_use,
      supportSystem: r.scores.support_system,
      easeOfIntroduction: r.scores.ease_of_introduction,
    },
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

function toRatingPage(body: RestRatingPage): RatingPage {
  return {
    serviceName: body.service_name ?? null,
    items: body.ratings.map(toRating),
    textsVisible: body.texts_visible,
    totalCount: body.total_count,
    pageSize: body.page_size,
    pageNumber: body.page_number,
    pageCount: pageCount(body.total_count, body.page_size),
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
      valid.length === 0
        ? { rating_infos: [] }
        : await this.get<{ rating_infos: RestRatingInfo[] }>("/services/rating-info", { ids: valid.join(",") });
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
    const body = await this.get<RestRatingInfo>(`/services/${encodeURIComponent(serviceId)}/rating-info`);
    const summary = toRatingSummary(body);
    this.summaries.prime(serviceId, summary);
    return summary;
  }

  async ratingsOf(serviceId: string, sort?: string, pageSize?: number, pageNumber?: number): Promise<RatingPage> {
    const body = await this.get<RestRatingPage>(`/services/${encodeURIComponent(serviceId)}/ratings`, {
      sort,
      page_size: pageSize,
      page_number: pageNumber,
    });
    return toRatingPage(body);
  }

  async recent(pageSize?: number, pageNumber?: number): Promise<RatingPage> {
    return toRatingPage(
      await this.get<RestRatingPage>("/services/ratings", { page_size: pageSize, page_number: pageNumber }),
    );
  }

  async reviewList(sort?: string, pageSize?: number, pageNumber?: number): Promise<ServiceListPage> {
    const body = await this.get<{
      services: (RestServiceRow & { rating_info: RestRatingInfo })[];
      total_count: number;
      page_size: number;
      page_number: number;
    }>("/services/review-list", { sort, page_size: pageSize, page_number: pageNumber });
    for (const s of body.services) this.prime(s.rating_info);
    return {
      items: body.services.map(toServiceSummary),
      totalCount: body.total_count,
      pageSize: body.page_size,
      pageNumber: body.page_number,
      pageCount: pageCount(body.total_count, body.page_size),
    };
  }
}
