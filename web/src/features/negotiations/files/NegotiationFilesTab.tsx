import {
  FILE_MAX_BYTES,
  NEGOTIATION_FILE_LIMIT,
  NEGOTIATION_FILE_RETENTION_MONTHS,
  NOTIFICATION_POLL_INTERVAL_MS,
} from "@iryo/domain/constants";
import { messageText } from "@iryo/domain/error-catalogue";
import { formatFileSize } from "@iryo/domain/format/file-size";
import { ACCEPTED_EXTENSIONS_TEXT, FILE_INPUT_ACCEPT, validateUploadFiles } from "@iryo/domain/validation/file-upload";
import { type ChangeEvent, type DragEvent, useEffect, useId, useRef, useState } from "react";
import { appErrorOf } from "../../../shared/errors/graphql-error";
import { showToast } from "../../../shared/toast/toast-store";
import { Spinner } from "../../../shared/ui/Spinner";
import { useNegotiationEvents } from "../use-negotiation-events";
import { NegotiationFileItem } from "./NegotiationFileItem";
import { useNegotiationFilesTabQuery, useRequestNegotiationFileUploadMutation } from "./NegotiationFilesTab.generated";
import styles from "./negotiation-files.module.css";
import { putFile } from "./upload-file";
import { useAttachFile } from "./use-attach-file";

export interface NegotiationFilesTabProps {
  readonly negotiationId: string;
  /** The room takes no more files (after a send-off or a cancellation); the list stays readable. */
  readonly readOnly: boolean;
}

type UploadState =
  | { readonly phase: "idle" }
  | { readonly phase: "uploading"; readonly fileName: string; readonly fraction: number }
  | { readonly phase: "checking"; readonly fileName: string };

/**
 * Tab 2 of a negotiation room (product §2.3, §5, §9): share one .pdf or .zip at a time by drag and drop
 * or the file button, with the domain's checks before anything is sent, progress while uploading, and
 * the list of files with size, date, uploader, purged state and download links. Both sides use it.
 */
