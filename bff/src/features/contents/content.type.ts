import { DateTimeISOResolver } from "graphql-scalars";
import { Field, ID, ObjectType } from "type-graphql";
import { Paginated } from "../../lib/graphql/paginated.js";
import { RelatedService } from "../seminars/seminar.type.js";

@ObjectType({ description: "An article as lists show it." })
export class Content {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  summary!: string;

  @Field(() => String)
  authorName!: string;

  @Field(() => [String])
  tags!: string[];

  @Field(() => String, { nullable: true })
  thumbnailPath!: string | null;

  @Field(() => DateTimeISOResolver)
  publishedAt!: Date;
}

@ObjectType({ description: "An article with its body, sanitised and cut to what the viewer may read." })
export class ContentDetail extends Content {
  @Field(() => String, {
    description:
      "Sanitised editor HTML: after-login blocks removed for visitors (before-login ones for members), video links with players.",
  })
  bodyHtml!: string;

  @Field(() => Boolean, { description: "Whether the article has a part only members can read." })
  hasMembersOnlyPart!: boolean;

  @Field(() => Boolean, { description: "Whether the body was cut for a visitor." })
  viewerIsMember!: boolean;

  @Field(() => [RelatedService])
  relatedServices!: RelatedService[];
}

@ObjectType({ description: "One page of articles." })
export class ContentPage extends Paginated(Content) {}
