import { restSeminarDetailSchema, restSeminarSchema } from "@iryo/domain/contracts/seminars";
import { ObjectType } from "type-graphql";
import { contractType, listOf, provided } from "../../lib/graphql/contract-type.js";
import { Paginated } from "../../lib/graphql/paginated.js";
import { RelatedService } from "../../lib/mapping/media.js";
import { seminarLabelFields } from "../../lib/mapping/rest-labels.js";

/** The fields a seminar shows in a list and on its page alike. */
const seminarFields = {
  meeting_type: { description: "1 offline, 2 online." },
  reception_status: { description: "1 before publication … 5 finished (product §4.2)." },
  venue: { description: "The venue of an offline seminar." },
} as const;

export const Seminar = contractType("Seminar", restSeminarSchema, {
  description: "A seminar as lists show it.",
  id: "seminar_id",
  fields: seminarFields,
  extra: seminarLabelFields,
});
export type Seminar = InstanceType<typeof Seminar>;

export const SeminarDetail = contractType("SeminarDetail", restSeminarDetailSchema, {
  description: "A seminar with its description (sanitised editor HTML) and related services.",
  id: "seminar_id",
  fields: {
    ...seminarFields,
    description_html: false,
    organizer_id: false,
    updated_at: false,
    meeting_url: { description: "How an online seminar is joined." },
    services: listOf(RelatedService, { name: "relatedServices" }),
  },
  extra: seminarLabelFields,
  provided: { descriptionHtml: provided<string>({ type: () => String }) },
});
export type SeminarDetail = InstanceType<typeof SeminarDetail>;

@ObjectType({ description: "One page of seminars." })
export class SeminarPage extends Paginated(Seminar) {}
