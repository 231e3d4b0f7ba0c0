import { zodResolver } from "@hookform/resolvers/zod";
import { FREE_TEXT_MAX_LENGTH } from "@iryo/domain/constants";
import { errorMessage, isErrorCode } from "@iryo/domain/error-catalogue";
import { RATING_CRITERIA, ratingScore } from "@iryo/domain/rating";
import { type RatingInput as RatingFormOutput, ratingInputSchema } from "@iryo/domain/validation/rating-input";
import { useState } from "react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { appErrorOf } from "../../shared/errors/graphql-error";
import {
  applyServerFieldErrors,
  ConfirmActions,
  FieldError,
  FormActions,
  FormField,
  messageOf,
  OptionSelect,
  textInput,
  toastInputError,
} from "../../shared/forms/form-kit";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { toastFailure } from "../../shared/toast/run-with-toast";
import { clearToasts } from "../../shared/toast/toast-store";
import { Modal } from "../../shared/ui/Modal";
import { Spinner } from "../../shared/ui/Spinner";
import { usePostRatingMutation, useSubmitRatingRouteQuery, useUpdateRatingMutation } from "./MemberRatings.generated";
import {
  ATTRIBUTE_FIELDS,
  emptyRatingForm,
  type RatingFormValues,
  ratingFormOf,
  scoreText,
  toRatingInput,
} from "./rating-form-values";
import "./member-ratings.css";

type Step = "input" | "confirm";

/**
 * /services/{id}/submit-rating-and-review (SPEC §4.4): input → confirm → post → completion modal.
 * With `?edit=1` the member's posted rating is loaded and changed instead (it waits for publication
 * again). Members who may not rate (other business, the 100 limit) are told why instead of a form.
 */
export default function SubmitRatingRoute() {
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const editing = search.get("edit") === "1";
  // Whether the member may post is the server's to say on each visit (their other ratings, the limit);
  // this page's own post does not rewrite it in the cache, so the completion dialog stays up.
  const { data, loading, error } = useSubmitRatingRouteQuery({
    variables: { serviceId: id },
    fetchPolicy: "network-only",
  });
  const standing = data?.myRatingStanding;

  if (loading && !data) return <Spinner label="評価・レビューの入力画面を準備しています" />;
  if (error || !standing) {
    return (
      <section className="page">
        <p className="notice notice--error">
          {error ? appErrorOf(error).message : "評価・レビューの入力画面を表示できませんでした。"}
        </p>
      </section>
    );
  }
  const own = standing.ownRating;
  const refusal = editing && own ? null : standing.refusalCode;
  return (
    <section className="page rating-page">
      <PageMeta title={`${standing.serviceName}の評価・レビューを${editing ? "編集" : "投稿"}`} />
      <Breadcrumbs
        items={[
          { label: standing.serviceName, to: `/services/detail/${standing.serviceId}` },
          { label: editing ? "評価・レビューの編集" : "評価・レビューの投稿" },
        ]}
      />
      <header className="page__header">
        <h1>{editing ? "評価・レビューの編集" : "評価・レビューの投稿"}</h1>
        <p className="page__lead">{standing.serviceName}</p>
      </header>
      {refusal ? (
        <div className="notice notice--error rating-refusal" role="alert">
          <p>{isErrorCode(refusal) ? errorMessage(refusal) : refusal}</p>
          {refusal === "0901003" && own ? (
            <p>
              <Link to={`/services/${standing.serviceId}/submit-rating-and-review?edit=1`}>投稿した内容を編集する</Link>
            </p>
          ) : null}
          <p>
            <Link to={`/services/detail/${standing.serviceId}`}>サービス詳細に戻る</Link>
          </p>
        </div>
      ) : (
        <RatingForm
          serviceId={standing.serviceId}
          serviceName={standing.serviceName}
          initial={editing && own ? ratingFormOf(own) : emptyRatingForm()}
          editing={editing && own ? { ratingId: own.id, version: own.version } : null}
        />
      )}
    </section>
  );
}

