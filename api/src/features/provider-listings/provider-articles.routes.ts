import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  createArticleDraft,
  getArticleChange,
  getEditableArticle,
  listOwnArticles,
  retireArticleDraft,
  saveArticleDraft,
  submitArticleChange,
  updateArticleChange,
  withdrawArticleChange,
} from "@iryo/domain/contracts/provider-articles";
import { Router } from "express";
import { authOf } from "../../lib/auth/require-auth.js";
import { send, validate } from "../../lib/http.js";
import type { ProviderArticlesService } from "./provider-articles.service.js";

/** The provider console's articles (ADR 163). */
export function providerArticlesRoutes(service: ProviderArticlesService): Router {
  const router = Router();
  router.get(expressPath(listOwnArticles.path), validate(listOwnArticles), async (_req, res) => {
    send(res, listOwnArticles, await service.list(authOf(res)));
  });
  router.post(expressPath(createArticleDraft.path), validate(createArticleDraft), async (_req, res) => {
    send(res, createArticleDraft, await service.create(authOf(res), res.locals.input.body));
  });
  router.get(expressPath(getEditableArticle.path), validate(getEditableArticle), async (_req, res) => {
    send(res, getEditableArticle, await service.editable(authOf(res), res.locals.input.params.id));
  });
  router.put(expressPath(saveArticleDraft.path), validate(saveArticleDraft), async (_req, res) => {
    const { params, body } = res.locals.input;
    send(res, saveArticleDraft, await service.saveDraft(authOf(res), params.id, body));
  });
  router.post(expressPath(retireArticleDraft.path), validate(retireArticleDraft), async (_req, res) => {
    send(res, retireArticleDraft, await service.retireDraft(authOf(res), res.locals.input.params.id));
  });
  router.get(expressPath(getArticleChange.path), validate(getArticleChange), async (_req, res) => {
    send(res, getArticleChange, await service.changeDetail(authOf(res), res.locals.input.params.id));
  });
  router.put(expressPath(updateArticleChange.path), validate(updateArticleChange), async (_req, res) => {
    const { params, body } = res.locals.input;
    send(res, updateArticleChange, await service.updateChange(authOf(res), params.id, body));
  });
  router.post(expressPath(submitArticleChange.path), validate(submitArticleChange), async (_req, res) => {
    send(res, submitArticleChange, await service.submit(authOf(res), res.locals.input.params.id));
  });
  router.delete(expressPath(withdrawArticleChange.path), validate(withdrawArticleChange), async (_req, res) => {
    send(res, withdrawArticleChange, await service.withdraw(authOf(res), res.locals.input.params.id));
  });
  return router;
}
