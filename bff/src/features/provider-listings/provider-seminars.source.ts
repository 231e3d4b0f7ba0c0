import {
  createSeminarDraft,
  getEditableSeminar,
  getSeminarChange,
  listOwnSeminars,
  listSeminarEnrollments,
  saveSeminarDraft,
  submitSeminarChange,
  updateSeminarChange,
  withdrawSeminarChange,
} from "@iryo/domain/contracts/provider-seminars";
import { RestSource } from "../../lib/rest-source.js";
import { PublishingChange } from "./provider-listings.type.js";
import {
  EditableSeminar,
  OwnSeminar,
  type OwnSeminars,
  SeminarEnrollment,
  type SeminarEnrollments,
  type SeminarInput,
} from "./provider-seminars.type.js";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The REST body of a seminar typed into GraphQL. */
function seminarBody(input: SeminarInput) {
  return {
    title: input.title,
    description_html: input.descriptionHtml,
    meeting_type: input.meetingType,
    starts_at: input.startsAt.toISOString(),
    ends_at: input.endsAt.toISOString(),
    venue: input.venue,
    capacity: input.capacity,
    reception_starts_at: iso(input.receptionStartsAt),
    reception_ends_at: iso(input.receptionEndsAt),
    reminder_at: iso(input.reminderAt),
    delivery_url: input.deliveryUrl,
    archive_url: input.archiveUrl,
    archive_ends_at: iso(input.archiveEndsAt),
    tags: input.tags,
    // An id typed into GraphQL; the api refuses anything that is not a row id.
    service_ids: input.serviceIds.map(Number),
  };
}

/** /v1 calls of the seminars in the workflow (ADR 162); the api checks organisation, role and rules. */
export class ProviderSeminarsSource extends RestSource {
  async list(): Promise<OwnSeminars> {
    const answer = await this.call(listOwnSeminars, {});
    return {
      seminars: answer.seminars.map((s) => OwnSeminar.from(s)),
      services: answer.services.map((s) => ({ id: String(s.id), name: s.name })),
    };
  }

  async editable(seminarId: string): Promise<EditableSeminar> {
    return EditableSeminar.from(await this.call(getEditableSeminar, { params: { id: seminarId } }));
  }

  async editableChange(changeId: string): Promise<EditableSeminar> {
    return EditableSeminar.from(await this.call(getSeminarChange, { params: { id: changeId } }));
  }

  async create(input: SeminarInput): Promise<PublishingChange> {
    return PublishingChange.from(await this.call(createSeminarDraft, { body: seminarBody(input) }));
  }

  async saveDraft(seminarId: string, input: SeminarInput): Promise<PublishingChange> {
    return PublishingChange.from(
      await this.call(saveSeminarDraft, { params: { id: seminarId }, body: seminarBody(input) }),
    );
  }

  async updateChange(changeId: string, input: SeminarInput): Promise<PublishingChange> {
    return PublishingChange.from(
      await this.call(updateSeminarChange, { params: { id: changeId }, body: seminarBody(input) }),
    );
  }

  async submit(changeId: string): Promise<PublishingChange> {
    return PublishingChange.from(await this.call(submitSeminarChange, { params: { id: changeId } }));
  }

  async withdraw(changeId: string): Promise<PublishingChange> {
    return PublishingChange.from(await this.call(withdrawSeminarChange, { params: { id: changeId } }));
  }

  async enrollments(seminarId: string): Promise<SeminarEnrollments> {
    const answer = await this.call(listSeminarEnrollments, { params: { id: seminarId } });
    return {
      seminarId: String(answer.seminar_id),
      title: answer.title,
      capacity: answer.capacity,
      enrolledCount: answer.enrolled_count,
      enrollments: answer.enrollments.map((e) => SeminarEnrollment.from(e)),
    };
  }
}
