import { zodResolver } from "@hookform/resolvers/zod";
import {
  corporateType,
  membershipDepartmentType,
  roleInDepartment,
  workingCorporateType,
} from "@iryo/domain/classification";
import { emailMagazineFlag } from "@iryo/domain/email-magazine";
import { prefecture } from "@iryo/domain/prefecture";
import {
  HOSPITAL_NAME_MAX_LENGTH,
  MEMBER_NAME_MAX_LENGTH,
  type MembershipForm as MembershipFormOutput,
  membershipFormSchema,
  POSITION_MAX_LENGTH,
} from "@iryo/domain/validation/membership-form";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { type MembershipInput } from "../../graphql/types";
import { ChoiceField } from "../../shared/forms/ChoiceField";
import { messageOf } from "../../shared/forms/FieldError";
import { FormActions } from "../../shared/forms/FormActions";
import { FormField } from "../../shared/forms/FormField";
import styles from "../../shared/forms/forms.module.css";
import { OptionSelect } from "../../shared/forms/OptionSelect";
import { submitHandler } from "../../shared/forms/submit-handler";
import { EmailField, TextField } from "../../shared/forms/TextField";
import { textInput } from "../../shared/forms/text-input";
import { useHospitalSuggestionsQuery } from "./Membership.generated";

/** The form's raw values: what the inputs hold (selects and text boxes give strings). */
export interface MembershipFormValues {
  last_name: string;
  first_name: string;
  email: string;
  hospital_location: string;
  hospital_name: string;
  department: string;
  role_in_department: string;
  position: string;
  working_corporate_type: string;
  corporate_type: string[];
  sickbed_number: string;
  email_magazine_flag: string;
  referral_code: string;
}

/** The api names a few fields differently (the GET names); its errors come back with those names. */
const SERVER_FIELD_NAMES = {
  hospital_prefecture: "hospital_location",
  corporate_types: "corporate_type",
  email_magazine: "email_magazine_flag",
} as const;

export const EMPTY_MEMBERSHIP: MembershipFormValues = {
  last_name: "",
  first_name: "",
  email: "",
  hospital_location: "",
  hospital_name: "",
  department: "",
  role_in_department: "",
  position: "",
  working_corporate_type: "",
  corporate_type: [],
  sickbed_number: "",
  email_magazine_flag: String(emailMagazineFlag.codes[0]),
  referral_code: "",
};

export function toMembershipInput(form: MembershipFormOutput): MembershipInput {
  return {
    lastName: form.last_name,
    firstName: form.first_name,
    email: form.email,
    hospitalPrefecture: form.hospital_location,
    hospitalName: form.hospital_name,
    department: form.department,
    roleInDepartment: form.role_in_department,
    position: form.position,
    workingCorporateType: form.working_corporate_type,
    corporateTypes: form.corporate_type,
    sickbedNumber: form.sickbed_number,
    emailMagazine: form.email_magazine_flag,
    referralCode: form.referral_code ?? null,
  };
}

/** Waits until `value` has stayed the same for `ms` (the autocomplete asks once typing pauses). */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const HOSPITAL_SUGGEST_DELAY_MS = 250;

/** Hospital names of the chosen prefecture that contain what was typed (GET /common/hospitals). */
function HospitalSuggestions({ id, prefecture, keyword }: { id: string; prefecture: string; keyword: string }) {
  const settled = useDebounced(keyword.trim(), HOSPITAL_SUGGEST_DELAY_MS);
  const code = Number(prefecture);
  const { data } = useHospitalSuggestionsQuery({
    variables: { prefecture: code, keyword: settled || null },
    skip: !Number.isInteger(code) || code <= 0,
    fetchPolicy: "cache-first",
  });
  return (
    <datalist id={id}>
      {(data?.hospitals ?? []).map((h) => (
        <option key={h.id} value={h.name} />
      ))}
    </datalist>
  );
}

