import { formatDate, formatDateTime } from "@iryo/domain/format/date";
import { formatFileSize } from "@iryo/domain/format/file-size";
import type { MouseEvent } from "react";
import type { NegotiationFileItem_FileFragment } from "./NegotiationFilesTab.generated";
import styles from "./negotiation-files.module.css";

export interface NegotiationFileItemProps {
  readonly file: NegotiationFileItem_FileFragment;
  /** Fetches fresh signed URLs and answers this file's, for a link whose URL has expired. */
  readonly renewUrl: (fileId: string) => Promise<string | null>;
}

/** One shared file: name, size, date, uploader, and a download link or the purged notice. */
export function NegotiationFileItem({ file, renewUrl }: NegotiationFileItemProps) {
  const purged = file.purgedAt !== null || file.downloadUrl === null;

  const onDownload = async (event: MouseEvent<HTMLAnchorElement>) => {
    const expiresAt = file.downloadUrlExpiresAt ? new Date(file.downloadUrlExpiresAt).getTime() : 0;
    // A signed URL lives minutes: a page left open gets a fresh one before the download.
    if (expiresAt - Date.now() > 10_000) return;
    event.preventDefault();
    const url = await renewUrl(file.id);
    if (url) window.location.assign(url);
  };

  return (
    <li className={purged ? `${styles.nfItem} ${styles.nfItemPurged}` : styles.nfItem}>
      <div className={styles.nfItemIcon} aria-hidden="true">
        {file.fileName.toLowerCase().endsWith(".zip") ? "ZIP" : "PDF"}
      </div>
      <div className={styles.nfItemBody}>
        <p className={styles.nfItemName}>
          {purged ? (
            <span>{file.fileName}</span>
          ) : (
            <a href={file.downloadUrl ?? undefined} download={file.fileName} onClick={onDownload}>
              {file.fileName}
              <span className="visually-hidden">をダウンロード</span>
            </a>
          )}
        </p>
        <dl className={styles.nfItemMeta}>
          <div>
            <dt>サイズ</dt>
            <dd>{formatFileSize(file.sizeBytes)}</dd>
          </div>
          <div>
            <dt>共有日時</dt>
            <dd>
              <time dateTime={file.createdAt}>{formatDateTime(new Date(file.createdAt))}</time>
            </dd>
          </div>
          <div>
            <dt>共有者</dt>
            <dd>
              {file.uploaderName}
              {file.isOwn ? "（あなた）" : ""}
            </dd>
          </div>
          <div>
            <dt>{purged ? "状態" : "保存期限"}</dt>
            <dd>
              {purged ? (
                <span className={styles.nfItemPurgedNote}>保存期間が終了したため削除されました</span>
              ) : (
                <time dateTime={file.expiresAt}>{formatDate(new Date(file.expiresAt))}まで</time>
              )}
            </dd>
          </div>
        </dl>
      </div>
    </li>
  );
}
