import { zodResolver } from "@hookform/resolvers/zod";
import { encodeMessage, FIELD_MESSAGE_CODES } from "@iryo/domain/error-catalogue";
import { type UseFormReturn, useFieldArray, useForm } from "react-hook-form";
import * as z from "zod/mini";
import { FormField } from "../../shared/forms/FormField";
import { submitHandler } from "../../shared/forms/submit-handler";
import styles from "./admin.module.css";
import { BannerPictureField } from "./BannerPictureField";
import type { Publish } from "./SiteDocumentPage";
import { fromTokyoLocal, linkField, localDateTime, requiredText, tokyoLocal } from "./site-content-form";

const picture = z.string().check(z.minLength(1, encodeMessage(FIELD_MESSAGE_CODES.required)));
const schema = z.object({
  banners: z.array(
    z
      .object({
        alt: requiredText(100),
        link: linkField,
        pc: picture,
        sp: picture,
        startsAt: localDateTime,
        endsAt: localDateTime,
      })
      .check(
        z.refine((b) => !b.startsAt || !b.endsAt || b.endsAt > b.startsAt, {
          message: encodeMessage(FIELD_MESSAGE_CODES.wrongFormat),
          path: ["endsAt"],
        }),
      ),
  ),
  note: z.string().check(z.trim(), z.maxLength(200)),
});
type Values = z.infer<typeof schema>;

interface StoredBanner {
  readonly alt: string;
  readonly link: string;
  readonly pc: string;
  readonly sp: string;
  readonly startsAt: string | null;
  readonly endsAt: string | null;
}

const empty = { alt: "", link: "", pc: "", sp: "", startsAt: "", endsAt: "" };

/** The PC or mobile picture of item `index`, bound to the form. */
function PictureField({
  form,
  index,
  field,
}: {
  readonly form: UseFormReturn<Values>;
  readonly index: number;
  readonly field: "pc" | "sp";
}) {
  const name: `banners.${number}.${typeof field}` = `banners.${index}.${field}`;
  return (
    <BannerPictureField
      id={`banner-${index}-${field}`}
      variant={field === "pc" ? "pc" : "mobile"}
      value={form.watch(name)}
      error={form.getFieldState(name, form.formState).error}
      onUploaded={(path) => form.setValue(name, path, { shouldValidate: true, shouldDirty: true })}
    />
  );
}

/** The banners of the home carousel, in order, each with its two pictures, link and period. */
export function BannerEditor({ current, publish }: { readonly current: unknown; readonly publish: Publish }) {
  const stored = ((current as { banners?: StoredBanner[] }).banners ?? []).map((b) => ({
    ...b,
    startsAt: tokyoLocal(b.startsAt),
    endsAt: tokyoLocal(b.endsAt),
  }));
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { banners: stored, note: "" } });
  const banners = useFieldArray({ control: form.control, name: "banners" });
  const onSubmit = submitHandler(form, async (values) => {
    const ok = await publish(
      {
        banners: values.banners.map((b) => ({
          ...b,
          startsAt: fromTokyoLocal(b.startsAt),
          endsAt: fromTokyoLocal(b.endsAt),
        })),
      },
      values.note,
    );
    if (ok) form.reset(values);
  });
  const error = (name: Parameters<typeof form.getFieldState>[0]) => form.getFieldState(name, form.formState).error;
  return (
    <form onSubmit={onSubmit} noValidate className={styles.rejectForm}>
      <p>
        上から順にトップページのカルーセルに表示されます（2件以上のときは5秒ごとに切り替わります）。画像はPC用が1318×100ピクセル、スマートフォン用が750×176ピクセルちょうどのPNG・JPEG・WebP（2MBまで）です。
      </p>
      {banners.fields.length === 0 ? <p>バナーはありません。「バナーを追加」から登録してください。</p> : null}
      {banners.fields.map((field, i) => (
        <fieldset key={field.id} className={`panel ${styles.queueItem}`}>
          <legend>バナー {i + 1}</legend>
          <FormField id={`banner-${i}-alt`} label="代替テキスト" error={error(`banners.${i}.alt`)}>
            <input id={`banner-${i}-alt`} {...form.register(`banners.${i}.alt`)} />
          </FormField>
          <FormField
            id={`banner-${i}-link`}
            label="リンク先"
            hint="サイト内は /seminars/list のように、外部は https:// から入力します。"
            error={error(`banners.${i}.link`)}
          >
            <input id={`banner-${i}-link`} {...form.register(`banners.${i}.link`)} />
          </FormField>
          <PictureField form={form} index={i} field="pc" />
          <PictureField form={form} index={i} field="sp" />
          <FormField
            id={`banner-${i}-start`}
            label="掲載開始（空欄ですぐに）"
            required={false}
            error={error(`banners.${i}.startsAt`)}
          >
            <input id={`banner-${i}-start`} type="datetime-local" {...form.register(`banners.${i}.startsAt`)} />
          </FormField>
          <FormField
            id={`banner-${i}-end`}
            label="掲載終了（空欄で無期限）"
            required={false}
            error={error(`banners.${i}.endsAt`)}
          >
            <input id={`banner-${i}-end`} type="datetime-local" {...form.register(`banners.${i}.endsAt`)} />
          </FormField>
          <div className={styles.searchActions}>
            <button type="button" className="button" disabled={i === 0} onClick={() => banners.move(i, i - 1)}>
              上へ
            </button>
            <button
              type="button"
              className="button"
              disabled={i === banners.fields.length - 1}
              onClick={() => banners.move(i, i + 1)}
            >
              下へ
            </button>
            <button type="button" className="button" onClick={() => banners.remove(i)}>
              バナー {i + 1} を削除
            </button>
          </div>
        </fieldset>
      ))}
      <button type="button" className="button" onClick={() => banners.prepend(empty)}>
        バナーを追加
      </button>
      <FormField id="banner-note" label="変更内容のメモ" required={false}>
        <input id="banner-note" {...form.register("note")} maxLength={200} />
      </FormField>
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        バナーを公開する
      </button>
    </form>
  );
}
