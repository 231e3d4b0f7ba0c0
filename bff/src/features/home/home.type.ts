import { objectType } from "../../lib/graphql/field-table.js";
import { Advertisement } from "../advertisements/advertisement.type.js";
import { Content } from "../contents/content.type.js";
import { Seminar } from "../seminars/seminar.type.js";
import { Banner, HomeCounseling, HomeSlide } from "../site-config/site-config.type.js";

export const Home = objectType(
  "Home",
  "The home page's media: ads, articles, seminars, banners, counseling and slides.",
  {
    advertisements: [Advertisement],
    contents: [Content],
    seminars: [Seminar],
    banners: [Banner],
    counseling: HomeCounseling,
    slide: HomeSlide,
  },
);
export type Home = InstanceType<typeof Home>;
