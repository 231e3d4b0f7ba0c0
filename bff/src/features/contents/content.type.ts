import { restContentDetailSchema, restContentSchema } from "@iryo/domain/contracts/contents";
import { ObjectType } from "type-graphql";
import { contractType, listOf, provided } from "../../lib/graphql/contract-type.js";
import { Paginated } from "../../lib/graphql/paginated.js";
import { RelatedService } from "../../lib/mapping/media.js";

export const Content = contractType("Content", restContentSchema, {
  description: "An article as lists show it.",
  id: "content_id",
});
export type Content = InstanceType<typeof Content>;

export const ContentDetail = contractType("ContentDetail", restContentDetailSchema, {
  description: "An article with its body, sanitised and cut to what the viewer may read.",
  id: "content_id",
  fields: {
    body_html: false,
    updated_at: false,
    services: listOf(RelatedService, { name: "relatedServices" }),
  },
  extra: {
    hasMembersOnlyPart: {
      type: () => Boolean,
      description: "Whether the article has a part only members can read.",
      from: (c) => /data-visibility\s*=\s*["']?after-login/i.test(c.body_html),
    },
  },
  provided: {
    bodyHtml: provided<string>({
      type: () => String,
      description:
        "Sanitised editor HTML: after-login blocks removed for visitors (before-login ones for members), video links with players.",
    }),
    viewerIsMember: provided<boolean>({
      type: () => Boolean,
      description: "Whether the body was cut for a visitor.",
    }),
  },
});
export type ContentDetail = InstanceType<typeof ContentDetail>;

@ObjectType({ description: "One page of articles." })
export class ContentPage extends Paginated(Content) {}
