import { DateTimeISOResolver } from "graphql-scalars";
import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "A service on the member's consideration list (/review) and where it stands." })
export class ConsiderationItem {
  @Field(() => ID)
  serviceId!: string;

  @Field(() => String)
  serviceName!: string;

  @Field(() => String)
  providerName!: string;

  @Field(() => String, { nullable: true })
  logoImagePath!: string | null;

  @Field(() => Int, {
    description: "1 added, 2 material downloaded, 3 meeting applied, 4 under consideration, 5 decided.",
  })
  stage!: number;

  @Field(() => String)
  stageLabel!: string;

  @Field(() => Boolean)
  addedByMember!: boolean;

  @Field(() => DateTimeISOResolver, { nullable: true })
  materialDownloadedAt!: Date | null;

  @Field(() => ID, { nullable: true })
  negotiationId!: string | null;

  @Field(() => DateTimeISOResolver)
  lastActivityAt!: Date;
}
