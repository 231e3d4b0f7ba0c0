import { fieldErrorMessage } from "@iryo/domain/error-catalogue";
import { FILE_INPUT_ACCEPT, validateUploadFiles } from "@iryo/domain/validation/file-upload";
import { type DragEvent, useId, useState } from "react";
import { appErrorOf } from "../../shared/errors/graphql-error";
import styles from "./provider-listings.module.css";
import { putFile } from "./put-file";

/** What the upload needs from the page: a single-use URL, then the draft that takes the upload. */
export interface MaterialUploadProps {
  readonly requestUrl: (filename: string) => Promise<{ uploadUrl: string; storagePath: string }>;
  readonly createDraft: (input: { title: string; description: string; storagePath: string }) => Promise<void>;
  /** The form's accessible name (default 資料の追加). */
  readonly label?: string;
}

/**
 * Uploads one material (pdf or zip, ≤ 5 MB): pick or drop one file (more than one is 0102004), PUT it to
 * the single-use URL with a progress bar, then propose it as a draft with its title and description.
 */
export function MaterialUpload({ requestUrl, createDraft, label = "資料の追加" }: MaterialUploadProps) {
  const ids = { file: useId(), title: useId(), description: useId() };
  const [file, setFile] = useState<File | undefined>();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [progress, setProgress] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [dragging, setDragging] = useState(false);

  const choose = (files: readonly File[]) => {
    const problem = validateUploadFiles(files);
    if (problem) {
      setError(fieldErrorMessage(problem.message));
      setFile(undefined);
      return;
    }
    setError(undefined);
    setFile(files[0]);
    if (!title && files[0]) setTitle(files[0].name.replace(/\.[^.]+$/, ""));
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose([...event.dataTransfer.files]);
  };

  const submit = async () => {
    if (!file) {
      setError("ファイルを選択してください。");
      return;
    }
    if (!title.trim()) {
      setError("資料名を入力してください。");
      return;
    }
    setError(undefined);
    setProgress(0);
    try {
      const { uploadUrl, storagePath } = await requestUrl(file.name);
      const put = await putFile(uploadUrl, file, setProgress);
      if (!put.ok) {
        setError("アップロードに失敗しました。時間をおいて、もう一度お試しください。");
        return;
      }
      await createDraft({ title: title.trim(), description: description.trim(), storagePath });
      setFile(undefined);
      setTitle("");
      setDescription("");
    } catch (caught) {
      setError(appErrorOf(caught).message);
    } finally {
      setProgress(undefined);
    }
  };

  const busy = progress !== undefined;
  return (
    <form
      className={styles.materialUpload}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is an extra for mouse users; the file input inside does the same by keyboard. */}
      <div
        className={dragging ? `${styles.dropZone} ${styles.dropZoneActive}` : styles.dropZone}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor={ids.file}>ファイル（PDF または ZIP、5MB まで。1 回に 1 ファイル）</label>
        <input
          id={ids.file}
          type="file"
          accept={FILE_INPUT_ACCEPT}
          disabled={busy}
          onChange={(event) => choose([...(event.target.files ?? [])])}
        />
        <p className={styles.hint}>ここにファイルをドラッグ＆ドロップすることもできます。</p>
        {file ? <p>選択中: {file.name}</p> : null}
      </div>
      <label htmlFor={ids.title}>資料名</label>
      <input id={ids.title} value={title} maxLength={100} disabled={busy} onChange={(e) => setTitle(e.target.value)} />
      <label htmlFor={ids.description}>説明（任意）</label>
      <textarea
        id={ids.description}
        value={description}
        maxLength={1000}
        disabled={busy}
        onChange={(e) => setDescription(e.target.value)}
      />
      {busy ? (
        <div>
          <progress value={progress} max={1} aria-label="アップロードの進み具合">
            {Math.round((progress ?? 0) * 100)}%
          </progress>
          <span aria-live="polite"> {Math.round((progress ?? 0) * 100)}%</span>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? "アップロード中…" : "下書きとして追加"}
      </button>
    </form>
  );
}
