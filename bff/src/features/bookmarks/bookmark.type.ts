import { DateTimeISOResolver } from "graphql-scalars";
import { Field, ID, Int, ObjectType } from "type-graphql";
import { Paginated } from "../../lib/graphql/paginated.js";
@ObjectType({ description: "The provider of a bookmarked service." })
export class BookmarkedServiceProvider {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;
}

@ObjectType({ description: "A bookmarked service, as the bookmark list shows it." })
export class BookmarkedService {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  summary!: string;

  @Field(() => String, { nullable: true, description: "The logo; null when there is none." })
  logoImagePath!: string | null;

  @Field(() => DateTimeISOResolver)
  updatedAt!: Date;

  @Field(() => BookmarkedServiceProvider)
  provider!: BookmarkedServiceProvider;
}

@ObjectType({ description: "A service the member bookmarked." })
export class Bookmark {
  @Field(() => BookmarkedService)
  service!: BookmarkedService;

  @Field(() => DateTimeISOResolver)
  bookmarkedAt!: Date;
}

@ObjectType({ description: "One page of the member's bookmarks, newest first." })
export class BookmarkPage extends Paginated(Bookmark) {}

@ObjectType({ description: "Whether a service is bookmarked after an add or a remove, and how many the member has." })
export class BookmarkState {
  @Field(() => ID)
  serviceId!: string;

  @Field(() => Boolean)
  bookmarked!: boolean;

  @Field(() => Int)
  bookmarkCount!: number;
}