export function NegotiationFilesTab({ negotiationId, readOnly }: NegotiationFilesTabProps) {
  const { data, loading, error, refetch, startPolling, stopPolling } = useNegotiationFilesTabQuery({
    variables: { negotiationId },
    fetchPolicy: "cache-and-network",
  });
  // Live like the chat (ADR 080): a file the other side shares reloads the list (the event does not carry
  // the download link); the viewer's own file is already in the cache (`attach`). Without the socket the
  // tab polls.
  const { live } = useNegotiationEvents(negotiationId, {
    onEvent: (event) => {
      if (event.change !== "FILE") return;
      if (files.some((f) => f.id === event.file?.id)) return;
      void refetch();
    },
    // Files may have been shared while the socket was down.
    onReconnect: () => void refetch(),
  });
  useEffect(() => {
    if (live) stopPolling();
    else startPolling(NOTIFICATION_POLL_INTERVAL_MS);
  }, [live, startPolling, stopPolling]);
  const [requestUpload] = useRequestNegotiationFileUploadMutation();
  const attach = useAttachFile(negotiationId);
  const [upload, setUpload] = useState<UploadState>({ phase: "idle" });
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const hintId = useId();
  const problemId = useId();

  useEffect(() => () => abortRef.current?.abort(), []);

  const list = data?.negotiationFiles;
  const files = list?.files ?? [];
  const limit = list?.fileLimit ?? NEGOTIATION_FILE_LIMIT;
  const storedCount = files.filter((f) => f.purgedAt === null).length;
  const closed = readOnly || list?.readOnly === true;
  const busy = upload.phase !== "idle";

  async function share(picked: readonly File[]): Promise<void> {
    setProblem(null);
    const first = validateUploadFiles(picked);
    if (first) {
      setProblem(messageText(first.code, first.params));
      return;
    }
    if (storedCount >= limit) {
      setProblem(messageText("0102005", { Max: limit }));
      return;
    }
    const file = picked[0] as File;
    const controller = new AbortController();
    abortRef.current = controller;
    setUpload({ phase: "uploading", fileName: file.name, fraction: 0 });
    try {
      const ticket = await requestUpload({ variables: { negotiationId, filename: file.name } });
      const target = ticket.data?.requestNegotiationFileUpload;
      if (!target) throw new Error("no upload URL");
      const put = await putFile(
        target.uploadUrl,
        file,
        (fraction) => setUpload({ phase: "uploading", fileName: file.name, fraction }),
        controller.signal,
      );
      if (!put.ok) {
        setProblem(
          put.status === 413
            ? messageText("0102002", { Size: formatFileSize(FILE_MAX_BYTES) })
            : messageText("0109099"),
        );
        return;
      }
      setUpload({ phase: "checking", fileName: file.name });
      await attach(target.storagePath);
      showToast("success", `「${file.name}」を共有しました。`);
    } catch (caught) {
      if ((caught as { name?: unknown })?.name === "AbortError") return;
      setProblem(appErrorOf(caught).message);
    } finally {
      abortRef.current = null;
      setUpload({ phase: "idle" });
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    void share(Array.from(event.target.files ?? []));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (busy || closed) return;
    void share(Array.from(event.dataTransfer.files));
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = busy || closed ? "none" : "copy";
    if (!dragging) setDragging(true);
  };

  // Download links expire: a fresh list signs them again.
  const renewUrl = async (fileId: string): Promise<string | null> => {
    const fresh = await refetch();
    return fresh.data?.negotiationFiles.files.find((f) => f.id === fileId)?.downloadUrl ?? null;
  };

  return (
    <section className={styles.nf} aria-labelledby={`${hintId}-title`}>
      <h2 id={`${hintId}-title`} className={styles.nfTitle}>
        ファイル
      </h2>

      {closed ? (
        <p className="notice">
          この商談は終了しているため、ファイルを追加できません。共有済みのファイルは保存期間内であればダウンロードできます。
        </p>
      ) : (
        // biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is an extra for mouse users; the button below does the same by keyboard.
        <div
          className={`${styles.nfDrop}${dragging ? ` ${styles.nfDropOver}` : ""}${busy ? ` ${styles.nfDropBusy}` : ""}`}
          onDragOver={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="negotiation-files-dropzone"
        >
          <p className={styles.nfDropLead}>ここにファイルをドラッグ＆ドロップ</p>
          <p className={styles.nfDropOr}>または</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => inputRef.current?.click()}
            disabled={busy}
            aria-describedby={`${hintId} ${problem ? problemId : ""}`.trim()}
          >
            ファイルを選択
          </button>
          <input
            ref={inputRef}
            type="file"
            accept={FILE_INPUT_ACCEPT}
            className="visually-hidden"
            tabIndex={-1}
            aria-label="共有するファイル"
            onChange={onPick}
            disabled={busy}
          />
          <p id={hintId} className={styles.nfDropHint}>
            {ACCEPTED_EXTENSIONS_TEXT}形式、1ファイル{formatFileSize(FILE_MAX_BYTES)}まで。1つずつ共有できます（最大
            {limit}
            件、保存期間{NEGOTIATION_FILE_RETENTION_MONTHS}か月）。
          </p>
          {upload.phase !== "idle" ? (
            <div className={styles.nfProgress} role="status" aria-live="polite">
              <span className="nf-progress__label">
                {upload.phase === "uploading"
                  ? `「${upload.fileName}」をアップロードしています（${Math.round(upload.fraction * 100)}%）`
                  : `「${upload.fileName}」を確認しています`}
              </span>
              <progress
                className={styles.nfProgressBar}
                max={1}
                aria-label="アップロードの進み具合"
                {...(upload.phase === "uploading" ? { value: upload.fraction } : {})}
              />
              {upload.phase === "uploading" ? (
                <button type="button" className="button" onClick={() => abortRef.current?.abort()}>
                  中止
                </button>
              ) : null}
            </div>
          ) : null}
          {problem ? (
            <p id={problemId} className={styles.nfProblem} role="alert">
              {problem}
            </p>
          ) : null}
        </div>
      )}

      <div className={styles.nfListHead}>
        <h3 className={styles.nfListHeadTitle}>共有済みのファイル</h3>
        {list ? (
          <p className={styles.nfListHeadCount}>
            保存中 {storedCount} / {limit} 件
          </p>
        ) : null}
      </div>
      {loading && !list ? <Spinner label="ファイルを読み込んでいます" /> : null}
      {error && !list ? (
        <div className="notice notice--error" role="alert">
          <p>{appErrorOf(error).message}</p>
          {/* A retry after a failed load, not a reload after a write. */}
          <button type="button" className="button" onClick={() => void refetch()}>
            再読み込み
          </button>
        </div>
      ) : null}
      {list && files.length === 0 ? <p className={styles.nfEmpty}>共有されたファイルはまだありません。</p> : null}
      {files.length > 0 ? (
        <ul className={styles.nfList} aria-label="共有済みのファイル">
          {files.map((file) => (
            <NegotiationFileItem key={file.id} file={file} renewUrl={renewUrl} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export default NegotiationFilesTab;
