import { createHash, randomUUID } from "node:crypto";
import {
  BANNER_MAX_BYTES,
  type BannerVariant,
  bannerImageProblem,
  bannerSizeMessageValues,
  readImageHeader,
} from "@iryo/domain/banner-image";
import type { RealtimeEvent } from "@iryo/domain/contracts/realtime-events";
import { NOT_FOUND_CODE, REQUEST_INVALID_CODE } from "@iryo/domain/error-catalogue";
import {
  type AdvertisementEdit,
  type EditableBannerDocument,
  type EditableHomeSlideDocument,
  editableBannerDocumentSchema,
  editableHomeSlideDocumentSchema,
  nextTermsVersion,
  publicBannerDocument,
  publicHomeSlideDocument,
  SITE_CONTENT_NAMES,
  type SiteContentEdit,
  type SiteContentName,
  siteContentEditSchema,
} from "@iryo/domain/site-content";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { recordOperatorAction } from "../../lib/audit/operator-audit.repository.js";
import type { AuthLocals } from "../../lib/auth/require-auth.js";
import type { ConfigDocumentName, ConfigDocuments } from "../../lib/config-documents.js";
import { restRow } from "../../lib/rest-row.js";
import type { FileStore } from "../../lib/storage/file-store.js";
import type { SiteContentRepository } from "./site-content.repository.js";

/** Where uploaded banner pictures are kept in the file store, and the public path they are served at. */
const PICTURE_KEY_PREFIX = "site-banners/";
const PICTURE_PATH_PREFIX = "/media/site/";
const PICTURE_EXTENSION = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" } as const;
const PICTURE_TYPES: Readonly<Record<string, string>> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" };
/** Enough of a picture to read its size from the header (a JPEG's frame may follow large metadata). */
const HEADER_BYTES = 64 * 1024;
const ACCEPTED = "PNG・JPEG・WebP";

/** The store key of a public picture path, or undefined when the path is not an uploaded picture. */
function pictureKey(path: string): string | undefined {
  if (!path.startsWith(PICTURE_PATH_PREFIX)) return undefined;
  const file = path.slice(PICTURE_PATH_PREFIX.length);
  return /^[0-9a-f]{32}\.(?:png|jpg|webp)$/.test(file) ? `${PICTURE_KEY_PREFIX}${file}` : undefined;
}

/** The content type of an uploaded picture's file name, or undefined when it is none. */
function pictureTypeOf(file: string): { key: string; type: string } | undefined {
  const key = pictureKey(`${PICTURE_PATH_PREFIX}${file}`);
  const type = PICTURE_TYPES[file.slice(file.lastIndexOf(".") + 1)];
  return key && type ? { key, type } : undefined;
}

interface Deps {
  readonly repo: SiteContentRepository;
  /** The files of api/config-documents: what a document is before its first version. */
  readonly files: ConfigDocuments;
  readonly store: FileStore;
  readonly now: () => Date;
  readonly publishEvent: (event: RealtimeEvent) => Promise<void>;
  readonly log: (message: string, error: unknown) => void;
}

const isEditable = (name: string): name is SiteContentName => (SITE_CONTENT_NAMES as readonly string[]).includes(name);

