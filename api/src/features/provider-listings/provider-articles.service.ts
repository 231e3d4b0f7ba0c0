import {
  type ArticleDraftBody,
  type ArticleVersion,
  articleVersionSchema,
} from "@iryo/domain/contracts/provider-articles";
import type { RestChange } from "@iryo/domain/contracts/provider-listings";
import { FIELD_MESSAGE_CODES, FORBIDDEN_CODE, NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { ARTICLE_LABELS, composeArticleBody, normaliseTags } from "@iryo/domain/provider-article";
import { editorialRefusal } from "@iryo/domain/provider-organisation";
import { type ChangeState, diffVersions, type FieldValue, versionFields } from "@iryo/domain/publishing";
import { tokyoDateKey } from "@iryo/domain/tokyo-date";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { AuthLocals } from "../../lib/auth/require-auth.js";
import { cleanEditorHtml, splitArticleBody } from "../../lib/editor-html/clean-editor-html.js";
import type { ProviderArticlesRepository } from "./provider-articles.repository.js";
import type { ChangeRow, ProviderListingsRepository } from "./provider-listings.repository.js";

const ALREADY_DECIDED = "0302002";
const UNDER_REVIEW = "0302001";
/** Linking a service of another organisation (or none): ADR 163. */
const FOREIGN_SERVICE = "0501006";
/** Deleting an article a listed service is linked to: ADR 163. */
const LINKED_ARTICLE = "0501007";

interface Deps {
  readonly repo: ProviderArticlesRepository;
  /** The workflow's own reads and writes of changes (shared with listings, ADR 143). */
  readonly changes: ProviderListingsRepository;
  readonly now: () => Date;
  readonly changeItem: (row: ChangeRow) => RestChange;
}

type PublicArticle = NonNullable<Awaited<ReturnType<ProviderArticlesRepository["article"]>>>;

const versionOf = (payload: unknown): ArticleVersion => articleVersionSchema.parse(payload);

function publicVersion(article: PublicArticle): ArticleVersion {
  return {
    title: article.title,
    summary: article.summary,
    ...splitArticleBody(article.body_html),
    tags: [...article.tags],
    service_ids: article.service_ids,
    retire: false,
  };
}

/**
 * Articles in the publishing workflow (ADR 163): staff of an IT vendor propose a new article, an edit or
 * a deletion as a change; the body is cleaned with the editor's allow-list before it is stored; approval
 * (the listings service's, ADR 143) writes `contents` and `content_services`.
 */
export function createProviderArticlesService({ repo, changes, now, changeItem }: Deps) {
  /** The caller's organisation when they are its editor or admin, inside a transaction; else 403. */
  async function staffOf(trx: Transaction<Database>, auth: AuthLocals): Promise<number> {
    if (auth.providerId === null) throw new AppError(FORBIDDEN_CODE);
    if (!(await changes.roleOf(trx, auth.accountId, auth.providerId))) throw new AppError(FORBIDDEN_CODE);
    return auth.providerId;
  }

  /** A public article of the organisation (locked with `lock`); another's or an editorial one is 404. */
  async function ownArticle(trx: Transaction<Database>, providerId: number, id: number, lock = false) {
    const article = await repo.article(trx, id, { lock });
    if (!article || article.provider_id !== providerId) throw new AppError(NOT_FOUND_CODE);
    return article;
  }

  /** An article change of the organisation, locked after its article (the decisions' order); else 404. */
  async function ownChange(trx: Transaction<Database>, providerId: number, changeId: number) {
    const object = await repo.objectOfChange(trx, changeId);
    if (!object || object.provider_id !== providerId) throw new AppError(NOT_FOUND_CODE);
    if (object.object_id !== null) await repo.lockArticleRow(trx, object.object_id);
    const row = await repo.lockChange(trx, changeId);
    if (!row || row.provider_id !== providerId) throw new AppError(NOT_FOUND_CODE);
    return row;
  }

  /** Every linked service must be one of the organisation's own (0501006). */
  async function checkServices(trx: Transaction<Database>, providerId: number, serviceIds: readonly number[]) {
    if (serviceIds.length === 0) return;
    const own = new Set((await repo.ownServices(trx, providerId)).map((s) => s.id));
    if (serviceIds.some((id) => !own.has(id))) throw new AppError(FOREIGN_SERVICE);
  }

  /** A published article cannot be deleted while a service whose listing has not ended links it (0501007). */
  async function checkDeletable(trx: Transaction<Database>, articleId: number) {
    if ((await repo.listedLinks(trx, articleId, tokyoDateKey(now()))).length > 0) {
      throw new AppError(LINKED_ARTICLE);
    }
  }

  /** A submitted body as a version: every HTML part cleaned, tags normalised, services once each. */
  function versionFrom(body: ArticleDraftBody): ArticleVersion {
    const bodyHtml = cleanEditorHtml(body.body_html);
    if (bodyHtml === "") throw new AppError(FIELD_MESSAGE_CODES.required);
    return {
      title: body.title,
      summary: body.summary,
      body_html: bodyHtml,
      before_login_html: cleanEditorHtml(body.before_login_html),
      after_login_html: cleanEditorHtml(body.after_login_html),
      tags: normaliseTags(body.tags),
      service_ids: [...new Set(body.service_ids)].sort((a, b) => a - b),
      retire: false,
    };
  }

  async function diffShape(trx: Transaction<Database> | typeof repo.db, version: ArticleVersion | null) {
    if (!version) return null;
    const names = await repo.serviceNames(trx, version.service_ids);
    return {
      title: version.title,
      summary: version.summary,
      body_html: version.body_html,
      before_login_html: version.before_login_html,
      after_login_html: version.after_login_html,
      tags: version.tags,
      services: version.service_ids.map((id) => names.get(id) ?? `#${id}`),
      status: version.retire ? "削除" : "公開",
    };
  }

  async function reread(id: number): Promise<RestChange> {
    const row = await changes.change(changes.db, id);
    if (!row) throw new AppError(NOT_FOUND_CODE);
    return changeItem(row);
  }

  /** Saves a proposal for a public article: updates its draft, or opens one (0302001 while under review). */
  async function proposeFor(
    trx: Transaction<Database>,
    auth: AuthLocals,
    providerId: number,
    articleId: number,
    version: ArticleVersion,
  ): Promise<number> {
    const open = await changes.openChange(trx, "article", articleId);
    if (open && open.state !== "draft") throw new AppError(UNDER_REVIEW);
    const at = now();
    if (open) {
      await changes.updatePayload(trx, open.id, version, at);
      return open.id;
    }
    return changes.insertDraft(trx, {
      provider_id: providerId,
      object_type: "article",
      object_id: articleId,
      payload: version,
      created_by: auth.accountId,
      at,
    });
  }

  async function refuseOtherBusiness(trx: Transaction<Database>, providerId: number) {
    const kind = await repo.businessKind(trx, providerId);
    const refusal = kind ? editorialRefusal(kind, "article") : undefined;
    if (refusal) throw new AppError(refusal);
  }

  return {
    /** The organisation's public articles with their open (or last rejected) change, and new proposals. */
    async list(auth: AuthLocals) {
      return repo.transaction(async (trx) => {
        const providerId = await staffOf(trx, auth);
        const [articles, rows, services] = await Promise.all([
          repo.articlesOf(trx, providerId),
          repo.changesOf(trx, providerId),
          repo.ownServices(trx, providerId),
        ]);
        const byArticle = new Map<number, number>();
        const fresh: number[] = [];
        for (const row of rows) {
          if (row.object_id === null) fresh.push(row.id);
          else if (!byArticle.has(row.object_id)) byArticle.set(row.object_id, row.id);
        }
        const load = async (id: number | undefined) => (id === undefined ? undefined : changes.change(trx, id));
        const items = [];
        for (const id of fresh.slice(0, 50)) {
          const change = await load(id);
          if (!change) continue;
          items.push({
            article_id: null,
            title: versionOf(change.payload).title,
            status: change.state as ChangeState,
            change: changeItem(change),
            published_at: null,
          });
        }
        for (const a of articles) {
          const change = await load(byArticle.get(a.id));
          items.push({
            article_id: a.id,
            title: a.title,
            status: change ? change.state : ("public" as const),
            change: change ? changeItem(change) : null,
            published_at: a.published_at.toISOString(),
          });
        }
        return { articles: items, linkable_services: services };
      });
    },

    /** A public article as its staff edit it: the open (or last rejected) change's version, else the public one. */
    async editable(auth: AuthLocals, articleId: number) {
      return repo.transaction(async (trx) => {
        const providerId = await staffOf(trx, auth);
        const current = publicVersion(await ownArticle(trx, providerId, articleId));
        const open = await changes.openChange(trx, "article", articleId);
        const latest = open ?? (await changes.latestChange(trx, "article", articleId));
        const shown = latest && (open || latest.state === "rejected") ? latest : undefined;
        return {
          article_id: articleId,
          version: shown ? versionOf(shown.payload) : current,
          public_version: current,
          change: shown ? changeItem(shown) : null,
          linkable_services: await repo.ownServices(trx, providerId),
        };
      });
    },

    /** One article change of the organisation with its version (another organisation's is 404). */
    async changeDetail(auth: AuthLocals, changeId: number) {
      return repo.transaction(async (trx) => {
        const providerId = await staffOf(trx, auth);
        const row = await changes.change(trx, changeId);
        if (row?.object_type !== "article" || row.provider_id !== providerId) {
          throw new AppError(NOT_FOUND_CODE);
        }
        const article = row.object_id === null ? undefined : await repo.article(trx, row.object_id);
        return {
          article_id: row.object_id,
          version: versionOf(row.payload),
          public_version: article ? publicVersion(article) : null,
          change: changeItem(row),
          linkable_services: await repo.ownServices(trx, providerId),
        };
      });
    },

    /** A draft proposing a new article (0601009 for an other-business organisation). */
    async create(auth: AuthLocals, body: ArticleDraftBody) {
      const id = await repo.transaction(async (trx) => {
        const providerId = await staffOf(trx, auth);
        await refuseOtherBusiness(trx, providerId);
        const version = versionFrom(body);
        await checkServices(trx, providerId, version.service_ids);
        return changes.insertDraft(trx, {
          provider_id: providerId,
          object_type: "article",
          object_id: null,
          payload: version,
          created_by: auth.accountId,
          at: now(),
        });
      });
      return reread(id);
    },

    /** Saves a draft of a public article (the article's row lock makes concurrent first saves one draft). */
    async saveDraft(auth: AuthLocals, articleId: number, body: ArticleDraftBody) {
      const id = await repo.transaction(async (trx) => {
        const providerId = await staffOf(trx, auth);
        await ownArticle(trx, providerId, articleId, true);
        const version = versionFrom(body);
        await checkServices(trx, providerId, version.service_ids);
        return proposeFor(trx, auth, providerId, articleId, version);
      });
      return reread(id);
    },

    /** Updates a draft by its change id (how a new article's draft is edited). */
    async updateChange(auth: AuthLocals, changeId: number, body: ArticleDraftBody) {
      await repo.transaction(async (trx) => {
        const providerId = await staffOf(trx, auth);
        const row = await ownChange(trx, providerId, changeId);
        if (row.state !== "draft") throw new AppError(ALREADY_DECIDED);
        const version = versionFrom(body);
        await checkServices(trx, providerId, version.service_ids);
        await changes.updatePayload(trx, changeId, version, now());
      });
      return reread(changeId);
    },

    /** A draft deleting a public article: refused while a listed service links it (0501007). */
    async retireDraft(auth: AuthLocals, articleId: number) {
      const id = await repo.transaction(async (trx) => {
        const providerId = await staffOf(trx, auth);
        const article = await ownArticle(trx, providerId, articleId, true);
        await checkDeletable(trx, articleId);
        return proposeFor(trx, auth, providerId, articleId, { ...publicVersion(article), retire: true });
      });
      return reread(id);
    },

    /** Submits an article draft: the rules again, then the public version and the diff are kept with it. */
    async submit(auth: AuthLocals, changeId: number) {
      const at = now();
      await repo.transaction(async (trx) => {
        const providerId = await staffOf(trx, auth);
        const row = await ownChange(trx, providerId, changeId);
        if (row.state !== "draft") throw new AppError(ALREADY_DECIDED);
        const version = versionOf(row.payload);
        let base: ArticleVersion | null = null;
        if (row.object_id === null) await refuseOtherBusiness(trx, providerId);
        else base = publicVersion(await ownArticle(trx, providerId, row.object_id));
        if (version.retire && row.object_id !== null) await checkDeletable(trx, row.object_id);
        else await checkServices(trx, providerId, version.service_ids);
        const diff = diffVersions(await diffShape(trx, base), (await diffShape(trx, version)) ?? {}, ARTICLE_LABELS);
        if (diff.length === 0) throw new AppError("0302003");
        await changes.setState(trx, changeId, {
          state: "submitted",
          at,
          base,
          diff,
          submitted_by: auth.accountId,
          submitted_at: at,
        });
      });
      return reread(changeId);
    },

    /** Withdraws an article draft or submission before a decision (a never-published draft is gone with it). */
    async withdraw(auth: AuthLocals, changeId: number) {
      await repo.transaction(async (trx) => {
        const providerId = await staffOf(trx, auth);
        const row = await ownChange(trx, providerId, changeId);
        if (row.state !== "draft" && row.state !== "submitted") throw new AppError(ALREADY_DECIDED);
        await changes.setState(trx, changeId, { state: "withdrawn", at: now() });
      });
      return reread(changeId);
    },

    /** The public article as the operators' review shows it, in the diff's texts (null when gone). */
    async currentFields(articleId: number): Promise<FieldValue[] | null> {
      const article = await repo.article(repo.db, articleId);
      if (!article) return null;
      return versionFields((await diffShape(repo.db, publicVersion(article))) ?? {}, ARTICLE_LABELS);
    },

    /** Locks the article an article change is for (the decisions take it before the change). */
    async lockArticle(trx: Transaction<Database>, changeId: number): Promise<void> {
      const object = await repo.objectOfChange(trx, changeId);
      if (object?.object_id !== null && object?.object_id !== undefined) {
        await repo.lockArticleRow(trx, object.object_id);
      }
    },

    /**
     * Applies an approved article change inside the approval's transaction: a new article is inserted
     * (published now, written by the organisation), an edit written in place, a deletion removes the row
     * (still refused while a listed service links it: 0501007). Services no longer the organisation's are
     * left out of the links rather than failing the approval.
     */
    async apply(trx: Transaction<Database>, change: ChangeRow, at: Date): Promise<void> {
      const version = versionOf(change.payload);
      const own = new Set((await repo.ownServices(trx, change.provider_id)).map((s) => s.id));
      const links = version.service_ids.filter((id) => own.has(id));
      const body = composeArticleBody(version);
      if (change.object_id === null) {
        const author = await repo.providerName(trx, change.provider_id);
        const id = await repo.insertArticle(trx, change.provider_id, author, version, body, at);
        await repo.writeLinks(trx, id, links);
        await repo.setChangeObject(trx, change.id, id);
      } else {
        const article = await repo.article(trx, change.object_id);
        if (!article || article.provider_id !== change.provider_id) throw new AppError(NOT_FOUND_CODE);
        if (version.retire) {
          await checkDeletable(trx, change.object_id);
          await repo.deleteArticle(trx, change.object_id);
        } else {
          await repo.updateArticle(trx, change.object_id, version, body, at);
          await repo.writeLinks(trx, change.object_id, links);
        }
      }
      await changes.setState(trx, change.id, { state: "published", at, published_at: at });
    },
  };
}

export type ProviderArticlesService = ReturnType<typeof createProviderArticlesService>;
