import { zodResolver } from "@hookform/resolvers/zod";
import { FREE_TEXT_MAX_LENGTH, MEETING_MIN_SLOTS } from "@iryo/domain/constants";
import { NEGOTIATION_ALREADY_OPEN_CODE } from "@iryo/domain/error-catalogue";
import { fromScreenReturn, parseFromScreen } from "@iryo/domain/from-screen";
import { meetingType } from "@iryo/domain/meeting-type";
import { isOpenStatus } from "@iryo/domain/negotiation-status";
import { createMeetingApplicationSchema, type MeetingApplication } from "@iryo/domain/validation/meeting-application";
import { useMemo, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { Navigate, useParams, useSearchParams } from "react-router";
import { appErrorOf } from "../../shared/errors/graphql-error";
import { Choices } from "../../shared/forms/Choices";
import { FieldError, messageOf } from "../../shared/forms/FieldError";
import { FormActions } from "../../shared/forms/FormActions";
import { FormField } from "../../shared/forms/FormField";
import formsStyles from "../../shared/forms/forms.module.css";
import { clearInputError, toastInputError } from "../../shared/forms/submit-handler";
import { textInput } from "../../shared/forms/text-input";
import { useStepFocus } from "../../shared/forms/use-step-focus";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { LiveRegion } from "../../shared/layout/LiveRegion";
import { PageMeta } from "../../shared/layout/PageMeta";
import { toastFailure } from "../../shared/toast/run-with-toast";
import { clearToasts } from "../../shared/toast/toast-store";
import { PageFallback } from "../../shared/ui/LoadFailed";
import { AlreadyAppliedNotice } from "./AlreadyAppliedNotice";
import { ApplyComplete } from "./ApplyComplete";
import { ApplyConfirmation } from "./ApplyConfirmation";
import { ApplySteps } from "./ApplySteps";
import { type ApplyFormValues, emptySlot, type Step } from "./apply-form";
import { useApplyNegotiationMutation, useApplyNegotiationRouteQuery } from "./Negotiations.generated";
import styles from "./negotiations.module.css";
import { PreferredSlotsFieldset } from "./PreferredSlotsFieldset";

/** /business-negotiation/{id}: apply → confirm → complete (product §2.3, §5). */
export default function ApplyNegotiationRoute() {
  const { id = "" } = useParams();
  const valid = /^[1-9]\d*$/.test(id);
  const fromScreen = parseFromScreen(useSearchParams()[0].get("from_screen"));
  const { data, loading, error } = useApplyNegotiationRouteQuery({ variables: { serviceId: id }, skip: !valid });
  const [apply, { loading: sending }] = useApplyNegotiationMutation();
  const [step, setStep] = useState<Step>("input");
  const { headingRef, announcement } = useStepFocus(step);
  const [negotiationId, setNegotiationId] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [refusedFor, setRefusedFor] = useState<string | null>(null);
  const schema = useMemo(() => createMeetingApplicationSchema(), []);
  const form = useForm<ApplyFormValues, unknown, MeetingApplication>({
    resolver: zodResolver(schema),
    defaultValues: {
      service_id: id,
      meeting_type: "",
      preferred_slots: Array.from({ length: MEETING_MIN_SLOTS }, emptySlot),
      note: "",
    },
  });
  const slots = useFieldArray({ control: form.control, name: "preferred_slots" });
  const holidays = useMemo(() => new Map((data?.holidays ?? []).map((h) => [h.date, h.name])), [data]);

  if (!valid) return <Navigate to="/error/404" replace />;
  if (error && appErrorOf(error).kind === "NOT_FOUND") return <Navigate to="/error/404" replace />;
  if (error || !data) return <PageFallback loading={loading && !data} what="サービス情報" />;
  const service = data.service;
  const known = data.serviceMemberState.negotiation;
  const openNegotiationId = refusedFor ?? (known && isOpenStatus(known.status) ? known.negotiationId : null);
  // Up front (the member's state for the service) or after the server refused a second application.
  const alreadyApplied = step === "input" && openNegotiationId !== null;
  const { errors } = form.formState;
  const values = form.getValues();

  const toConfirm = form.handleSubmit(() => {
    clearInputError();
    setServerError(null);
    setStep("confirm");
    window.scrollTo(0, 0);
  }, toastInputError);

  const submit = async () => {
    const v = form.getValues();
    try {
      const result = await apply({
        variables: {
          input: {
            serviceId: id,
            meetingType: Number(v.meeting_type),
            preferredSlots: v.preferred_slots.map((s) => ({
              date: s.date,
              startTime: s.start_time,
              endTime: s.end_time,
            })),
            note: v.note?.trim() || null,
          },
        },
      });
      setNegotiationId(result.data?.applyNegotiation ?? null);
      setStep("complete");
      clearToasts();
      window.scrollTo(0, 0);
    } catch (e) {
      const info = toastFailure(e);
      const open = info.params.negotiation_id;
      if (info.code === NEGOTIATION_ALREADY_OPEN_CODE && open !== undefined) setRefusedFor(String(open));
      setServerError(info.message);
      setStep("input");
    }
  };

  return (
    <section className="page negotiation-apply">
      <PageMeta title="商談の申し込み" />
      <Breadcrumbs
        items={[{ label: service.name, to: `/services/detail/${service.id}` }, { label: "商談の申し込み" }]}
      />
      <header className="page__header">
        <h1>商談の申し込み</h1>
        <p className="page__lead">
          {service.name}（{service.provider.name}）との商談をお申し込みいただけます。
        </p>
      </header>
      {alreadyApplied ? <AlreadyAppliedNotice negotiationId={openNegotiationId} /> : <ApplySteps step={step} />}
      <LiveRegion message={announcement} />
      {step !== "complete" && !alreadyApplied && (
        <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          {step === "input" ? "お申し込み内容の入力" : "お申し込み内容の確認"}
        </h2>
      )}

      {step === "input" && !alreadyApplied && (
        <form className={`${formsStyles.authForm} ${styles.negotiationForm}`} noValidate onSubmit={toConfirm}>
          {serverError && (
            <p className="notice notice--error" role="alert">
              {serverError}
            </p>
          )}
          <fieldset className={styles.formFieldset}>
            <legend>
              商談形式<span className={formsStyles.formFieldRequired}>必須</span>
            </legend>
            <Choices
              type="radio"
              className={styles.radioRow}
              options={meetingType.options}
              registration={form.register("meeting_type")}
            />
            <FieldError message={messageOf(errors.meeting_type)} />
          </fieldset>

          <PreferredSlotsFieldset form={form} slots={slots} holidays={holidays} />

          <FormField id="negotiation-note" label="ご相談内容" error={errors.note} required={false}>
            <textarea id="negotiation-note" rows={4} {...textInput(form, "note", FREE_TEXT_MAX_LENGTH)} />
          </FormField>
          <FormActions submit="確認画面へ進む" />
        </form>
      )}

      {step === "confirm" && (
        <ApplyConfirmation
          serviceName={service.name}
          values={values}
          onBack={() => setStep("input")}
          onSend={submit}
          busy={sending}
        />
      )}

      {step === "complete" && (
        <ApplyComplete
          providerName={service.provider.name}
          negotiationId={negotiationId}
          headingRef={headingRef}
          back={fromScreenReturn(fromScreen, service)}
        />
      )}
    </section>
  );
}
