import { zodResolver } from "@hookform/resolvers/zod";
import { HOME_ADVERTISEMENT_COUNT } from "@iryo/domain/constants";
import { AD_LABEL_STYLES } from "@iryo/domain/site-content";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import * as z from "zod/mini";
import { FormField } from "../../shared/forms/FormField";
import { submitHandler } from "../../shared/forms/submit-handler";
import { PageMeta } from "../../shared/layout/PageMeta";
import { runWithToast } from "../../shared/toast/run-with-toast";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import {
  type AdminAdvertisement_AdFragment,
  useAdminAdvertisementsQuery,
  useCreateAdvertisementMutation,
  useUpdateAdvertisementMutation,
} from "./AdminContent.generated";
import styles from "./admin.module.css";
import { dateTime } from "./admin-labels";
import { fromTokyoLocal, linkField, localDateTime, requiredText, tokyoLocal } from "./site-content-form";

const schema = z
  .object({
    title: requiredText(100),
    description: z.string().check(z.trim(), z.maxLength(200)),
    sponsorName: z.string().check(z.trim(), z.maxLength(100)),
    linkUrl: linkField,
    labelStyle: z.coerce.number().check(z.int(), z.gte(1), z.lte(4)),
    startsAt: localDateTime.check(z.refine((v) => v !== "")),
    endsAt: localDateTime,
    sortOrder: z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000)),
  })
  .check(z.refine((a) => !a.endsAt || a.endsAt > a.startsAt, { path: ["endsAt"] }));
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const styleLabel = (style: number) => AD_LABEL_STYLES.find((s) => s.value === style)?.label ?? String(style);

function valuesOf(ad: AdminAdvertisement_AdFragment | undefined): Values {
  return {
    title: ad?.title ?? "",
    description: ad?.description ?? "",
    sponsorName: ad?.sponsorName ?? "",
    linkUrl: ad?.linkUrl ?? "",
    labelStyle: ad?.labelStyle ?? 1,
    startsAt: tokyoLocal(ad?.startsAt ?? new Date().toISOString()),
    endsAt: tokyoLocal(ad?.endsAt),
    sortOrder: ad?.sortOrder ?? 0,
  };
}

function AdForm({
  ad,
  onDone,
}: {
  readonly ad: AdminAdvertisement_AdFragment | undefined;
  readonly onDone: () => unknown;
}) {
  const [create] = useCreateAdvertisementMutation();
  const [update] = useUpdateAdvertisementMutation();
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(schema), defaultValues: valuesOf(ad) });
  const onSubmit = submitHandler(form, async (v) => {
    const input = { ...v, startsAt: fromTokyoLocal(v.startsAt) ?? "", endsAt: fromTokyoLocal(v.endsAt) };
    await runWithToast(
      () => (ad ? update({ variables: { id: ad.id, input } }) : create({ variables: { input } })),
      ad ? "広告を変更しました。" : "広告を作成しました。",
      onDone,
    );
  });
  const error = (name: keyof Values) => form.getFieldState(name, form.formState).error;
  return (
    <form onSubmit={onSubmit} noValidate className={styles.rejectForm} aria-labelledby="ad-form-heading">
      <h2 id="ad-form-heading" className={styles.subheading}>
        {ad ? `「${ad.title}」を編集` : "広告を作成"}
      </h2>
      <FormField id="ad-title" label="タイトル" error={error("title")}>
        <input id="ad-title" {...form.register("title")} />
      </FormField>
      <FormField id="ad-description" label="説明" required={false} error={error("description")}>
        <input id="ad-description" {...form.register("description")} />
      </FormField>
      <FormField id="ad-sponsor" label="広告主" required={false} error={error("sponsorName")}>
        <input id="ad-sponsor" {...form.register("sponsorName")} />
      </FormField>
      <FormField id="ad-link" label="リンク先" error={error("linkUrl")}>
        <input id="ad-link" {...form.register("linkUrl")} />
      </FormField>
      <FormField id="ad-style" label="ラベルの色" error={error("labelStyle")}>
        <select id="ad-style" {...form.register("labelStyle")}>
          {AD_LABEL_STYLES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.value}：{s.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="ad-start" label="掲載開始" error={error("startsAt")}>
        <input id="ad-start" type="datetime-local" {...form.register("startsAt")} />
      </FormField>
      <FormField id="ad-end" label="掲載終了（空欄で無期限）" required={false} error={error("endsAt")}>
        <input id="ad-end" type="datetime-local" {...form.register("endsAt")} />
      </FormField>
      <FormField id="ad-order" label="表示順（小さいほど先）" error={error("sortOrder")}>
        <input id="ad-order" type="number" min={0} {...form.register("sortOrder")} />
      </FormField>
      <div className={styles.searchActions}>
        <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
          {ad ? "変更を保存する" : "作成する"}
        </button>
        {ad ? (
          <button type="button" className="button" onClick={() => void onDone()}>
            やめる
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** 広告 (editors and admins): the home page's ads, running ones first by order; the home shows 10. */
export default function AdvertisementsPage() {
  const { data, dataState, loading, refetch } = useAdminAdvertisementsQuery({ fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<string | null>(null);
  const ads = dataState === "complete" ? data.operatorAdvertisements : undefined;
  if (loading && !ads) return <Spinner label="広告を読み込んでいます" />;
  if (!ads) return <LoadFailed message="広告を読み込めませんでした。" onRetry={() => refetch()} />;
  const editingAd = ads.find((a) => a.id === editing);
  return (
    <>
      <PageMeta title="広告" />
      <p>
        <Link to="/admin/content">サイトコンテンツ一覧へ戻る</Link>
      </p>
      <h1 className={styles.heading}>広告</h1>
      <p>
        トップページには掲載期間中の広告が表示順に最大{HOME_ADVERTISEMENT_COUNT}
        件表示されます。広告は削除せず、掲載終了日時で終了します。
      </p>
      {ads.length === 0 ? <p>広告はまだありません。</p> : null}
      <ul className={styles.queue}>
        {ads.map((ad) => (
          <li key={ad.id} className={`panel ${styles.queueItem}`}>
            <p className={styles.queueTitle}>{ad.title}</p>
            <p className={styles.queueMeta}>
              ラベル：{styleLabel(ad.labelStyle)}／表示順 {ad.sortOrder}／{dateTime(ad.startsAt)} 〜{" "}
              {ad.endsAt ? dateTime(ad.endsAt) : "無期限"}／クリック {ad.clickCount}件
            </p>
            <button type="button" className="button" onClick={() => setEditing(ad.id)}>
              「{ad.title}」を編集
            </button>
          </li>
        ))}
      </ul>
      <AdForm key={editing ?? "new"} ad={editingAd} onDone={() => setEditing(null)} />
    </>
  );
}
