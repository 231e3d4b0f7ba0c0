import type { FromScreen } from "@iryo/domain/from-screen";
import { useState } from "react";
import { appErrorOf } from "../errors/graphql-error";
import { showToast } from "../toast/toast-store";
import {
  useRequestMaterialBundleDownloadMutation,
  useRequestMaterialFileDownloadMutation,
  useRequestServiceMaterialDownloadMutation,
} from "./MaterialDownload.generated";

/** What a download button fetches: one service's materials, several services' in one zip, or one file. */
export type MaterialDownloadTarget =
  | { readonly kind: "service"; readonly serviceId: string }
  | { readonly kind: "bundle"; readonly serviceIds: readonly string[] }
  | { readonly kind: "file"; readonly fileId: string };

/** Where the browser goes for the bytes (a seam for tests: jsdom does not navigate). */
export const materialDownloadNavigation = { go: (url: string) => window.location.assign(url) };

/**
 * A material download (ADR 209): the mutation records the leads (a request no other site can make, unlike
 * a link), then the browser fetches the file from the one-time URL it answered; the page stays, as the
 * answer is an attachment. While the request runs the button says so; a failure says why in a toast.
 */
export function MaterialDownloadButton({
  target,
  fromScreen,
  className = "button",
  label,
  children,
}: {
  readonly target: MaterialDownloadTarget;
  readonly fromScreen?: FromScreen | undefined;
  readonly className?: string;
  /** The accessible name when the visible text does not say which file. */
  readonly label?: string;
  readonly children: React.ReactNode;
}) {
  const [requestService] = useRequestServiceMaterialDownloadMutation();
  const [requestBundle] = useRequestMaterialBundleDownloadMutation();
  const [requestFile] = useRequestMaterialFileDownloadMutation();
  const [preparing, setPreparing] = useState(false);

  const requestUrl = async (): Promise<string | undefined> => {
    const from = fromScreen ?? null;
    switch (target.kind) {
      case "service":
        return (await requestService({ variables: { serviceId: target.serviceId, fromScreen: from } })).data
          ?.requestServiceMaterialDownload.url;
      case "bundle":
        return (await requestBundle({ variables: { serviceIds: [...target.serviceIds], fromScreen: from } })).data
          ?.requestMaterialBundleDownload.url;
      case "file":
        return (await requestFile({ variables: { materialFileId: target.fileId, fromScreen: from } })).data
          ?.requestMaterialFileDownload.url;
    }
  };

  const download = async () => {
    setPreparing(true);
    try {
      const url = await requestUrl();
      if (url === undefined) throw new Error("the download answered no URL");
      materialDownloadNavigation.go(url);
    } catch (error) {
      showToast("error", `資料をダウンロードできませんでした。${appErrorOf(error).message}`);
    } finally {
      setPreparing(false);
    }
  };

  return (
    <button
      type="button"
      className={className}
      disabled={preparing}
      aria-busy={preparing}
      aria-label={preparing ? undefined : label}
      onClick={() => void download()}
    >
      {preparing ? "ダウンロードを準備しています…" : children}
    </button>
  );
}
