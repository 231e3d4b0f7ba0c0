import { restSearchSuggestionSchema } from "@iryo/domain/contracts/search";
import { Field, ID, ObjectType } from "type-graphql";
import { contractType } from "../../lib/graphql/contract-type.js";

export const SearchSuggestion = contractType("SearchSuggestion", restSearchSuggestionSchema, {
  description: "A service, category, issue, seminar or article offered while a keyword is typed (ADR 159, ADR 177).",
  fields: {
    kind: { description: "service, category, issue, seminar or article: which page the suggestion opens." },
    name: { description: "The service's, category's or issue's name, or the seminar's or article's title." },
  },
});
export type SearchSuggestion = InstanceType<typeof SearchSuggestion>;

@ObjectType({ description: "A category offered when a search finds nothing." })
export class RelatedCategory {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;
}

@ObjectType({ description: "What to offer when a service search finds nothing (ADR 159)." })
export class SearchHints {
  @Field(() => String, {
    nullable: true,
    description:
      "The keyword with unknown words replaced by the nearest known ones (もしかして); null when none is near.",
  })
  correctedKeyword!: string | null;

  @Field(() => [RelatedCategory], { description: "Up to 5 categories the keyword's words or pieces name." })
  relatedCategories!: RelatedCategory[];
}
