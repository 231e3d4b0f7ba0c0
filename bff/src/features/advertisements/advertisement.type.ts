import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "A recorded advertisement click and where it leads." })
export class AdvertisementClick {
  @Field(() => String)
  linkUrl!: string;
}

@ObjectType({ description: "A paid advertisement. Always shown labelled as advertising (ステマ規制)." })
export class Advertisement {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String, { description: "Who paid for the advertisement." })
  sponsorName!: string;

  @Field(() => String)
  linkUrl!: string;

  @Field(() => Int, { description: "Label style: 1 red, 2 gray, 3 gradient, 4 black." })
  labelStyle!: number;

  @Field(() => String, { description: "The label colour of the style: red, gray, gradient or black." })
  labelColor!: string;

  @Field(() => String, { nullable: true })
  imagePath!: string | null;
}
