import { DateTimeISOResolver } from "graphql-scalars";
import { Field, ID, Int, ObjectType } from "type-graphql";
import { ServiceBasics } from "../../lib/catalog/service-list-item.js";
import { Named } from "../../lib/graphql/named.js";
import { Paginated } from "../../lib/graphql/paginated.js";

@ObjectType({ description: "The provider of a bookmarked service." })
export class BookmarkedServiceProvider extends Named {}

@ObjectType({ description: "A bookmarked service, as the bookmark list shows it." })
export class BookmarkedService extends ServiceBasics {
  @Field(() => String, { nullable: true, description: "The logo; null when there is none." })
  logoImagePath!: string | null;

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