export function createSiteContentService({ repo, files, store, now, publishEvent, log }: Deps) {
  const { db } = repo;

  /** The document as served before any version: the file, or banner's list from the banners table. */
  async function baseText(name: SiteContentName, trx: Kysely<Database> = db): Promise<string> {
    if (name !== "banner") return (await files.text(name)) ?? "{}";
    const rows = await repo.seededBanners(trx);
    const document: EditableBannerDocument = {
      banners: rows.map((r) => ({
        alt: r.title,
        link: r.link_url,
        pc: r.src_pc,
        sp: r.src_sp,
        startsAt: null,
        endsAt: null,
      })),
    };
    return JSON.stringify(document, null, 2);
  }

  async function currentText(name: SiteContentName, trx: Kysely<Database> = db): Promise<string> {
    return (await repo.latest(name, trx))?.body ?? (await baseText(name, trx));
  }

  /** The terms version members are held to now (system_config's termsOfUseVersion), or null. */
  async function systemTermsVersion(trx: Kysely<Database>): Promise<number | null> {
    const version = Number(
      (JSON.parse(await currentText("system_config", trx)) as { termsOfUseVersion?: unknown }).termsOfUseVersion,
    );
    return Number.isInteger(version) ? version : null;
  }

  /**
   * Pictures (banners and image slides) must be uploaded ones of their exact size; banners may also keep
   * the seeded picture of the variant.
   */
  async function checkPictures(
    pictures: readonly { readonly pc: string; readonly sp: string }[],
    seededAllowed: boolean,
  ): Promise<void> {
    for (const item of pictures) {
      for (const [field, variant] of [
        ["pc", "pc"],
        ["sp", "mobile"],
      ] as const satisfies readonly (readonly ["pc" | "sp", BannerVariant])[]) {
        const path = item[field];
        const key = pictureKey(path);
        if (!key) {
          const seeded = new RegExp(`^/media/banners/\\d+-${field}\\.svg$`).test(path);
          if (!seededAllowed || !seeded) throw new AppError(REQUEST_INVALID_CODE);
          continue;
        }
        if (!(await store.stat(key))) throw new AppError(REQUEST_INVALID_CODE);
        const problem = bannerImageProblem(await store.readStart(key, HEADER_BYTES), variant);
        if (problem === "0102003") throw new AppError("0102003", bannerSizeMessageValues(variant));
        if (problem) throw new AppError("0102001", { Extensions: ACCEPTED });
      }
    }
  }

  const checkBannerPictures = (document: EditableBannerDocument) => checkPictures(document.banners, true);
  const checkSlidePictures = (document: EditableHomeSlideDocument) =>
    checkPictures(
      document.slides.flatMap((slide) => (slide.image ? [slide.image] : [])),
      false,
    );

  /** The body to store for an edit: terms get the next version, system_config keeps the current one. */
  async function bodyOf(trx: Kysely<Database>, edit: SiteContentEdit): Promise<{ body: unknown; terms?: number }> {
    if (edit.name === "terms") {
      const version = nextTermsVersion(await systemTermsVersion(trx));
      const { title, updatedOn, preamble, sections } = edit.document;
      return { body: { title, version, updatedOn, preamble, sections }, terms: version };
    }
    if (edit.name === "system_config") {
      const { providerContactEmail, conciergeEmail, statusPopupConsideringDays, socialLinks } = edit.document;
      return {
        body: {
          providerContactEmail,
          ...(conciergeEmail === undefined ? {} : { conciergeEmail }),
          termsOfUseVersion: (await systemTermsVersion(trx)) ?? 1,
          ...(statusPopupConsideringDays === undefined ? {} : { statusPopupConsideringDays }),
          ...(socialLinks === undefined ? {} : { socialLinks }),
        },
      };
    }
    if (edit.name === "banner") await checkBannerPictures(edit.document);
    if (edit.name === "home_slide") await checkSlidePictures(edit.document);
    return { body: edit.document };
  }

  /** Appends a version (taking the file's or the seed's content over as version 1 first); its number. */
  async function append(
    trx: Kysely<Database>,
    name: SiteContentName,
    body: unknown,
    fields: { note: string; restoredFrom: number | null; operator: number; at: Date },
  ): Promise<{ before: number | null; after: number }> {
    await repo.lock(trx, name);
    const latest = await repo.latest(name, trx);
    let previous = latest?.version ?? 0;
    if (!latest) {
      const base = { note: "", restoredFrom: null, createdBy: null, at: fields.at };
      await repo.insert(trx, { name, version: 1, body: await baseText(name, trx), ...base });
      previous = 1;
    }
    const version = previous + 1;
    await repo.insert(trx, {
      name,
      version,
      body: JSON.stringify(body, null, 2),
      note: fields.note,
      restoredFrom: fields.restoredFrom,
      createdBy: fields.operator,
      at: fields.at,
    });
    return { before: latest ? latest.version : null, after: version };
  }

  /** Every BFF drops its visitor cache and its copies of the documents (the `catalogue` event, ADR 143). */
  async function announce(objectType: string, at: Date): Promise<void> {
    await publishEvent({
      type: "catalogue",
      event_id: randomUUID(),
      object_type: objectType,
      object_id: null,
      occurred_at: at.toISOString(),
    }).catch((error: unknown) => log("publishing the site content event failed", error));
  }

  async function publish(auth: AuthLocals, edit: SiteContentEdit, note: string, restoredFrom: number | null) {
    const at = now();
    await db.transaction().execute(async (trx) => {
      const { body, terms } = await bodyOf(trx, edit);
      const fields = { note, restoredFrom, operator: auth.accountId, at };
      const versions = await append(trx, edit.name, body, fields);
      const after: Record<string, unknown> = { version: versions.after, restored_from: restoredFrom };
      if (terms !== undefined) {
        // Members are held to system_config's termsOfUseVersion (product §4.3): it follows the terms.
        const system = JSON.parse(await currentText("system_config", trx)) as Record<string, unknown>;
        const systemVersions = await append(trx, "system_config", { ...system, termsOfUseVersion: terms }, fields);
        Object.assign(after, { terms_of_use_version: terms, system_config_version: systemVersions.after });
      }
      await recordOperatorAction(trx, {
        operatorAccountId: auth.accountId,
        action: restoredFrom === null ? "site_content.publish" : "site_content.rollback",
        targetType: "site_content",
        targetId: edit.name,
        before: { version: versions.before },
        after,
        reason: note === "" ? null : note,
        at,
      });
    });
    await announce(`site_content:${edit.name}`, at);
    return documentOf(edit.name);
  }

  async function documentOf(name: SiteContentName) {
    const [latest, versions] = await Promise.all([repo.latest(name), repo.versions(name)]);
    return {
      name,
      version: latest?.version ?? null,
      published_at: latest ? latest.created_at.toISOString() : null,
      operator_email: latest?.operator_email ?? null,
      document: latest?.body ?? (await baseText(name)),
      versions: versions.map(restRow),
    };
  }

  function advertisementValues(edit: AdvertisementEdit) {
    return { ...edit, ends_at: edit.ends_at ?? null };
  }

  const restAd = (row: Awaited<ReturnType<typeof repo.advertisement>>) => {
    if (!row) throw new AppError(NOT_FOUND_CODE);
    return { ...restRow(row), click_count: Number(row.click_count ?? 0) };
  };

  return {
    /** The served text of a document: its newest version, else the file (not banner: see publishedBanners). */
    async servedText(name: ConfigDocumentName): Promise<string | undefined> {
      if (isEditable(name) && name !== "banner") {
        const latest = await repo.latest(name);
        if (latest && name === "home_slide") {
          // Like banner.json, derived: the slides of their period in the public shape (ADR 174).
          const document = editableHomeSlideDocumentSchema.parse(JSON.parse(latest.body));
          return JSON.stringify(publicHomeSlideDocument(document, now()), null, 2);
        }
        if (latest) return latest.body;
      }
      return files.text(name);
    },

    /** banner.json from the newest banner version as it shows now, or undefined before the first version. */
    async publishedBanners(): Promise<string | undefined> {
      const latest = await repo.latest("banner");
      if (!latest) return undefined;
      const document = editableBannerDocumentSchema.parse(JSON.parse(latest.body));
      return JSON.stringify(publicBannerDocument(document, now()));
    },

    async overview() {
      const latest = new Map((await repo.latestOfAll()).map((row) => [row.name, row]));
      return {
        documents: SITE_CONTENT_NAMES.map((name) => {
          const row = latest.get(name);
          return {
            name,
            version: row?.version ?? null,
            published_at: row ? row.created_at.toISOString() : null,
            operator_email: row?.operator_email ?? null,
          };
        }),
      };
    },

    document: documentOf,

    publish: (auth: AuthLocals, edit: SiteContentEdit, note: string) => publish(auth, edit, note, null),

    /** Publishes version `version`'s content again as a new version (terms: as the next terms version). */
    async rollBack(auth: AuthLocals, name: SiteContentName, version: number, note: string) {
      const body = await repo.body(name, version);
      if (body === undefined) throw new AppError(NOT_FOUND_CODE);
      const parsed = siteContentEditSchema.safeParse({ name, document: JSON.parse(body) });
      if (!parsed.success) throw new AppError(REQUEST_INVALID_CODE);
      return publish(auth, parsed.data, note, version);
    },

    /**
     * Stores a banner picture when it is a PNG, JPEG or WebP of exactly the variant's size (read from
     * its own header, ADR 161), under a name made of its content, with one audit row; answers the public path.
     */
    async uploadBannerImage(auth: AuthLocals, variant: BannerVariant, bytes: Uint8Array) {
      if (bytes.length > BANNER_MAX_BYTES) throw new AppError("0102002", { Size: "2MB" });
      const problem = bannerImageProblem(bytes, variant);
      if (problem === "0102003") throw new AppError("0102003", bannerSizeMessageValues(variant));
      const header = readImageHeader(bytes);
      if (problem || !header) throw new AppError("0102001", { Extensions: ACCEPTED });
      const file = `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${PICTURE_EXTENSION[header.type]}`;
      await store.write(`${PICTURE_KEY_PREFIX}${file}`, bytes, header.type);
      // Not public until a banner version names it; recorded all the same (every operator action, ADR 149).
      await recordOperatorAction(db, {
        operatorAccountId: auth.accountId,
        action: "site_content.upload_picture",
        targetType: "site_picture",
        targetId: file,
        after: { variant, width: header.width, height: header.height, bytes: bytes.length },
        at: now(),
      });
      return { path: `${PICTURE_PATH_PREFIX}${file}`, width: header.width, height: header.height };
    },

    /** An uploaded picture's bytes and type, or undefined. */
    async picture(file: string): Promise<{ bytes: Uint8Array; type: string } | undefined> {
      const found = pictureTypeOf(file);
      if (!found || !(await store.stat(found.key))) return undefined;
      return { bytes: await store.readStart(found.key, BANNER_MAX_BYTES), type: found.type };
    },

    async advertisements() {
      const rows = await repo.advertisements().execute();
      return { advertisements: rows.map((row) => ({ ...restRow(row), click_count: Number(row.click_count ?? 0) })) };
    },

    async createAdvertisement(auth: AuthLocals, edit: AdvertisementEdit) {
      const at = now();
      const row = await db.transaction().execute(async (trx) => {
        const id = await repo.insertAdvertisement(trx, advertisementValues(edit));
        const created = restAd(await repo.advertisement(trx, id));
        await recordOperatorAction(trx, {
          operatorAccountId: auth.accountId,
          action: "advertisement.create",
          targetType: "advertisement",
          targetId: id,
          after: created,
          at,
        });
        return created;
      });
      await announce("advertisement", at);
      return row;
    },

    async updateAdvertisement(auth: AuthLocals, id: number, edit: AdvertisementEdit) {
      const at = now();
      const row = await db.transaction().execute(async (trx) => {
        const before = restAd(await repo.advertisement(trx, id));
        await repo.updateAdvertisement(trx, id, advertisementValues(edit));
        const after = restAd(await repo.advertisement(trx, id));
        await recordOperatorAction(trx, {
          operatorAccountId: auth.accountId,
          action: "advertisement.update",
          targetType: "advertisement",
          targetId: id,
          before,
          after,
          at,
        });
        return after;
      });
      await announce("advertisement", at);
      return row;
    },
  };
}

export type SiteContentService = ReturnType<typeof createSiteContentService>;
