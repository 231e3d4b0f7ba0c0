import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { messageOf } from "../../shared/forms/FieldError";
import { FormField } from "../../shared/forms/FormField";
import { submitHandler, toastInputError } from "../../shared/forms/submit-handler";
import { TextField } from "../../shared/forms/TextField";
import { textInput } from "../../shared/forms/text-input";
import { runWithToast } from "../../shared/toast/run-with-toast";
import { Modal } from "../../shared/ui/Modal";
import { ARTICLE_SERVER_FIELDS, articleFormSchema, articleInputOf, type ArticleForm as Values } from "./article-form";
import {
  type ProviderEditableArticleFragment,
  useCreateArticleDraftMutation,
  useRetireArticleDraftMutation,
  useSaveArticleDraftMutation,
  useSubmitArticleChangeMutation,
  useUpdateArticleChangeMutation,
  useWithdrawArticleChangeMutation,
} from "./ProviderArticles.generated";
import styles from "./provider-listings.module.css";
import { StatusBadge } from "./StatusBadge";

/** What the form edits: a new article, a new article's saved draft (by change id), or a public article. */
export type ArticleTarget =
  | { readonly kind: "new" }
  | { readonly kind: "change"; readonly changeId: string }
  | { readonly kind: "article"; readonly articleId: string };

const HTML_HINT =
  "HTMLで入力します。使えるタグ: p, h2, h3, h4, ul, ol, li, strong, em, a, img, table, blockquote など。script・イベント属性・javascript: のリンクは保存時に取り除かれます。";

