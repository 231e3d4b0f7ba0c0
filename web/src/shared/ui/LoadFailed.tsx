// The notice in place of what could not be read: the message and a button that asks again.

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
