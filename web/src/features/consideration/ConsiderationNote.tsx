import { zodResolver } from "@hookform/resolvers/zod";
import { CONSIDERATION_NOTE_MAX_LENGTH } from "@iryo/domain/consideration";
import { considerationNoteFormSchema } from "@iryo/domain/validation/consideration-note";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "../../shared/forms/FormField";
import { submitHandler } from "../../shared/forms/submit-handler";
import { textInput } from "../../shared/forms/text-input";
import { runWithToast } from "../../shared/toast/run-with-toast";
import {
  type ConsiderationListRouteQuery,
  ConsiderationListRouteQueryDocument,
  useSaveConsiderationNoteMutation,
} from "./ConsiderationListRoute.generated";
import styles from "./consideration.module.css";

type NoteValues = { note: string };

/**
 * The member's own note on one service of the list: shown to nobody else, printed in their 稟議 sheet.
 * The saved note is written into the cached list (its items have no id of their own), so nothing is
 * fetched again.
 */
export function ConsiderationNote({
  serviceId,
  serviceName,
  note,
}: {
  readonly serviceId: string;
  readonly serviceName: string;
  readonly note: string;
}) {
  const [editing, setEditing] = useState(false);
  const [save, { loading }] = useSaveConsiderationNoteMutation({
    update(cache, { data }) {
      const saved = data?.saveConsiderationNote;
      if (saved === undefined) return;
      cache.updateQuery<ConsiderationListRouteQuery>({ query: ConsiderationListRouteQueryDocument }, (list) =>
        list
          ? {
              ...list,
              considerationList: list.considerationList.map((item) =>
                item.serviceId === serviceId ? { ...item, note: saved } : item,
              ),
            }
          : list,
      );
    },
  });
  const form = useForm<NoteValues>({ resolver: zodResolver(considerationNoteFormSchema), defaultValues: { note } });
  const id = `note-${serviceId}`;
  const onSubmit = submitHandler(form, async (values) => {
    const done = await runWithToast(
      () => save({ variables: { serviceId, note: values.note } }),
      values.note === "" ? "メモを削除しました。" : "メモを保存しました。",
    );
    if (done) setEditing(false);
  });

  if (!editing) {
    return (
      <div className={styles.note}>
        {note ? (
          <p className={styles.noteText}>
            <span className={styles.noteLabel}>メモ</span>
            {note}
          </p>
        ) : null}
        <button type="button" className={`button ${styles.buttonSmall}`} onClick={() => setEditing(true)}>
          {note ? "メモを編集" : "メモを書く"}
          <span className="visually-hidden">：{serviceName}</span>
        </button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className={styles.note} aria-label={`${serviceName}のメモ`}>
      <FormField
        id={id}
        label="検討メモ"
        required={false}
        error={form.getFieldState("note", form.formState).error}
        hint={`${CONSIDERATION_NOTE_MAX_LENGTH}文字以内。ご自身だけが見られます。稟議用の比較表にも載ります。空にして保存すると削除します。`}
      >
        {/* biome-ignore lint/a11y/noAutofocus: the field the member just asked to edit */}
        <textarea id={id} rows={4} autoFocus {...textInput(form, "note", CONSIDERATION_NOTE_MAX_LENGTH)} />
      </FormField>
      <div className={styles.noteActions}>
        <button type="submit" className="button button--primary" disabled={loading}>
          メモを保存
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            form.reset({ note });
            setEditing(false);
          }}
        >
          キャンセル
        </button>
      </div>
    </form>
  );
}
