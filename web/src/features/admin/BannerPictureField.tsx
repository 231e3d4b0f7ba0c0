import { BANNER_SIZES } from "@iryo/domain/banner-image";
import { useState } from "react";
import { FieldError } from "../../shared/forms/FieldError";
import { FormField } from "../../shared/forms/FormField";
import styles from "./admin.module.css";
import { uploadBannerPicture } from "./site-content-form";

/**
 * One picture of a banner or an image slide (ADR 164, 174): its preview and a file input that uploads the
 * file at once; the api checks its type and exact size (0102003), and a refusal shows under the input in
 * place of the form's own message. `onUploaded` receives the picture's public path.
 */
export function BannerPictureField({
  id,
  variant,
  value,
  error,
  onUploaded,
}: {
  readonly id: string;
  readonly variant: "pc" | "mobile";
  readonly value: string;
  readonly error: { message?: string | undefined } | undefined;
  readonly onUploaded: (path: string) => void;
}) {
  const size = BANNER_SIZES[variant];
  const [message, setMessage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const label = `${variant === "pc" ? "PC用画像" : "スマートフォン用画像"}（${size.width}×${size.height}ピクセル）`;
  return (
    <FormField id={id} label={label} error={message ? undefined : error}>
      {value ? <img src={value} alt="" className={styles.bannerPreview} /> : null}
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={busy}
        aria-invalid={message || error ? true : undefined}
        aria-describedby={message ? `${id}-upload-error` : undefined}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          setMessage(undefined);
          setBusy(true);
          try {
            onUploaded(await uploadBannerPicture(variant, file));
          } catch (failure) {
            setMessage(failure instanceof Error ? failure.message : String(failure));
          } finally {
            setBusy(false);
          }
        }}
      />
      <FieldError message={message} id={`${id}-upload-error`} />
    </FormField>
  );
}
