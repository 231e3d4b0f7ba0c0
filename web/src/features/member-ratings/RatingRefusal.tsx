import { errorMessage, isErrorCode } from "@iryo/domain/error-catalogue";
import { Link } from "react-router";
import styles from "./member-ratings.module.css";

/** Why the member may not rate the service (another business, the limit, already rated), and the ways on. */
export function RatingRefusal({
  refusal,
  serviceId,
  canEdit,
}: {
  readonly refusal: string;
  readonly serviceId: string;
  /** The member has a posted rating of the service to edit instead. */
  readonly canEdit: boolean;
}) {
  return (
    <div className={`notice notice--error ${styles.ratingRefusal}`} role="alert">
      <p>{isErrorCode(refusal) ? errorMessage(refusal) : refusal}</p>
      {refusal === "0901003" && canEdit ? (
        <p>
          <Link to={`/services/${serviceId}/submit-rating-and-review?edit=1`}>投稿した内容を編集する</Link>
        </p>
      ) : null}
      <p>
        <Link to={`/services/detail/${serviceId}`}>サービス詳細に戻る</Link>
      </p>
    </div>
  );
}
