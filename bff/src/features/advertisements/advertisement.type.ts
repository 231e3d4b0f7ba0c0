import { Field, ObjectType } from "type-graphql";

@ObjectType({ description: "A recorded advertisement click and where it leads." })
export class AdvertisementClick {
  @Field(() => String)
  linkUrl!: string;
}