/** The article editor (ADR 163): plain HTML text areas for the body and its two visibility blocks. */
export function ArticleForm({
  target,
  defaults,
  change,
  services,
  reload,
}: {
  readonly target: ArticleTarget;
  readonly defaults: Values;
  readonly change: ProviderEditableArticleFragment["change"] | null;
  readonly services: readonly { readonly id: string; readonly title: string }[];
  readonly reload: () => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const form = useForm<Values>({ resolver: zodResolver(articleFormSchema), defaultValues: defaults });
  const [create, creating] = useCreateArticleDraftMutation();
  const [save, saving] = useSaveArticleDraftMutation();
  const [update, updating] = useUpdateArticleChangeMutation();
  const [submit, submitting] = useSubmitArticleChangeMutation();
  const [withdraw, withdrawing] = useWithdrawArticleChangeMutation();
  const [retire, retiring] = useRetireArticleDraftMutation();
  const [confirming, setConfirming] = useState<"submit" | "delete" | null>(null);
  const busy = [creating, saving, updating, submitting, withdrawing, retiring].some((m) => m.loading);
  const locked = change?.state === "submitted" || change?.state === "approved";

  /** Saves the draft; answers its change id. */
  const saveDraft = async (values: Values): Promise<string> => {
    const input = articleInputOf(values);
    if (target.kind === "article") {
      const res = await save({ variables: { articleId: target.articleId, input } });
      return res.data?.saveArticleDraft.id ?? "";
    }
    const changeId = target.kind === "change" ? target.changeId : change?.id;
    if (changeId && change?.state !== "rejected") {
      await update({ variables: { changeId, input } });
      return changeId;
    }
    const res = await create({ variables: { input } });
    return res.data?.createArticleDraft.id ?? "";
  };

  const onSave = submitHandler(
    form,
    async (values) => {
      let saved = "";
      await runWithToast(
        async () => {
          saved = await saveDraft(values);
        },
        "下書きを保存しました。",
        () => (target.kind === "article" || target.kind === "change" ? reload() : undefined),
      );
      if (saved && target.kind === "new") navigate(`/provider/articles/new?change=${saved}`, { replace: true });
    },
    ARTICLE_SERVER_FIELDS,
  );
  const askToSubmit = form.handleSubmit(() => setConfirming("submit"), toastInputError);
  const confirmSubmit = async () => {
    const done = await runWithToast(async () => {
      const changeId = await saveDraft(form.getValues());
      await submit({ variables: { changeId } });
    }, "審査を申請しました。結果はメールでお知らせします。");
    setConfirming(null);
    if (done) navigate("/provider/articles");
  };
  const confirmDelete = async () => {
    if (target.kind !== "article") return;
    const done = await runWithToast(async () => {
      const res = await retire({ variables: { articleId: target.articleId } });
      await submit({ variables: { changeId: res.data?.retireArticleDraft.id ?? "" } });
    }, "記事の削除を申請しました。承認されるとサイトから削除されます。");
    setConfirming(null);
    if (done) navigate("/provider/articles");
  };
  const onWithdraw = () => {
    if (!change) return;
    void runWithToast(
      () => withdraw({ variables: { changeId: change.id } }),
      change.state === "submitted" ? "申請を取り下げました。" : "下書きを破棄しました。",
      () => (target.kind === "article" ? reload() : navigate("/provider/articles")),
    );
  };

  const servicesError = messageOf(form.getFieldState("serviceIds", form.formState).error);
  const htmlField = (
    name: "bodyHtml" | "beforeLoginHtml" | "afterLoginHtml",
    id: string,
    label: string,
    max: number,
  ) => (
    <FormField
      id={id}
      label={label}
      required={name === "bodyHtml"}
      hint={name === "bodyHtml" ? HTML_HINT : undefined}
      error={form.getFieldState(name, form.formState).error}
    >
      <textarea id={id} rows={name === "bodyHtml" ? 14 : 6} className={styles.code} {...textInput(form, name, max)} />
    </FormField>
  );

  return (
    <>
      {change && (
        <div className={styles.notice}>
          <p>
            現在の状態: <StatusBadge status={change.state} />
          </p>
          {change.state === "rejected" && change.reason && (
            <p className={styles.reason}>差し戻しの理由: {change.reason}</p>
          )}
          {locked && <p>審査中のため編集できません。取り下げるか、審査の完了をお待ちください。</p>}
        </div>
      )}
      <form noValidate onSubmit={onSave} className={styles.form} aria-label="記事の編集">
        <fieldset className={styles.fieldset} disabled={locked}>
          <legend>記事</legend>
          <TextField form={form} name="title" id="article-title" label="タイトル" maxLength={100} />
          <TextField form={form} name="summary" id="article-summary" label="概要" maxLength={300} required={false} />
          {htmlField("bodyHtml", "article-body", "本文（HTML）", 50_000)}
        </fieldset>
        <fieldset className={styles.fieldset} disabled={locked}>
          <legend>ログイン状態で出し分ける内容</legend>
          <p className={styles.meta}>
            本文の後に表示されます。「ログイン前」はログインしていない方だけに、「ログイン後」は会員の方だけに表示されます。
          </p>
          {htmlField("beforeLoginHtml", "article-before-login", "ログイン前のみ表示する内容（HTML）", 20_000)}
          {htmlField("afterLoginHtml", "article-after-login", "ログイン後のみ表示する内容（HTML）", 20_000)}
        </fieldset>
        <fieldset className={styles.fieldset} disabled={locked}>
          <legend>タグと紐づけ</legend>
          <TextField
            form={form}
            name="tags"
            id="article-tags"
            label="タグ"
            required={false}
            hint="カンマ（,）または読点（、）で区切って、10個まで入力できます。"
          />
          <fieldset className={styles.fieldset} aria-describedby={servicesError ? "article-services-error" : undefined}>
            <legend>紐づけるサービス</legend>
            <p className={styles.meta}>自社のサービスのみ選択できます。</p>
            {services.length === 0 && <p className={styles.meta}>選択できるサービスはありません。</p>}
            <ul className={styles.choices}>
              {services.map((s) => (
                <li key={s.id}>
                  <label>
                    <input type="checkbox" value={s.id} {...form.register("serviceIds")} />
                    {s.title}
                  </label>
                </li>
              ))}
            </ul>
            {servicesError && (
              <p id="article-services-error" className={styles.error}>
                {servicesError}
              </p>
            )}
          </fieldset>
        </fieldset>
        <div className={styles.actions}>
          {!locked && (
            <>
              <button type="submit" className="button" disabled={busy}>
                下書きを保存する
              </button>
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => void askToSubmit()}
              >
                審査を申請する
              </button>
            </>
          )}
          {(change?.state === "draft" || change?.state === "submitted") && (
            <button type="button" className="button" disabled={busy} onClick={onWithdraw}>
              {change.state === "submitted" ? "申請を取り下げる" : "下書きを破棄する"}
            </button>
          )}
          {target.kind === "article" && !locked && (
            <button type="button" className="button" disabled={busy} onClick={() => setConfirming("delete")}>
              記事を削除する
            </button>
          )}
          <Link to="/provider/articles">一覧に戻る</Link>
        </div>
      </form>
      <Modal
        open={confirming === "submit"}
        title="審査を申請しますか"
        onClose={() => setConfirming(null)}
        closeDisabled={busy}
        actions={
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void confirmSubmit()}>
            申請する
          </button>
        }
      >
        <p>現在の内容で下書きを保存し、運営事務局に審査を申請します。承認されるとサイトに公開されます。</p>
      </Modal>
      <Modal
        open={confirming === "delete"}
        title="記事を削除しますか"
        onClose={() => setConfirming(null)}
        closeDisabled={busy}
        actions={
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void confirmDelete()}>
            削除を申請する
          </button>
        }
      >
        <p>
          削除の審査を申請します。承認されるとサイトから削除されます。掲載中のサービスに紐づいている記事は削除できません。
        </p>
      </Modal>
    </>
  );
}
