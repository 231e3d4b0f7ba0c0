import { zodResolver } from "@hookform/resolvers/zod";
import { useFieldArray, useForm } from "react-hook-form";
import * as z from "zod/mini";
import { FormField } from "../../shared/forms/FormField";
import { submitHandler } from "../../shared/forms/submit-handler";
import styles from "./admin.module.css";
import type { Publish } from "./SiteDocumentPage";
import { requiredText } from "./site-content-form";

const schema = z.object({
  title: requiredText(100),
  updatedOn: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  preamble: requiredText(4000),
  sections: z.array(z.object({ heading: requiredText(200), body: requiredText(40000) })).check(z.minLength(1)),
  note: z.string().check(z.trim(), z.maxLength(200)),
});
type Values = z.infer<typeof schema>;

interface LegalDocument {
  readonly title?: string;
  readonly updatedOn?: string;
  readonly preamble?: string;
  readonly sections?: readonly { heading: string; paragraphs: readonly string[] }[];
}

const today = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** The terms or the privacy policy: title, date, preamble and articles (paragraphs apart by a blank line). */
export function LegalDocumentEditor({
  current,
  publish,
  terms,
}: {
  readonly current: unknown;
  readonly publish: Publish;
  readonly terms: boolean;
}) {
  const doc = current as LegalDocument;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: doc.title ?? "",
      updatedOn: today(),
      preamble: doc.preamble ?? "",
      sections: (doc.sections ?? []).map((s) => ({ heading: s.heading, body: s.paragraphs.join("\n\n") })),
      note: "",
    },
  });
  const sections = useFieldArray({ control: form.control, name: "sections" });
  const onSubmit = submitHandler(form, async (values) => {
    await publish(
      {
        title: values.title,
        updatedOn: values.updatedOn,
        preamble: values.preamble,
        sections: values.sections.map((s) => ({
          heading: s.heading,
          paragraphs: s.body
            .split(/\n\s*\n/)
            .map((p) => p.trim())
            .filter((p) => p !== ""),
        })),
      },
      values.note,
    );
  });
  const error = (name: Parameters<typeof form.getFieldState>[0]) => form.getFieldState(name, form.formState).error;
  return (
    <form onSubmit={onSubmit} noValidate className={styles.rejectForm}>
      {terms ? (
        <p role="note">
          公開すると利用規約の版が1つ上がり、すべての会員が次回ログイン時に新しい利用規約への同意を求められます。
        </p>
      ) : null}
      <FormField id="legal-title" label="タイトル" error={error("title")}>
        <input id="legal-title" {...form.register("title")} />
      </FormField>
      <FormField id="legal-updated" label="改定日" error={error("updatedOn")}>
        <input id="legal-updated" type="date" {...form.register("updatedOn")} />
      </FormField>
      <FormField id="legal-preamble" label="前文" error={error("preamble")}>
        <textarea id="legal-preamble" rows={4} {...form.register("preamble")} />
      </FormField>
      {sections.fields.map((field, i) => (
        <fieldset key={field.id} className={`panel ${styles.queueItem}`}>
          <legend>第{i + 1}項</legend>
          <FormField id={`legal-heading-${i}`} label="見出し" error={error(`sections.${i}.heading`)}>
            <input id={`legal-heading-${i}`} {...form.register(`sections.${i}.heading`)} />
          </FormField>
          <FormField
            id={`legal-body-${i}`}
            label="本文"
            hint="段落の間は空行で区切ってください。"
            error={error(`sections.${i}.body`)}
          >
            <textarea id={`legal-body-${i}`} rows={5} {...form.register(`sections.${i}.body`)} />
          </FormField>
          <button
            type="button"
            className="button"
            onClick={() => sections.remove(i)}
            disabled={sections.fields.length === 1}
          >
            第{i + 1}項を削除
          </button>
        </fieldset>
      ))}
      <button type="button" className="button" onClick={() => sections.append({ heading: "", body: "" })}>
        項目を追加
      </button>
      <FormField id="legal-note" label="変更内容のメモ" required={false} error={error("note")}>
        <input id="legal-note" {...form.register("note")} maxLength={200} />
      </FormField>
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        {terms ? "新しい利用規約を公開する" : "公開する"}
      </button>
    </form>
  );
}
