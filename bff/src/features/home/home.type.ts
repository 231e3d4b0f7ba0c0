import { Field, ObjectType } from "type-graphql";
import { Advertisement } from "../advertisements/advertisement.type.js";
import { Content } from "../contents/content.type.js";
import { Seminar } from "../seminars/seminar.type.js";
import { Banner, HomeCounseling, HomeSlide } from "../site-config/site-config.type.js";

@ObjectType({ description: "The home page's media: ads, articles, seminars, banners, counseling and slides." })
export class Home {
  @Field(() => [Advertisement])
  advertisements!: Advertisement[];

  @Field(() => [Content])
  contents!: Content[];

  @Field(() => [Seminar])
  seminars!: Seminar[];

  @Field(() => [Banner])
  banners!: Banner[];

  @Field(() => HomeCounseling)
  counseling!: HomeCounseling;

  @Field(() => HomeSlide)
  slide!: HomeSlide;
}
