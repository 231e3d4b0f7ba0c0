import { useState } from "react";

/** A service logo; a missing or broken image shows the no-image placeholder (product §7). */
export function ServiceLogo({ src, name }: { readonly src: string | null; readonly name: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <span className="service-logo service-logo--placeholder" role="img" aria-label={`${name}（画像はありません）`}>
        {name.slice(0, 1)}
      </span>
    );
  }
  return (
    <img
      className="service-logo"
      src={src}
      alt={`${name}のロゴ`}
      loading="lazy"
      width={64}
      height={64}
      onError={() => setBroken(true)}
    />
  );
}
