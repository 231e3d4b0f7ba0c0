// The notices in place of what could not be read: the message, with or without a button that asks again.

import { Spinner } from "./Spinner";

/** `message` (what could not be shown) and 再読み込みする, which calls `onRetry` (the query's refetch). */
export function LoadFailed({
  message,
  onRetry,
}: {
  readonly message: string;
  readonly onRetry: () => Promise<unknown>;
}) {
  return (
    <div className="notice notice--error">
      <p>{message}</p>
      <button type="button" className="button" onClick={() => void onRetry()}>
        再読み込みする
      </button>
    </div>
  );
}

/** 「(what)を表示できませんでした。時間をおいて再度お試しください。」 without a way to ask again. */
export function ShowFailed({ what }: { readonly what: string }) {
  return <p className="notice notice--error">{what}を表示できませんでした。時間をおいて再度お試しください。</p>;
}

/**
 * A page in place of its query's answer: the spinner 「(loadingWhat)を読み込んでいます」 while `loading`,
 * otherwise the notice that `what` could not be shown, with 再読み込みする when `onRetry` is given.
 */
export function PageFallback({
  loading,
  what,
  loadingWhat = what,
  onRetry,
}: {
  readonly loading: boolean;
  readonly what: string;
  readonly loadingWhat?: string;
  readonly onRetry?: () => Promise<unknown>;
}) {
  if (loading) return <Spinner label={`${loadingWhat}を読み込んでいます`} />;
  return (
    <section className="page">
      {onRetry ? (
        <LoadFailed message={`${what}を表示できませんでした。時間をおいて再度お試しください。`} onRetry={onRetry} />
      ) : (
        <ShowFailed what={what} />
      )}
    </section>
  );
}