function RatingForm({
  serviceId,
  serviceName,
  initial,
  editing,
}: {
  readonly serviceId: string;
  readonly serviceName: string;
  readonly initial: RatingFormValues;
  readonly editing: { ratingId: string; version: number } | null;
}) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>("input");
  const [confirmed, setConfirmed] = useState<RatingFormOutput | null>(null);
  const [completed, setCompleted] = useState(false);
  const [post, { loading: posting }] = usePostRatingMutation();
  const [update, { loading: updating }] = useUpdateRatingMutation();
  const form = useForm<RatingFormValues, unknown, RatingFormOutput>({
    resolver: zodResolver(ratingInputSchema) as never,
    defaultValues: initial,
  });
  const { errors } = form.formState;

  const toConfirm = form.handleSubmit((values) => {
    setConfirmed(values);
    setStep("confirm");
    window.scrollTo(0, 0);
  }, toastInputError);

  async function send() {
    if (!confirmed) return;
    const input = toRatingInput(confirmed);
    try {
      if (editing) {
        await update({ variables: { ratingId: editing.ratingId, version: editing.version, input } });
      } else {
        await post({ variables: { serviceId, input } });
      }
      setCompleted(true);
      clearToasts();
    } catch (error) {
      if (applyServerFieldErrors(error, form)) {
        setStep("input");
        toastInputError({});
        return;
      }
      toastFailure(error);
    }
  }

  if (step === "confirm" && confirmed) {
    return (
      <div className="rating-confirm">
        <p>
          以下の内容で{editing ? "更新" : "投稿"}します。よろしければ「{editing ? "更新する" : "投稿する"}
          」を押してください。
        </p>
        <dl className="confirm-list">
          {RATING_CRITERIA.map((c) => (
            <div key={c.key} style={{ display: "contents" }}>
              <dt>{c.label}</dt>
              <dd>{scoreText(confirmed.scores[c.key])}</dd>
            </div>
          ))}
          <dt>良い点</dt>
          <dd className="rating-confirm__text">{confirmed.good_point}</dd>
          <dt>改善してほしい点</dt>
          <dd className="rating-confirm__text">{confirmed.improvement_point}</dd>
          {ATTRIBUTE_FIELDS.map((f) => (
            <div key={f.name} style={{ display: "contents" }}>
              <dt>{f.label}</dt>
              <dd>{f.labelOf(confirmed[f.name]) ?? "—"}</dd>
            </div>
          ))}
        </dl>
        <ConfirmActions
          onBack={() => setStep("input")}
          onSend={send}
          busy={posting || updating}
          send={editing ? "更新する" : "投稿する"}
          back="入力画面に戻る"
        />
        <Modal
          open={completed}
          title={editing ? "評価・レビューを更新しました" : "評価・レビューを投稿しました"}
          onClose={() => navigate("/ratings-and-reviews-posted")}
          actions={
            <Link to="/ratings-and-reviews-posted" className="button button--primary">
              投稿した評価・レビューを見る
            </Link>
          }
        >
          <p>ご協力ありがとうございました。</p>
          <p>評価・レビューは内容を確認のうえ、翌日以降に公開されます。公開までは「公開待ち」と表示されます。</p>
          <p>
            <Link to={`/services/detail/${serviceId}`}>{serviceName}の詳細に戻る</Link>
          </p>
        </Modal>
      </div>
    );
  }

  return (
    <form className="auth-form rating-form" noValidate onSubmit={toConfirm}>
      <fieldset className="rating-form__scores">
        <legend className="form-field__label">
          評価<span className="form-field__optional">任意</span>
        </legend>
        <p className="form-field__hint">各項目を5段階で評価してください。わからない項目は「わからない」を選べます。</p>
        {RATING_CRITERIA.map((c) => (
          <fieldset key={c.key} className="rating-criterion">
            <legend>{c.label}</legend>
            <div className="form-choices">
              {[...ratingScore.options].reverse().map((o) => (
                <label key={o.value}>
                  <input type="radio" value={String(o.value)} {...form.register(`scores.${c.key}`)} />
                  {o.label}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </fieldset>
      <FormField id="r-good" label="良い点" error={errors.good_point} hint={`${FREE_TEXT_MAX_LENGTH}文字以内`}>
        <textarea id="r-good" rows={5} {...textInput(form, "good_point", FREE_TEXT_MAX_LENGTH)} />
      </FormField>
      <FormField
        id="r-improvement"
        label="改善してほしい点"
        error={errors.improvement_point}
        hint={`${FREE_TEXT_MAX_LENGTH}文字以内`}
      >
        <textarea id="r-improvement" rows={5} {...textInput(form, "improvement_point", FREE_TEXT_MAX_LENGTH)} />
      </FormField>
      {ATTRIBUTE_FIELDS.map((f) => (
        <FormField key={f.name} id={`r-${f.name}`} label={f.label} error={errors[f.name]}>
          <OptionSelect
            id={`r-${f.name}`}
            options={f.options}
            {...form.register(f.name)}
            aria-invalid={Boolean(errors[f.name])}
          />
        </FormField>
      ))}
      <AgreeCheck
        href="/review-guidelines"
        document="レビューガイドライン"
        registration={form.register("agree_review_guidelines")}
        message={messageOf(errors.agree_review_guidelines)}
      />
      <AgreeCheck
        href="/terms"
        document="利用規約"
        registration={form.register("agree_terms")}
        message={messageOf(errors.agree_terms)}
      />
      <FormActions submit="確認画面へ進む" />
    </form>
  );
}

/** A check box 「(document, linked in a new tab)に同意します」 with its message. */
function AgreeCheck({
  href,
  document,
  registration,
  message,
}: {
  readonly href: string;
  readonly document: string;
  readonly registration: UseFormRegisterReturn;
  readonly message: string | undefined;
}) {
  return (
    <div className={`form-field${message ? " form-field--error" : ""}`}>
      <label className="form-check">
        <input type="checkbox" {...registration} />
        <span>
          <a href={href} target="_blank" rel="noreferrer">
            {document}
          </a>
          に同意します
        </span>
      </label>
      <FieldError message={message} />
    </div>
  );
}
