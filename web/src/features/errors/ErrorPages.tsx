import { Link } from "react-router";
import { PageMeta } from "../../shared/layout/PageMeta";

function ErrorPage({
  status,
  title,
  body,
}: {
  readonly status: string;
  readonly title: string;
  readonly body: string;
}) {
  return (
    <section className="page error-page">
      <PageMeta title={title} />
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1>{title}</h1>
      <p>{body}</p>
      <Link to="/" className="button button--primary">
        ホームへ戻る
      </Link>
    </section>
  );
}

export function NotFoundRoute() {
  return (
    <ErrorPage
      status="404"
      title="ページが見つかりません"
      body="お探しのページは移動または削除されたか、URLが間違っている可能性があります。"
    />
  );
}

export function ForbiddenRoute() {
  return (
    <ErrorPage
      status="403"
      title="このページを表示する権限がありません"
      body="ログイン状態やご利用中のアカウントの権限をご確認ください。"
    />
  );
}
