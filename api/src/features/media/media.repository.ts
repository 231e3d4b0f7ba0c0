import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

/** A picture's title and caption, by the kind of row it is drawn for. */
export type PictureKind = "seminars" | "contents" | "advertisements";

export function createMediaRepository(db: Kysely<Database>) {
  return {
    bannerTitle(id: number) {
      return db.selectFrom("banners").select("title").where("id", "=", id).executeTakeFirst();
    },

    /** The stored logo (a data URL) and its file name, which carries the version (ADR 092). */
    serviceLogo(serviceId: number) {
      return db
        .selectFrom("services")
        .select(["logo_image_filepath", "logo_file"])
        .where("id", "=", serviceId)
        .executeTakeFirst();
    },

    /** The title of the row and the name shown under it (sponsor, organizer or author). */
    picture(kind: PictureKind, id: number) {
      switch (kind) {
        case "advertisements":
          return db
            .selectFrom("advertisements")
            .select(["title", "sponsor_name as caption"])
            .where("id", "=", id)
            .executeTakeFirst();
        case "seminars":
          return db
            .selectFrom("seminars")
            .select(["title", "organizer_name as caption"])
            .where("id", "=", id)
            .executeTakeFirst();
        case "contents":
          return db
            .selectFrom("contents")
            .select(["title", "author_name as caption"])
            .where("id", "=", id)
            .executeTakeFirst();
      }
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