/** The membership form of product §3 (registration, completing a pre-member's information, settings tab 0). */
export function MembershipForm({
  defaultValues,
  submitLabel,
  onSubmit,
  busy,
  emailReadOnly = false,
  onCancel,
}: {
  readonly defaultValues: MembershipFormValues;
  readonly submitLabel: string;
  readonly busy: boolean;
  /** The settings form: the address has its own confirmed change (tab 2). */
  readonly emailReadOnly?: boolean;
  readonly onCancel?: () => void;
  /** Resolves when saved; rejects with the GraphQL error otherwise. */
  readonly onSubmit: (input: MembershipInput) => Promise<void>;
}) {
  const form = useForm<MembershipFormValues, unknown, MembershipFormOutput>({
    resolver: zodResolver(membershipFormSchema) as never,
    defaultValues,
  });
  const { errors } = form.formState;
  const submit = submitHandler(
    form,
    async (values) => {
      await onSubmit(toMembershipInput(values));
    },
    SERVER_FIELD_NAMES,
  );

  return (
    <form className={styles.authForm} noValidate onSubmit={submit}>
      <TextField
        form={form}
        name="last_name"
        id="m-last-name"
        label="姓"
        autoComplete="family-name"
        maxLength={MEMBER_NAME_MAX_LENGTH}
      />
      <TextField
        form={form}
        name="first_name"
        id="m-first-name"
        label="名"
        autoComplete="given-name"
        maxLength={MEMBER_NAME_MAX_LENGTH}
      />
      <EmailField form={form} name="email" id="m-email" readOnly={emailReadOnly} />
      <FormField id="m-prefecture" label="施設の所在地（都道府県）" error={errors.hospital_location}>
        <OptionSelect id="m-prefecture" options={prefecture.options} {...form.register("hospital_location")} />
      </FormField>
      <FormField
        id="m-hospital"
        label="施設名"
        error={errors.hospital_name}
        hint="都道府県を選ぶと、入力に合う施設名の候補が表示されます。"
      >
        <input
          id="m-hospital"
          type="text"
          autoComplete="organization"
          list="m-hospital-list"
          {...textInput(form, "hospital_name", HOSPITAL_NAME_MAX_LENGTH)}
        />
        <HospitalSuggestions
          id="m-hospital-list"
          prefecture={form.watch("hospital_location")}
          keyword={form.watch("hospital_name")}
        />
      </FormField>
      <FormField id="m-department" label="所属部門" error={errors.department}>
        <OptionSelect id="m-department" options={membershipDepartmentType.options} {...form.register("department")} />
      </FormField>
      <FormField id="m-role" label="職種" error={errors.role_in_department}>
        <OptionSelect id="m-role" options={roleInDepartment.options} {...form.register("role_in_department")} />
      </FormField>
      <TextField
        form={form}
        name="position"
        id="m-position"
        label="役職"
        autoComplete="organization-title"
        maxLength={POSITION_MAX_LENGTH}
      />
      <FormField id="m-working-corporate-type" label="勤務先の経営主体" error={errors.working_corporate_type}>
        <OptionSelect
          id="m-working-corporate-type"
          options={workingCorporateType.options}
          {...form.register("working_corporate_type")}
        />
      </FormField>
      <ChoiceField
        label="法人種別"
        type="checkbox"
        options={corporateType.options}
        registration={form.register("corporate_type")}
        message={messageOf(errors.corporate_type)}
        errorId="m-corporate-error"
      />
      <TextField
        form={form}
        name="sickbed_number"
        id="m-sickbed"
        label="病床数"
        hint="病床がない場合は0を入力してください。"
        inputMode="numeric"
      />
      <ChoiceField
        label="メールマガジン"
        type="radio"
        options={emailMagazineFlag.options}
        registration={form.register("email_magazine_flag")}
        message={messageOf(errors.email_magazine_flag)}
      />
      <TextField
        form={form}
        name="referral_code"
        id="m-referral"
        label="紹介コード"
        required={false}
        autoComplete="off"
      />
      <FormActions submit={busy ? "送信しています…" : submitLabel} busy={busy}>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel} disabled={busy}>
            キャンセル
          </button>
        ) : null}
      </FormActions>
    </form>
  );
}
