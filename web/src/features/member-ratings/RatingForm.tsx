import { zodResolver } from "@hookform/resolvers/zod";
import { FREE_TEXT_MAX_LENGTH } from "@iryo/domain/constants";
import { type RatingInput as RatingFormOutput, ratingInputSchema } from "@iryo/domain/validation/rating-input";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { messageOf } from "../../shared/forms/FieldError";
import { FormActions } from "../../shared/forms/FormActions";
import { FormField } from "../../shared/forms/FormField";
import formsStyles from "../../shared/forms/forms.module.css";
import { OptionSelect } from "../../shared/forms/OptionSelect";
import { applyServerFieldErrors, clearInputError, toastInputError } from "../../shared/forms/submit-handler";
import { textInput } from "../../shared/forms/text-input";
import { useStepFocus } from "../../shared/forms/use-step-focus";
import { LiveRegion } from "../../shared/layout/LiveRegion";
import { toastFailure } from "../../shared/toast/run-with-toast";
import { clearToasts } from "../../shared/toast/toast-store";
import { AgreeCheck } from "./AgreeCheck";
import { usePostRatingMutation, useUpdateRatingMutation } from "./MemberRatings.generated";
import { RatingConfirmation } from "./RatingConfirmation";
import { RatingScoresFieldset } from "./RatingScoresFieldset";
import { ATTRIBUTE_FIELDS, type RatingFormValues, toRatingInput } from "./rating-form-values";

type Step = "input" | "confirm";

/**
 * The rating form: input → confirm → post (or update the member's posted rating when `editing`), then
 * the completion modal.
 */
export function RatingForm({
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
  const { headingRef, announcement } = useStepFocus(step);
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
    clearInputError();
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

  // The live region keeps its place in both steps so that it is in the page before it speaks.
  const stepHeading = (
    <>
      <LiveRegion message={announcement} />
      <h2 ref={headingRef} tabIndex={-1}>
        {step === "confirm" ? "投稿内容の確認" : "投稿内容の入力"}
      </h2>
    </>
  );

  if (step === "confirm" && confirmed) {
    return (
      <>
        {stepHeading}
        <RatingConfirmation
          confirmed={confirmed}
          editing={editing !== null}
          busy={posting || updating}
          completed={completed}
          serviceId={serviceId}
          serviceName={serviceName}
          onBack={() => setStep("input")}
          onSend={send}
          onDone={() => navigate("/ratings-and-reviews-posted")}
        />
      </>
    );
  }

  return (
    <>
      {stepHeading}
      <form className={`${formsStyles.authForm} rating-form`} noValidate onSubmit={toConfirm}>
        <RatingScoresFieldset form={form} />
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
    </>
  );
}
