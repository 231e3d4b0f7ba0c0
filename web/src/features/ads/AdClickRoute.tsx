import { useEffect, useRef, useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { useRecordAdvertisementClickMutation } from "../../graphql/generated";
import { PageMeta } from "../../shared/layout/PageMeta";
import "./ads.css";

/** /ads/:id/click: records the click, then goes on to the advertiser, replacing this history entry. */
export default function AdClickRoute() {
  const { id = "" } = useParams();
  const valid = /^[1-9]\d{0,9}$/.test(id);
  const [record] = useRecordAdvertisementClickMutation();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true;
    record({ variables: { id } })
      .then(({ data }) => {
        const link = data?.recordAdvertisementClick.linkUrl;
        if (link && /^https?:\/\//.test(link)) window.location.replace(link);
        else setFailed(true);
      })
      .catch(() => setFailed(true));
  }, [id, valid, record]);

  if (!valid) return <Navigate to="/error/404" replace />;
  return (
    <section className="page ad-redirect" aria-live="polite">
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
          <span className="ad-redirect__spinner" aria-hidden="true" />
        </>
      )}
    </section>
  );
}
