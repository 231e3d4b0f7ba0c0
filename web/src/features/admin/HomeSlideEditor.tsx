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

const required = encodeMessage(FIELD_MESSAGE_CODES.required);
const wrongFormat = encodeMessage(FIELD_MESSAGE_CODES.wrongFormat);
const maxText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, encodeMessage(FIELD_MESSAGE_CODES.maxLength, { Max: max })));

/** One slide in the form: an image slide (pictures, alt text, optional link) or a text slide (ADR 174). */
const slideSchema = z
  .object({
    kind: z.enum(["image", "text"]),
    title: maxText(60),
    text: maxText(400),
    link: z.union([z.literal(""), linkField]),
    linkLabel: maxText(60),
    alt: maxText(100),
    pc: z.string(),
    sp: z.string(),
    startsAt: localDateTime,
    endsAt: localDateTime,
  })
  .check(
    z.superRefine((s, ctx) => {
      const issue = (path: string, message = required) => ctx.addIssue({ code: "custom", message, path: [path] });
      if (s.kind === "image") {
        if (s.alt === "") issue("alt");
        if (s.pc === "") issue("pc");
        if (s.sp === "") issue("sp");
      } else {
        if (s.title === "") issue("title");
        if (s.text === "") issue("text");
        if (s.link === "") issue("link");
        if (s.linkLabel === "") issue("linkLabel");
      }
      if (s.startsAt && s.endsAt && s.endsAt <= s.startsAt) issue("endsAt", wrongFormat);
    }),
  );

const schema = z.object({
  title: requiredText(100),
  slides: z.array(slideSchema).check(z.minLength(1, required)),
  note: z.string().check(z.trim(), z.maxLength(200)),
});
type Values = z.infer<typeof schema>;
type SlideValues = Values["slides"][number];

interface StoredSlide {
  readonly title?: string;
  readonly text?: string;
  readonly link?: string;
  readonly linkLabel?: string;
  readonly image?: { readonly alt: string; readonly pc: string; readonly sp: string } | null;
  readonly startsAt?: string | null;
  readonly endsAt?: string | null;
}

const emptySlide: SlideValues = {
  kind: "image",
  title: "",
  text: "",
  link: "",
  linkLabel: "",
  alt: "",
  pc: "",
  sp: "",
  startsAt: "",
  endsAt: "",
};

/** A stored slide (any version, also the shipped text-only one) as form values. */
function toValues(slide: StoredSlide): SlideValues {
  return {
    kind: slide.image ? "image" : "text",
    title: slide.title ?? "",
    text: slide.text ?? "",
    link: slide.link ?? "",
    linkLabel: slide.linkLabel ?? "",
    alt: slide.image?.alt ?? "",
    pc: slide.image?.pc ?? "",
    sp: slide.image?.sp ?? "",
    startsAt: tokyoLocal(slide.startsAt),
    endsAt: tokyoLocal(slide.endsAt),
  };
}

/** Form values as the api's slide (domain editableHomeSlideSchema): only the fields of its kind. */
function toSlide(s: SlideValues) {
  const period = { startsAt: fromTokyoLocal(s.startsAt), endsAt: fromTokyoLocal(s.endsAt) };
  return s.kind === "image"
    ? { title: "", text: "", link: s.link, linkLabel: "", image: { alt: s.alt, pc: s.pc, sp: s.sp }, ...period }
    : { title: s.title, text: s.text, link: s.link, linkLabel: s.linkLabel, image: null, ...period };
}

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
  const name: `slides.${number}.${typeof field}` = `slides.${index}.${field}`;
  return (
    <BannerPictureField
      id={`slide-${index}-${field}`}
      variant={field === "pc" ? "pc" : "mobile"}
      value={form.watch(name)}
      error={form.getFieldState(name, form.formState).error}
      onUploaded={(path) => form.setValue(name, path, { shouldValidate: true, shouldDirty: true })}
    />
  );
}

/**
 * The home page's slides (/admin/content/home_slide): the section title, then the slides in order, each
 * an image slide (PC and mobile pictures of their exact sizes, alt text, optional link) or a text slide,
 * with its period; publishing makes a new version (ADR 164, 174).
 */
