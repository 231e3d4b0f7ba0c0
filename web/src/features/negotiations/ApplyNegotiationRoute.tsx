import { zodResolver } from "@hookform/resolvers/zod";
import { FREE_TEXT_MAX_LENGTH, MEETING_DURATION_MINUTES, MEETING_MIN_SLOTS } from "@iryo/domain/constants";
import { errorMessage, NEGOTIATION_ALREADY_OPEN_CODE } from "@iryo/domain/error-catalogue";
import { meetingType } from "@iryo/domain/meeting-type";
import { isOpenStatus } from "@iryo/domain/negotiation-status";
import { parseSlashDate, toSlashDate } from "@iryo/domain/tokyo-date";
import {
  createMeetingApplicationSchema,
  earliestMeetingDate,
  MEETING_END_TIME_OPTIONS,
  MEETING_START_TIME_OPTIONS,
  type MeetingApplication,
} from "@iryo/domain/validation/meeting-application";
import { type ComponentProps, useMemo, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { Link, Navigate, useParams } from "react-router";
import type { z } from "zod";
import { appErrorOf } from "../../shared/errors/graphql-error";
import {
  Choices,
  ConfirmActions,
  FieldError,
  FormActions,
  FormField,
  messageOf,
  textInput,
  toastInputError,
} from "../../shared/forms/form-kit";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { toastFailure } from "../../shared/toast/run-with-toast";
import { clearToasts } from "../../shared/toast/toast-store";
import { PageFallback } from "../../shared/ui/LoadFailed";
import { useApplyNegotiationMutation, useApplyNegotiationRouteQuery } from "./Negotiations.generated";
import "./negotiations.css";

type ApplyFormValues = z.input<ReturnType<typeof createMeetingApplicationSchema>>;
type SlotValues = ApplyFormValues["preferred_slots"][number];

const emptySlot = (): SlotValues => ({ date: "", start_time: "", end_time: "" });
type Step = "input" | "confirm" | "complete";

/** /business-negotiation/{id}: apply → confirm → complete (SPEC §2.3, §5). */
/** A slot's start and end: its field, the suffix of the select's id, the label and the times offered. */
const SLOT_TIMES = [
  { field: "start_time", idSuffix: "start", label: "開始", times: MEETING_START_TIME_OPTIONS },
  { field: "end_time", idSuffix: "end", label: "終了", times: MEETING_END_TIME_OPTIONS },
] as const;

/** A select of meeting times (HH:MM), 選択 first. */
function TimeSelect({ times, ...select }: ComponentProps<"select"> & { readonly times: readonly string[] }) {
  return (
    <select {...select}>
      <option value="">選択</option>
      {times.map((t) => (
        <option key={t} value={t}>
          {t}
        </option>
      ))}
    </select>
  );
}

/** A member has one open application per service (ADR 106): the notice instead of the form, with the way to it. */
function AlreadyAppliedNotice({ negotiationId }: { readonly negotiationId: string }) {
  return (
    <div className="notice notice--error" role="alert">
      <p>{errorMessage(NEGOTIATION_ALREADY_OPEN_CODE)}</p>
      <p className="form-actions">
        <Link className="button button--primary" to={`/negotiation/detail/${negotiationId}`}>
          お申し込み済みの商談を開く
        </Link>
      </p>
    </div>
  );
}

export default function ApplyNegotiationRoute() {
  const { id = "" } = useParams();
  const valid = /^[1-9]\d*$/.test(id);
  const { data, loading, error } = useApplyNegotiationRouteQuery({ variables: { serviceId: id }, skip: !valid });
  const [apply, { loading: sending }] = useApplyNegotiationMutation();
  const [step, setStep] = useState<Step>("input");
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
  const slotErrors = errors.preferred_slots;
  const listMessage = messageOf(slotErrors?.root ?? (slotErrors as { message?: string } | undefined));
  const earliest = toSlashDate(earliestMeetingDate(new Date()));
  const values = form.getValues();

  const toConfirm = form.handleSubmit(() => {
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
      {alreadyApplied ? (
        <AlreadyAppliedNotice negotiationId={openNegotiationId} />
      ) : (
        <ol className="steps" aria-label="お申し込みの流れ">
          {(["input", "confirm", "complete"] as const).map((s, i) => (
            <li key={s} aria-current={step === s ? "step" : undefined}>
              {i + 1}. {s === "input" ? "入力" : s === "confirm" ? "確認" : "完了"}
            </li>
          ))}
        </ol>
      )}

      {step === "input" && !alreadyApplied && (
        <form className="auth-form negotiation-form" noValidate onSubmit={toConfirm}>
          {serverError && (
            <p className="notice notice--error" role="alert">
              {serverError}
            </p>
          )}
          <fieldset className="form-fieldset">
            <legend>
              商談形式<span className="form-field__required">必須</span>
            </legend>
            <Choices
              type="radio"
              className="radio-row"
              options={meetingType.options}
              registration={form.register("meeting_type")}
            />
            <FieldError message={messageOf(errors.meeting_type)} />
          </fieldset>

          <fieldset className="form-fieldset">
            <legend>
              ご希望の日時（{MEETING_MIN_SLOTS}つ以上）<span className="form-field__required">必須</span>
            </legend>
            <p className="form-field__hint">
              平日（祝日を除く）の {MEETING_START_TIME_OPTIONS[0]}〜{MEETING_END_TIME_OPTIONS.at(-1)}{" "}
              の間で、1時間以上の時間帯を選んでください。商談は{MEETING_DURATION_MINUTES}
              分です。{earliest} 以降の日付を指定できます（3営業日後から）。
            </p>
            <FieldError message={listMessage} />
            {slots.fields.map((field, index) => {
              const slotError = slotErrors?.[index];
              const date = form.watch(`preferred_slots.${index}.date`);
              const key = parseSlashDate(date ?? "");
              const holiday = key ? holidays.get(toSlashDate(key)) : undefined;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a grid row of three fields; a fieldset's legend would take the first-child place the mobile layout spans
                <div className="slot-row" key={field.id} role="group" aria-label={`第${index + 1}希望`}>
                  <FormField
                    id={`slot-${index}-date`}
                    label={`第${index + 1}希望 日付`}
                    error={slotError?.date}
                    hint={holiday ? `${holiday}（祝日）のため選べません` : "yyyy/MM/dd"}
                  >
                    <input
                      id={`slot-${index}-date`}
                      inputMode="numeric"
                      placeholder={earliest}
                      {...textInput(form, `preferred_slots.${index}.date`, 10)}
                    />
                  </FormField>
                  {SLOT_TIMES.map(({ field, idSuffix, label, times }) => (
                    <FormField key={field} id={`slot-${index}-${idSuffix}`} label={label} error={slotError?.[field]}>
                      <TimeSelect
                        id={`slot-${index}-${idSuffix}`}
                        times={times}
                        {...form.register(`preferred_slots.${index}.${field}`)}
                      />
                    </FormField>
                  ))}
                  {slots.fields.length > MEETING_MIN_SLOTS && (
                    <button type="button" className="button slot-row__remove" onClick={() => slots.remove(index)}>
                      第{index + 1}希望を削除
                    </button>
                  )}
                </div>
              );
            })}
            <button type="button" className="button" onClick={() => slots.append(emptySlot())}>
              希望日時を追加する
            </button>
          </fieldset>

          <FormField id="negotiation-note" label="ご相談内容" error={errors.note} required={false}>
            <textarea id="negotiation-note" rows={4} {...textInput(form, "note", FREE_TEXT_MAX_LENGTH)} />
          </FormField>
          <FormActions submit="確認画面へ進む" />
        </form>
      )}

      {step === "confirm" && (
        <div className="negotiation-confirm">
          <p>以下の内容でお申し込みします。よろしければ「申し込む」を押してください。</p>
          <dl className="detail-list">
            <dt>サービス</dt>
            <dd>{service.name}</dd>
            <dt>商談形式</dt>
            <dd>{meetingType.labelOf(Number(values.meeting_type))}</dd>
            <dt>ご希望の日時</dt>
            <dd>
              <ol>
                {values.preferred_slots.map((s) => (
                  <li key={`${s.date}-${s.start_time}`}>
                    {s.date} {s.start_time}〜{s.end_time}
                  </li>
                ))}
              </ol>
            </dd>
            <dt>ご相談内容</dt>
            <dd className="pre-wrap">{values.note?.trim() || "（なし）"}</dd>
          </dl>
          <ConfirmActions onBack={() => setStep("input")} onSend={submit} busy={sending} send="申し込む" />
        </div>
      )}

      {step === "complete" && (
        <div className="negotiation-complete" role="status">
          <h2>お申し込みが完了しました</h2>
          <p>
            {service.provider.name}
            から日程確定のご連絡をお待ちください。お申し込み内容はメールでもお送りしました。
          </p>
          <p className="form-actions">
            {negotiationId && (
              <Link className="button button--primary" to={`/negotiation/detail/${negotiationId}?tab=1`}>
                商談ルームを開く
              </Link>
            )}
            <Link className="button" to="/negotiation/list">
              商談一覧へ
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
