import { RATING_CRITERIA } from "@iryo/domain/rating";
import { REVIEW_STATE_LABELS } from "@iryo/domain/review-moderation";
import type { RatingInput as RatingFormOutput } from "@iryo/domain/validation/rating-input";
import { Link } from "react-router";
import { ConfirmActions } from "../../shared/forms/ConfirmActions";
import formsStyles from "../../shared/forms/forms.module.css";
import { Modal } from "../../shared/ui/Modal";
import styles from "./member-ratings.module.css";
import { ATTRIBUTE_FIELDS, scoreText } from "./rating-form-values";

/**
 * The confirmation step: the rating as it will be sent, with 入力画面に戻る and 投稿する (更新する when
 * `editing`); once `completed`, the modal that says what happens next.
 */
export function RatingConfirmation({
  confirmed,
  editing,
  busy,
  completed,
  serviceId,
  serviceName,
  onBack,
  onSend,
  onDone,
}: {
  readonly confirmed: RatingFormOutput;
  readonly editing: boolean;
  readonly busy: boolean;
  readonly completed: boolean;
  readonly serviceId: string;
  readonly serviceName: string;
  readonly onBack: () => void;
  readonly onSend: () => unknown;
  /** The completion modal closed. */
  readonly onDone: () => void;
}) {
  return (
    <div className="rating-confirm">
      <p>
        以下の内容で{editing ? "更新" : "投稿"}します。よろしければ「{editing ? "更新する" : "投稿する"}
        」を押してください。
      </p>
      <dl className={formsStyles.confirmList}>
        {RATING_CRITERIA.map((c) => (
          <div key={c.key} style={{ display: "contents" }}>
            <dt>{c.label}</dt>
            <dd>{scoreText(confirmed.scores[c.key])}</dd>
          </div>
        ))}
        <dt>良い点</dt>
        <dd className={styles.ratingConfirmText}>{confirmed.good_point}</dd>
        <dt>改善してほしい点</dt>
        <dd className={styles.ratingConfirmText}>{confirmed.improvement_point}</dd>
        {ATTRIBUTE_FIELDS.map((f) => (
          <div key={f.name} style={{ display: "contents" }}>
            <dt>{f.label}</dt>
            <dd>{f.labelOf(confirmed[f.name]) ?? "—"}</dd>
          </div>
        ))}
      </dl>
      <ConfirmActions
        onBack={onBack}
        onSend={onSend}
        busy={busy}
        send={editing ? "更新する" : "投稿する"}
        back="入力画面に戻る"
      />
      <Modal
        open={completed}
        title={editing ? "評価・レビューを更新しました" : "評価・レビューを投稿しました"}
        onClose={onDone}
        actions={
          <Link to="/ratings-and-reviews-posted" className="button button--primary">
            投稿した評価・レビューを見る
          </Link>
        }
      >
        <p>ご協力ありがとうございました。</p>
        <p>
          評価・レビューは内容を確認のうえ、翌日以降に公開されます。公開までは「投稿した評価・レビュー」に「
          {REVIEW_STATE_LABELS.waiting}」などと表示されます。
        </p>
        <p>
          <Link to={`/services/detail/${serviceId}`}>{serviceName}の詳細に戻る</Link>
        </p>
      </Modal>
    </div>
  );
}
