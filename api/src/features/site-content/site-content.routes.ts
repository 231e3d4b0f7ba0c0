import { BANNER_MAX_BYTES } from "@iryo/domain/banner-image";
import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  createAdvertisement,
  getSiteContent,
  listOperatorAdvertisements,
  listSiteContent,
  publishSiteContent,
  rollBackSiteContent,
  updateAdvertisement,
  uploadBannerImage,
} from "@iryo/domain/contracts/site-content";
import { NOT_FOUND_CODE, REQUEST_INVALID_CODE } from "@iryo/domain/error-catalogue";
import express, { type Request, type Response, Router } from "express";
import { AppError } from "../../lib/app-error.js";
import { authOf } from "../../lib/auth/require-auth.js";
import { send, validate } from "../../lib/http.js";
import type { SiteContentService } from "./site-content.service.js";

const pictureBody = express.raw({ type: () => true, limit: BANNER_MAX_BYTES + 1 });

/** The picture's raw body; anything above the limit is 0102002 rather than the parser's 413. */
function readPicture(req: Request, res: Response): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    pictureBody(req, res, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === "entity.too.large") {
        reject(new AppError("0102002", { Size: "2MB" }));
      } else if (error) {
        reject(new AppError(REQUEST_INVALID_CODE));
      } else {
        resolve(Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array());
      }
    });
  });
}

/** The operator console's site content: versioned documents, banner pictures, advertisements (ADR 164). */
export function siteContentRoutes(service: SiteContentService): Router {
  const router = Router();
  router.get(expressPath(listSiteContent.path), validate(listSiteContent), async (_req, res) => {
    send(res, listSiteContent, await service.overview());
  });
  router.get(expressPath(getSiteContent.path), validate(getSiteContent), async (_req, res) => {
    send(res, getSiteContent, await service.document(res.locals.input.query.name));
  });
  router.put(expressPath(publishSiteContent.path), validate(publishSiteContent), async (_req, res) => {
    const { note, ...edit } = res.locals.input.body;
    send(res, publishSiteContent, await service.publish(authOf(res), edit, note));
  });
  router.post(expressPath(rollBackSiteContent.path), validate(rollBackSiteContent), async (_req, res) => {
    const { name, version, note } = res.locals.input.body;
    send(res, rollBackSiteContent, await service.rollBack(authOf(res), name, version, note));
  });
  router.post(expressPath(uploadBannerImage.path), validate(uploadBannerImage), async (req, res) => {
    const bytes = await readPicture(req as unknown as Request, res as unknown as Response);
    send(res, uploadBannerImage, await service.uploadBannerImage(authOf(res), res.locals.input.query.variant, bytes));
  });
  router.get(expressPath(listOperatorAdvertisements.path), validate(listOperatorAdvertisements), async (_req, res) => {
    send(res, listOperatorAdvertisements, await service.advertisements());
  });
  router.post(expressPath(createAdvertisement.path), validate(createAdvertisement), async (_req, res) => {
    send(res, createAdvertisement, await service.createAdvertisement(authOf(res), res.locals.input.body));
  });
  router.put(expressPath(updateAdvertisement.path), validate(updateAdvertisement), async (_req, res) => {
    const { params, body } = res.locals.input;
    send(res, updateAdvertisement, await service.updateAdvertisement(authOf(res), params.id, body));
  });
  return router;
}

/** GET /media/site/{file}: uploaded banner pictures, named by their content, so cached for a year. */
export function sitePictureRoutes(service: SiteContentService): Router {
  const router = Router();
  router.get("/media/site/:file", async (req, res) => {
    const picture = await service.picture(req.params.file);
    if (!picture) throw new AppError(NOT_FOUND_CODE);
    res.setHeader("Content-Security-Policy", "default-src 'none'");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("ETag", `"${req.params.file}"`);
    if (req.headers["if-none-match"] === `"${req.params.file}"`) {
      res.status(304).end();
      return;
    }
    res.type(picture.type).send(Buffer.from(picture.bytes));
  });
  return router;
}
