import { DateTimeISOResolver } from "graphql-scalars";
import { Field, ID, Int, ObjectType } from "type-graphql";
import { Named } from "../../lib/graphql/named.js";
import { Paginated } from "../../lib/graphql/paginated.js";

@ObjectType({ description: "A tag of seminars or articles, with how many carry it." })
export class MediaTag {
  @Field(() => String)
  name!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: "A service a seminar or an article is about." })
export class RelatedService extends Named {}

@ObjectType({ description: "A seminar as lists show it." })
export class Seminar {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Int, { description: "1 offline, 2 online." })
  meetingType!: number;

  @Field(() => String, { description: "対面 / オンライン." })
  meetingTypeLabel!: string;

  @Field(() => Int, { description: "1 before publication … 5 finished (SPEC §4.2)." })
  receptionStatus!: number;

  @Field(() => String)
  receptionStatusLabel!: string;

  @Field(() => String, { nullable: true, description: "red, gray, gradient or black; null: no label (status 1)." })
  receptionStatusColor!: string | null;

  @Field(() => DateTimeISOResolver)
  startsAt!: Date;

  @Field(() => DateTimeISOResolver)
  endsAt!: Date;

  @Field(() => Int, { nullable: true })
  capacity!: number | null;

  @Field(() => String, { nullable: true, description: "The venue of an offline seminar." })
  venue!: string | null;

  @Field(() => String)
  organizerName!: string;

  @Field(() => [String])
  tags!: string[];

  @Field(() => String, { nullable: true })
  thumbnailPath!: string | null;
}

@ObjectType({ description: "A seminar with its description (sanitised editor HTML) and related services." })
export class SeminarDetail extends Seminar {
  @Field(() => String)
  descriptionHtml!: string;

  @Field(() => String, { nullable: true, description: "How an online seminar is joined." })
  meetingUrl!: string | null;

  @Field(() => [RelatedService])
  relatedServices!: RelatedService[];
}

@ObjectType({ description: "One page of seminars." })
export class SeminarPage extends Paginated(Seminar) {}
