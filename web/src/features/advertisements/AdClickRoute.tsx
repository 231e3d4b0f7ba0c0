import { isRowId } from "@iryo/domain/row-id";
import { useEffect, useRef, useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import styles from "../../shared/cards/ads.module.css";
import { PageMeta } from "../../shared/layout/PageMeta";
import { useMe } from "../../shared/session/use-me";
import {
  useRecordAdvertisementClickMutation,
  useRecordMemberAdvertisementClickMutation,
} from "./AdClickRoute.generated";

/** /ads/:id/click: records the click, then goes on to the advertiser, replacing this history entry. */
export default function AdClickRoute() {
  const { id = "" } = useParams();
  const valid = isRowId(id);
  const [record] = useRecordAdvertisementClickMutation();
  const [recordMember] = useRecordMemberAdvertisementClickMutation();
  const { me, loading } = useMe();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!valid || started.current || loading) return;
    started.current = true;
    // A full member's click is recorded with who clicked (click-auth); everyone else's anonymously.
    const link = me?.showsMemberMenu
      ? recordMember({ variables: { id } }).then(({ data }) => data?.clickAdvertisementAsMember.linkUrl)
      : record({ variables: { id } }).then(({ data }) => data?.recordAdvertisementClick.linkUrl);
    link
      .then((url) => {
        if (url && /^https?:\/\//.test(url)) window.location.replace(url);
        else setFailed(true);
      })
      .catch(() => setFailed(true));
  }, [id, valid, record, recordMember, loading, me?.showsMemberMenu]);

  if (!valid) return <Navigate to="/error/404" replace />;
  return (
    <section className={`page ${styles.adRedirect}`} aria-live="polite">
      <PageMeta title="広告主のサイトへ移動します" />
      {failed ? (
        <>
          <h1>移動できませんでした</h1>
          <p>広告主のサイトへ移動できませんでした。時間をおいて再度お試しください。</p>
          <Link to="/" className="button">
            ホームへ戻る
          </Link>
        </>
      ) : (
        <>
          <h1>広告主のサイトへ移動します</h1>
          <p>このページは広告です。まもなく広告主のサイトが開きます。</p>
          <span className={styles.adRedirectSpinner} aria-hidden="true" />
        </>
      )}
    </section>
  );
}
