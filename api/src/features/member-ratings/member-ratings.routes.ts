import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  deleteRating,
  listOwnRatings,
  postRating,
  serviceRatingsForMember,
  updateRating,
} from "@iryo/domain/contracts/member-ratings";
import { Router } from "express";
import { memberOf } from "../../lib/auth/member-of.js";
import { send, validate } from "../../lib/http.js";
import type { MemberRatingsService } from "./member-ratings.service.js";

export function memberRatingsRoutes(service: MemberRatingsService): Router {
  const router = Router();
  router.get(expressPath(listOwnRatings.path), validate(listOwnRatings), async (_req, res) => {
    send(res, listOwnRatings, await service.list(memberOf(res).userId, res.locals.input.query));
  });
  router.put(expressPath(updateRating.path), validate(updateRating), async (_req, res) => {
    const { params, body } = res.locals.input;
    const { version, ...input } = body;
    send(res, updateRating, await service.update(memberOf(res).userId, params.id, version, input));
  });
  router.delete(expressPath(deleteRating.path), validate(deleteRating), async (_req, res) => {
    send(res, deleteRating, await service.remove(memberOf(res).userId, res.locals.input.params.id));
  });
  router.post(expressPath(postRating.path), validate(postRating), async (_req, res) => {
    const { params, body } = res.locals.input;
    send(res, postRating, await service.post(memberOf(res).userId, params.id, body));
  });
  router.get(expressPath(serviceRatingsForMember.path), validate(serviceRatingsForMember), async (_req, res) => {
    send(
      res,
      serviceRatingsForMember,
      await service.ofServiceForMember(memberOf(res).userId, res.locals.input.params.id),
    );
  });
  return router;
}
