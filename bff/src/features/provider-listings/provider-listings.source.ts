import {
  approveChange,
  getEditableService,
  getOperatorChange,
  listOperatorChanges,
  listOwnChanges,
  listOwnServices,
  rejectChange,
  saveServiceDraft,
  submitServiceDraft,
  withdrawServiceDraft,
} from "@iryo/domain/contracts/provider-listings";
import { RestSource } from "../../lib/rest-source.js";
import {
  ChangePage,
  EditableService,
  OperatorChange,
  OwnService,
  PublishingChange,
  type ServiceListingInput,
} from "./provider-listings.type.js";

/** An id typed into GraphQL as an ID; the api refuses anything that is not a row id. */
const ids = (values: readonly string[]) => values.map(Number);

/** The REST body of a listing typed into GraphQL. */
function listingBody(input: ServiceListingInput) {
  return {
    name: input.name,
    summary: input.summary,
    description: input.description,
    installation_count: input.installationCount,
    price: input.price,
    initial_cost: input.initialCost,
    has_free_trial: input.hasFreeTrial,
    has_free_plan: input.hasFreePlan,
    service_url: input.serviceUrl,
    rate_plan: input.ratePlan,
    target_bed_count: input.targetBedCount,
    institution_types: input.institutionTypes,
    faqs: input.faqs.map((f) => ({ question: f.question, answer: f.answer })),
    video_url: input.videoUrl,
    category_ids: ids(input.categoryIds),
    issue_ids: ids(input.issueIds),
    department_ids: ids(input.departmentIds),
    related_content_ids: ids(input.relatedContentIds),
    related_seminar_ids: ids(input.relatedSeminarIds),
    logo: input.logo,
    listing_starts_on: input.listingStartsOn,
    listing_ends_on: input.listingEndsOn,
  };
}

/** /v1 calls of the listings and the publishing workflow; the api checks the caller, role and rules. */
export class ProviderListingsSource extends RestSource {
  async ownServices(): Promise<OwnService[]> {
    return (await this.call(listOwnServices)).services.map((s) => OwnService.from(s));
  }

  async editable(id: string): Promise<EditableService> {
    return EditableService.from(await this.call(getEditableService, { params: { id } }));
  }

  async ownChanges(page: number): Promise<ChangePage> {
    return ChangePage.from(await this.call(listOwnChanges, { query: { page: String(page) } }));
  }

  async saveDraft(id: string, input: ServiceListingInput): Promise<PublishingChange> {
    return PublishingChange.from(await this.call(saveServiceDraft, { params: { id }, body: listingBody(input) }));
  }

  async submit(id: string): Promise<PublishingChange> {
    return PublishingChange.from(await this.call(submitServiceDraft, { params: { id } }));
  }

  async withdraw(id: string): Promise<PublishingChange> {
    return PublishingChange.from(await this.call(withdrawServiceDraft, { params: { id } }));
  }

  async operatorChanges(state: string | undefined, page: number): Promise<ChangePage> {
    const query = { page: String(page), ...(state ? { state } : {}) };
    return ChangePage.from(await this.call(listOperatorChanges, { query }));
  }

  async operatorChange(id: string): Promise<OperatorChange> {
    return OperatorChange.from(await this.call(getOperatorChange, { params: { id } }));
  }

  async approve(id: string, publishAt: Date | undefined): Promise<PublishingChange> {
    const body = publishAt ? { publish_at: publishAt.toISOString() } : {};
    return PublishingChange.from(await this.call(approveChange, { params: { id }, body }));
  }

  async reject(id: string, reason: string): Promise<PublishingChange> {
    return PublishingChange.from(await this.call(rejectChange, { params: { id }, body: { reason } }));
  }
}
