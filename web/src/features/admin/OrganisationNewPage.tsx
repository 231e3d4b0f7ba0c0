import { zodResolver } from "@hookform/resolvers/zod";
import {
  ORGANISATION_NAME_MAX_LENGTH,
  ORGANISATION_TEXT_MAX_LENGTH,
  type OrganisationForm,
  organisationFormSchema,
} from "@iryo/domain/operator-support";
import { PROVIDER_BUSINESS_KIND_LABEL, PROVIDER_BUSINESS_KINDS } from "@iryo/domain/provider-organisation";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { FormField } from "../../shared/forms/FormField";
import { submitHandler } from "../../shared/forms/submit-handler";
import { textInput } from "../../shared/forms/text-input";
import { PageMeta } from "../../shared/layout/PageMeta";
import { runWithToast } from "../../shared/toast/run-with-toast";
import { useCreateOrganisationMutation } from "./AdminOrganisations.generated";
import styles from "./admin.module.css";

interface OrganisationValues {
  name: string;
  business_kind: string;
  location: string;
  capital_yen: string;
  representative: string;
  founded_on: string;
}

/** 事業者の登録 (admins): the company name, business kind and the business information of product §3. */
export default function OrganisationNewPage() {
  const navigate = useNavigate();
  const [create, { loading }] = useCreateOrganisationMutation();
  const form = useForm<OrganisationValues, unknown, OrganisationForm>({
    resolver: zodResolver(organisationFormSchema) as never,
    defaultValues: { name: "", business_kind: "", location: "", capital_yen: "", representative: "", founded_on: "" },
  });
  const errorOf = (name: keyof OrganisationValues) => form.getFieldState(name, form.formState).error;

  const onSubmit = submitHandler(form, async (values) => {
    let id: string | undefined;
    await runWithToast(
      async () => {
        const result = await create({
          variables: {
            input: {
              name: values.name,
              businessKind: values.business_kind,
              location: values.location ?? null,
              capitalYen: values.capital_yen ?? null,
              representative: values.representative ?? null,
              foundedOn: values.founded_on ?? null,
            },
          },
        });
        id = result.data?.createOrganisation.organisation.id;
      },
      "事業者を登録しました。続けて最初の管理者を招待してください。",
      () => (id ? navigate(`/admin/organisations/${id}`) : undefined),
    );
  });

  return (
    <>
      <PageMeta title="事業者の登録" />
      <p>
        <Link to="/admin/organisations">事業者の一覧へ戻る</Link>
      </p>
      <h1 className={styles.heading}>事業者の登録</h1>
      <form className={styles.rejectForm} noValidate onSubmit={onSubmit} aria-label="事業者の登録">
        <FormField id="organisation-name" label="会社名" error={errorOf("name")}>
          <input
            id="organisation-name"
            type="text"
            autoComplete="organization"
            {...textInput(form, "name", ORGANISATION_NAME_MAX_LENGTH)}
          />
        </FormField>
        <FormField
          id="organisation-kind"
          label="事業者の種類"
          hint="その他の事業者は、記事とセミナーを作成できません。"
          error={errorOf("business_kind")}
        >
          <select
            id="organisation-kind"
            {...form.register("business_kind")}
            aria-invalid={Boolean(errorOf("business_kind"))}
          >
            <option value="">選択してください</option>
            {PROVIDER_BUSINESS_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {PROVIDER_BUSINESS_KIND_LABEL[kind]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="organisation-location" label="所在地" required={false} error={errorOf("location")}>
          <input
            id="organisation-location"
            type="text"
            {...textInput(form, "location", ORGANISATION_TEXT_MAX_LENGTH)}
          />
        </FormField>
        <FormField
          id="organisation-capital"
          label="資本金（円）"
          required={false}
          hint="例：10,000,000"
          error={errorOf("capital_yen")}
        >
          <input id="organisation-capital" type="text" inputMode="numeric" {...textInput(form, "capital_yen", 20)} />
        </FormField>
        <FormField id="organisation-representative" label="代表者" required={false} error={errorOf("representative")}>
          <input
            id="organisation-representative"
            type="text"
            {...textInput(form, "representative", ORGANISATION_TEXT_MAX_LENGTH)}
          />
        </FormField>
        <FormField id="organisation-founded" label="設立日" required={false} error={errorOf("founded_on")}>
          <input id="organisation-founded" type="date" {...form.register("founded_on")} />
        </FormField>
        <div>
          <button type="submit" className="button button--primary" disabled={loading}>
            {loading ? "登録しています…" : "登録する"}
          </button>
        </div>
      </form>
    </>
  );
}
