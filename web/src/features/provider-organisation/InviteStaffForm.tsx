import { zodResolver } from "@hookform/resolvers/zod";
import { STAFF_ROLE_LABEL, STAFF_ROLES, type StaffRole } from "@iryo/domain/provider-organisation";
import { emailSchema } from "@iryo/domain/validation/email";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { submitHandler } from "../../shared/forms/submit-handler";
import { EmailField } from "../../shared/forms/TextField";
import { runWithToast } from "../../shared/toast/run-with-toast";
import styles from "./provider-organisation.module.css";
import { useInviteStaff } from "./use-staff-mutations";

const inviteFormSchema = z.object({ email: emailSchema, role: z.enum(STAFF_ROLES) });
type InviteForm = { email: string; role: StaffRole };

/** An admin invites a colleague: the address gets a mail with a link valid for a few days. */
export function InviteStaffForm() {
  const [invite, { loading }] = useInviteStaff();
  const form = useForm<InviteForm>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { email: "", role: "editor" },
  });
  const onSubmit = submitHandler(form, async (values) => {
    const sent = await runWithToast(
      () => invite({ variables: { input: values } }),
      `${values.email} に招待メールを送信しました。`,
    );
    if (sent) form.reset({ email: "", role: values.role });
  });
  return (
    <form noValidate onSubmit={onSubmit} className={styles.inviteForm} aria-label="担当者の招待">
      <EmailField form={form} name="email" id="invite-email" autoComplete="off" />
      <fieldset className={styles.roleFieldset}>
        <legend>権限</legend>
        <div className={styles.roleOptions}>
          {STAFF_ROLES.map((role) => (
            <label key={role}>
              <input type="radio" value={role} {...form.register("role")} />
              {STAFF_ROLE_LABEL[role]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <button type="submit" className="button button--primary" disabled={loading}>
          招待メールを送信する
        </button>
      </div>
    </form>
  );
}
