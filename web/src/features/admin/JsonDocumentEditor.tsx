import { zodResolver } from "@hookform/resolvers/zod";
import { encodeMessage, FIELD_MESSAGE_CODES } from "@iryo/domain/error-catalogue";
import { type SiteContentName, siteContentEditSchema } from "@iryo/domain/site-content";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { FormField } from "../../shared/forms/FormField";
import { submitHandler } from "../../shared/forms/submit-handler";
import styles from "./admin.module.css";
import type { Publish } from "./SiteDocumentPage";

const HINTS: Partial<Record<SiteContentName, string>> = {
  home_counseling: "title・lead・points（title と text の並び）・cta（label と link）を編集できます。",
  system_config:
    "providerContactEmail・conciergeEmail・statusPopupConsideringDays・socialLinks を編集できます。利用規約の版は利用規約の公開で変わります。",
};

/**
 * The counseling block and the system settings as JSON text, checked against the same
 * rules as the api (domain/src/site-content.ts) before it is sent.
 */
export function JsonDocumentEditor({
  name,
  current,
  publish,
}: {
  readonly name: SiteContentName;
  readonly current: unknown;
  readonly publish: Publish;
}) {
  const schema = z.object({
    json: z.string().check(
      z.superRefine((text, ctx) => {
        let document: unknown;
        try {
          document = JSON.parse(text);
        } catch {
          ctx.addIssue({ code: "custom", message: encodeMessage(FIELD_MESSAGE_CODES.wrongFormat) });
          return;
        }
        if (!siteContentEditSchema.safeParse({ name, document }).success)
          ctx.addIssue({ code: "custom", message: encodeMessage(FIELD_MESSAGE_CODES.wrongFormat) });
      }),
    ),
    note: z.string().check(z.trim(), z.maxLength(200)),
  });
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { json: JSON.stringify(current, null, 2), note: "" },
  });
  const onSubmit = submitHandler(form, async (values) => {
    await publish(JSON.parse(values.json), values.note);
  });
  return (
    <form onSubmit={onSubmit} noValidate className={styles.rejectForm}>
      <FormField
        id="content-json"
        label="内容（JSON）"
        hint={HINTS[name]}
        error={form.getFieldState("json", form.formState).error}
      >
        <textarea id="content-json" rows={20} spellCheck={false} className={styles.values} {...form.register("json")} />
      </FormField>
      <FormField id="content-note" label="変更内容のメモ" required={false}>
        <input id="content-note" {...form.register("note")} maxLength={200} />
      </FormField>
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        公開する
      </button>
    </form>
  );
}
