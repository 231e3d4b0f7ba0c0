import { errorMessage, NEGOTIATION_ALREADY_OPEN_CODE } from "@iryo/domain/error-catalogue";
import { Link } from "react-router";
import formsStyles from "../../shared/forms/forms.module.css";

/** A member has one open application per service (ADR 106): the notice instead of the form, with the way to it. */
export function AlreadyAppliedNotice({ negotiationId }: { readonly negotiationId: string }) {
  return (
    <div className="notice notice--error" role="alert">
      <p>{errorMessage(NEGOTIATION_ALREADY_OPEN_CODE)}</p>
      <p className={formsStyles.formActions}>
        <Link className="button button--primary" to={`/negotiation/detail/${negotiationId}`}>
          お申し込み済みの商談を開く
        </Link>
      </p>
    </div>
  );
}
