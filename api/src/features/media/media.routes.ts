import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { type Request, type Response, Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { parseId } from "../../lib/http.js";
import { sendCached } from "../../lib/send-cached.js";
import { BANNER_SIZES, PICTURE_SIZES, pictureSvg } from "./media-image.js";

const SITE_CAPTION = "医療ITナビ";

const MEDIA_MAX_AGE_S = 86_400;

/**
 * The pictures of seminars, articles, advertisements and banners, drawn on request from the row's
 * title (no image hosting and no hot-linking). Paths: /media/{kind}/{id}.svg, /media/banners/{id}-{pc|sp}.svg.
 */
export function mediaRoutes(db: Kysely<Database>): Router {
  const router = Router();
  const send = (req: Request, res: Response, svg: string) => {
    res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    sendCached(req, res, svg, "image/svg+xml", MEDIA_MAX_AGE_S);
  };

  router.get("/media/banners/:file", async (req, res) => {
    const match = /^(\d+)-(pc|sp)\.svg$/.exec(req.params.file);
    if (!match) throw new AppError(NOT_FOUND_CODE);
    const id = parseId(match[1]);
    const row = await db.selectFrom("banners").select("title").where("id", "=", id).executeTakeFirst();
    if (!row) throw new AppError(NOT_FOUND_CODE);
    send(req, res, pictureSvg(id, row.title, SITE_CAPTION, BANNER_SIZES[match[2] as "pc" | "sp"]));
  });

  router.get("/media/:kind/:file", async (req, res) => {
    const kind = req.params.kind;
    const match = /^(\d+)\.svg$/.exec(req.params.file);
    if (!match || (kind !== "seminars" && kind !== "contents" && kind !== "advertisements")) {
      throw new AppError(NOT_FOUND_CODE);
    }
    const id = parseId(match[1]);
    const row =
      kind === "advertisements"
        ? await db
            .selectFrom("advertisements")
            .select(["title", "sponsor_name as caption"])
            .where("id", "=", id)
            .executeTakeFirst()
        : kind === "seminars"
          ? await db
              .selectFrom("seminars")
              .select(["title", "organizer_name as caption"])
              .where("id", "=", id)
              .executeTakeFirst()
          : await db
              .selectFrom("contents")
              .select(["title", "author_name as caption"])
              .where("id", "=", id)
              .executeTakeFirst();
    if (!row) throw new AppError(NOT_FOUND_CODE);
    send(req, res, pictureSvg(id, row.title, row.caption || SITE_CAPTION, PICTURE_SIZES[kind]));
  });
  return router;
}
