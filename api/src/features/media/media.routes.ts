import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { parseServiceLogoFile, SERVICE_LOGO_MAX_AGE_S, SERVICE_LOGO_STALE_MAX_AGE_S } from "@iryo/domain/service-logo";
import { type Request, type Response, Router } from "express";
import { AppError } from "../../lib/app-error.js";
import { decodeLogoDataUrl } from "../../lib/catalog/service-logo.js";
import { parseId } from "../../lib/http.js";
import { sendCached } from "../../lib/send-cached.js";
import type { MediaRepository } from "./media.repository.js";
import { BANNER_SIZES, PICTURE_SIZES, pictureSvg } from "./media-image.js";

const SITE_CAPTION = "医療ITナビ";

const MEDIA_MAX_AGE_S = 86_400;

/**
 * The pictures of seminars, articles, advertisements and banners, drawn on request from the row's
 * title (no image hosting and no hot-linking). Paths: /media/{kind}/{id}.svg, /media/banners/{id}-{pc|sp}.svg.
 */
export function mediaRoutes(repo: MediaRepository): Router {
  const router = Router();
  const send = (req: Request, res: Response, svg: string) => {
    res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    sendCached(req, res, svg, "image/svg+xml", MEDIA_MAX_AGE_S);
  };

  router.get("/media/banners/:file", async (req, res) => {
    const match = /^(\d+)-(pc|sp)\.svg$/.exec(req.params.file);
    if (!match) throw new AppError(NOT_FOUND_CODE);
    const id = parseId(match[1]);
    const row = await repo.bannerTitle(id);
    if (!row) throw new AppError(NOT_FOUND_CODE);
    send(req, res, pictureSvg(id, row.title, SITE_CAPTION, BANNER_SIZES[match[2] as "pc" | "sp"]));
  });

  // Service logos at content-versioned URLs (ADR 092): the current version is cached for a year as
  // immutable; an outdated one gets the current image for a minute (a page rendered before the change).
  router.get("/media/logos/:file", async (req, res) => {
    const file = parseServiceLogoFile(req.params.file);
    if (!file) throw new AppError(NOT_FOUND_CODE);
    const row = await repo.serviceLogo(file.serviceId);
    const image = row?.logo_file ? decodeLogoDataUrl(row.logo_image_filepath ?? "") : undefined;
    if (!row || !image) throw new AppError(NOT_FOUND_CODE);
    const current = row.logo_file === `${file.version}.${file.extension}`;
    res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    sendCached(
      req,
      res,
      image.body,
      image.type,
      current ? SERVICE_LOGO_MAX_AGE_S : SERVICE_LOGO_STALE_MAX_AGE_S,
      current,
    );
  });

  // One route per kind (not `/media/:kind/:file`), so that no route can take the banners' or logos' paths.
  for (const kind of ["seminars", "contents", "advertisements"] as const) {
    router.get(`/media/${kind}/:file`, async (req, res) => {
      const match = /^(\d+)\.svg$/.exec(req.params.file);
      if (!match) throw new AppError(NOT_FOUND_CODE);
      const id = parseId(match[1]);
      const row = await repo.picture(kind, id);
      if (!row) throw new AppError(NOT_FOUND_CODE);
      send(req, res, pictureSvg(id, row.title, row.caption || SITE_CAPTION, PICTURE_SIZES[kind]));
    });
  }
  return router;
}
