import { errorMessage, isErrorCode, SYSTEM_ERROR_CODE } from "@iryo/domain/error-catalogue";
import { SERVICE_LOGO_MAX_BYTES, SERVICE_LOGO_TYPES } from "@iryo/domain/service-listing";
import { useId, useState } from "react";
import { FieldError } from "../../shared/forms/FieldError";
import styles from "./provider-listings.module.css";

/** What the draft's logo is: its value for the mutation and what to show. */
export interface LogoValue {
  /** The draft's `logo`: the public logo's path, an uploaded key, or null. */
  readonly logo: string | null;
  readonly previewUrl: string | null;
}

/** Uploads a logo through the BFF (ADR 144): the api checks the content; the answer names the stored key. */
async function uploadLogo(serviceId: string, file: File): Promise<{ logo: string; preview_url: string }> {
  const res = await fetch(`/provider/uploads/services/${encodeURIComponent(serviceId)}/logo`, {
    method: "POST",
    headers: { "content-type": file.type },
    body: file,
    credentials: "same-origin",
  });
  const body = (await res.json().catch(() => ({}))) as { logo?: string; preview_url?: string; error_code?: unknown };
  if (!res.ok || !body.logo) {
    const code = isErrorCode(body.error_code) ? body.error_code : SYSTEM_ERROR_CODE;
    throw new Error(
      errorMessage(
        code,
        code === "0102001" ? { Extensions: "PNG・JPEG・WebP" } : code === "0102002" ? { Size: "1MB" } : {},
      ),
    );
  }
  return { logo: body.logo, preview_url: body.preview_url ?? "" };
}

/** The logo of the draft: the current image, a file input (PNG, JPEG or WebP, ≤ 1 MB) and removal. */
export function LogoField({
  serviceId,
  value,
  onChange,
  disabled,
}: {
  readonly serviceId: string;
  readonly value: LogoValue;
  readonly onChange: (value: LogoValue) => void;
  readonly disabled: boolean;
}) {
  const id = useId();
  const [message, setMessage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setMessage(undefined);
    if (!(SERVICE_LOGO_TYPES as readonly string[]).includes(file.type)) {
      setMessage(errorMessage("0102001", { Extensions: "PNG・JPEG・WebP" }));
      return;
    }
    if (file.size > SERVICE_LOGO_MAX_BYTES) {
      setMessage(errorMessage("0102002", { Size: "1MB" }));
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadLogo(serviceId, file);
      onChange({ logo: uploaded.logo, previewUrl: uploaded.preview_url || null });
    } catch (error) {
      setMessage(error instanceof Error ? error.message : errorMessage(SYSTEM_ERROR_CODE));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <label htmlFor={id}>ロゴ画像</label>
      <p className={styles.meta}>PNG・JPEG・WebP形式、1MBまでの画像を選択してください。審査の承認後に公開されます。</p>
      {value.previewUrl ? (
        <p>
          <img src={value.previewUrl} alt="ロゴのプレビュー" className={styles.logo} width={48} height={48} />
        </p>
      ) : (
        <p className={styles.meta}>ロゴは登録されていません。</p>
      )}
      <div className={styles.actions}>
        <input
          id={id}
          type="file"
          accept={SERVICE_LOGO_TYPES.join(",")}
          disabled={disabled || busy}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        {value.logo !== null && (
          <button
            type="button"
            className="button"
            disabled={disabled || busy}
            onClick={() => onChange({ logo: null, previewUrl: null })}
          >
            ロゴを削除する
          </button>
        )}
      </div>
      <FieldError message={message} id={`${id}-error`} />
    </div>
  );
}
