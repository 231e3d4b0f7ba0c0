import { PAGE_SIZES } from "@iryo/domain/constants";
import {
  homeHighlights,
  markRatingHelpful,
  ratingInfos,
  type restRatingSchema,
  reviewList,
  serviceRatingInfo,
  serviceRatings,
  similarFacilityRatings,
  unmarkRatingHelpful,
} from "@iryo/domain/contracts/ratings";
import type { RestRatingInfo } from "@iryo/domain/contracts/shared";
import type { SimilarFacilityFilter } from "@iryo/domain/similar-facility";
import type { ReviewSort, ServiceSort } from "@iryo/domain/sort-options";
import DataLoader from "dataloader";
import type { z } from "zod";
import { toServiceListItem } from "../../lib/catalog/service-list-item.js";
import { type PageArgs, pageMetaOf, pageOf, pageQuery } from "../../lib/graphql/paginated.js";
import { RestSource, type RestSourceOptions } from "../../lib/rest-source.js";
import {
  HelpfulVote,
  type HomeHighlight,
  type HomeHighlights,
  Rating,
  RatingGroupFigure,
  type RatingPage,
  RatingSummary,
  type ServiceListPage,
  SimilarFacilityRatings,
} from "./rating.type.js";

type RestRating = z.output<typeof restRatingSchema> & {
  service_name?: string;
  viewer_marked_helpful?: boolean;
  viewer_is_author?: boolean;
};

interface RatingPageBody {
  service_name?: string;
  figure?: z.output<typeof serviceRatings.response.shape.figure>;
  ratings: RestRating[];
  texts_visible: boolean;
  total_count: number;
  page_size: number;
  page_number: number;
}

function toRatingPage(body: RatingPageBody): RatingPage {
  return {
    serviceName: body.service_name ?? null,
    items: body.ratings.map((r) => Rating.from(r)),
    figure: body.figure ? RatingGroupFigure.from(body.figure) : null,
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
    const byId = new Map(body.rating_infos.map((r) => [String(r.service_id), RatingSummary.from(r)]));
    return ids.map((id) => byId.get(id) ?? new Error(`no service ${id}`));
  }

  /** Remembers a summary that came with another answer (review list, search) for this request. */
  prime(info: RestRatingInfo): void {
    this.summaries.prime(String(info.service_id), RatingSummary.from(info));
  }

  /** A service's summary, batched with every other summary asked for in the same tick. */
  summaryOf(serviceId: string): Promise<RatingSummary> {
    return this.summaries.load(serviceId);
  }

  async summary(serviceId: string): Promise<RatingSummary> {
    const body = await this.call(serviceRatingInfo, { params: { id: serviceId } });
    const summary = RatingSummary.from(body);
    this.summaries.prime(serviceId, summary);
    return summary;
  }

  async ratingsOf(
    serviceId: string,
    page: PageArgs & { sort?: ReviewSort | null | undefined },
    filter: SimilarFacilityFilter = {},
  ): Promise<RatingPage> {
    const body = await this.call(serviceRatings, {
      params: { id: serviceId },
      query: { ...pageQuery(page), ...filter },
    });
    return toRatingPage(body);
  }

  /** A service's ratings grouped by each reviewer attribute (ADR 167). */
  async similarFacilities(serviceId: string): Promise<SimilarFacilityRatings> {
    return SimilarFacilityRatings.from(await this.call(similarFacilityRatings, { params: { id: serviceId } }));
  }

  /** 「参考になった」 on or off for the signed-in member (idempotent both ways). */
  async setHelpful(ratingId: string, marked: boolean): Promise<HelpfulVote> {
    const endpoint = marked ? markRatingHelpful : unmarkRatingHelpful;
    return HelpfulVote.from(await this.call(endpoint, { params: { id: ratingId } }));
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
    return pageOf(body, body.services, toServiceListItem);
  }
}
