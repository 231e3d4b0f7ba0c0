import { useParams, useSearchParams } from "react-router";
import { appErrorOf } from "../../shared/errors/graphql-error";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { Spinner } from "../../shared/ui/Spinner";
import { useSubmitRatingRouteQuery } from "./MemberRatings.generated";
import styles from "./member-ratings.module.css";
import { RatingForm } from "./RatingForm";
import { RatingRefusal } from "./RatingRefusal";
import { emptyRatingForm, ratingFormOf } from "./rating-form-values";

/**
 * /services/{id}/submit-rating-and-review (product §4.4): input → confirm → post → completion modal.
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
    <section className={`page ${styles.ratingPage}`}>
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
        <RatingRefusal refusal={refusal} serviceId={standing.serviceId} canEdit={own != null} />
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