export function HomeSlideEditor({ current, publish }: { readonly current: unknown; readonly publish: Publish }) {
  const stored = current as { title?: string; slides?: StoredSlide[] };
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { title: stored.title ?? "", slides: (stored.slides ?? []).map(toValues), note: "" },
  });
  const slides = useFieldArray({ control: form.control, name: "slides" });
  const onSubmit = submitHandler(form, async (values) => {
    const ok = await publish({ title: values.title, slides: values.slides.map(toSlide) }, values.note);
    if (ok) form.reset(values);
  });
  const error = (name: Parameters<typeof form.getFieldState>[0]) => form.getFieldState(name, form.formState).error;
  const kinds = form.watch("slides").map((s) => s.kind);
  return (
    <form onSubmit={onSubmit} noValidate className={styles.rejectForm}>
      <p>
        上から順にトップページのスライドに表示されます（2件以上のときは5秒ごとに切り替わり、最後の次は最初に戻ります）。画像はPC用が1318×100ピクセル、スマートフォン用が750×176ピクセルちょうどのPNG・JPEG・WebP（2MBまで）です。
      </p>
      <FormField id="slide-section-title" label="セクションの見出し" error={error("title")}>
        <input id="slide-section-title" {...form.register("title")} />
      </FormField>
      {slides.fields.length === 0 ? (
        <p>スライドはありません。「スライドを追加」から1件以上登録してください。</p>
      ) : (
        <p>スライドは1件以上必要です。最後の1件は削除できません。</p>
      )}
      {slides.fields.map((field, i) => {
        const kind = kinds[i] ?? field.kind;
        return (
          <fieldset key={field.id} className={`panel ${styles.queueItem}`}>
            <legend>スライド {i + 1}</legend>
            <fieldset className={styles.searchActions}>
              <legend>スライドの種類</legend>
              <label>
                <input type="radio" value="image" {...form.register(`slides.${i}.kind`)} /> 画像
              </label>
              <label>
                <input type="radio" value="text" {...form.register(`slides.${i}.kind`)} /> テキスト
              </label>
            </fieldset>
            {kind === "image" ? (
              <>
                <PictureField form={form} index={i} field="pc" />
                <PictureField form={form} index={i} field="sp" />
                <FormField
                  id={`slide-${i}-alt`}
                  label="代替テキスト"
                  hint="画像の内容を、画像が見えない人にも伝わる文で入力します。"
                  error={error(`slides.${i}.alt`)}
                >
                  <input id={`slide-${i}-alt`} {...form.register(`slides.${i}.alt`)} />
                </FormField>
              </>
            ) : (
              <>
                <FormField id={`slide-${i}-title`} label="見出し" error={error(`slides.${i}.title`)}>
                  <input id={`slide-${i}-title`} {...form.register(`slides.${i}.title`)} />
                </FormField>
                <FormField id={`slide-${i}-text`} label="本文" error={error(`slides.${i}.text`)}>
                  <textarea id={`slide-${i}-text`} rows={3} {...form.register(`slides.${i}.text`)} />
                </FormField>
                <FormField id={`slide-${i}-link-label`} label="リンクの文言" error={error(`slides.${i}.linkLabel`)}>
                  <input id={`slide-${i}-link-label`} {...form.register(`slides.${i}.linkLabel`)} />
                </FormField>
              </>
            )}
            <FormField
              id={`slide-${i}-link`}
              label="リンク先"
              required={kind === "text"}
              hint="サイト内は /seminars/list のように、外部は https:// から入力します。"
              error={error(`slides.${i}.link`)}
            >
              <input id={`slide-${i}-link`} {...form.register(`slides.${i}.link`)} />
            </FormField>
            <FormField
              id={`slide-${i}-start`}
              label="掲載開始（空欄ですぐに）"
              required={false}
              error={error(`slides.${i}.startsAt`)}
            >
              <input id={`slide-${i}-start`} type="datetime-local" {...form.register(`slides.${i}.startsAt`)} />
            </FormField>
            <FormField
              id={`slide-${i}-end`}
              label="掲載終了（空欄で無期限）"
              required={false}
              error={error(`slides.${i}.endsAt`)}
            >
              <input id={`slide-${i}-end`} type="datetime-local" {...form.register(`slides.${i}.endsAt`)} />
            </FormField>
            <div className={styles.searchActions}>
              <button type="button" className="button" disabled={i === 0} onClick={() => slides.move(i, i - 1)}>
                スライド {i + 1} を上へ
              </button>
              <button
                type="button"
                className="button"
                disabled={i === slides.fields.length - 1}
                onClick={() => slides.move(i, i + 1)}
              >
                スライド {i + 1} を下へ
              </button>
              <button
                type="button"
                className="button"
                disabled={slides.fields.length === 1}
                onClick={() => slides.remove(i)}
              >
                スライド {i + 1} を削除
              </button>
            </div>
          </fieldset>
        );
      })}
      <button type="button" className="button" onClick={() => slides.prepend(emptySlide)}>
        スライドを追加
      </button>
      <FormField id="slide-note" label="変更内容のメモ" required={false}>
        <input id="slide-note" {...form.register("note")} maxLength={200} />
      </FormField>
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        スライドを公開する
      </button>
    </form>
  );
}
