import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { errorMessage } from "@iryo/domain/error-catalogue";
import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import type { FormattedExecutionResult } from "graphql";
import { from } from "rxjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearToasts, useToasts } from "../toast/toast-store";
import {
  MaterialDownloadButton,
  type MaterialDownloadTarget,
  materialDownloadNavigation,
} from "./MaterialDownloadButton";

/** A client whose answers wait until the test releases them: the button's state in between can be read. */
function heldClient() {
  const operations: { name: string; variables: Record<string, unknown> }[] = [];
  let release: (answer: FormattedExecutionResult) => void = () => {};
  const link = new ApolloLink((operation) => {
    operations.push({ name: operation.operationName ?? "", variables: operation.variables });
    return from(
      new Promise<FormattedExecutionResult>((resolve) => {
        release = resolve;
      }),
    );
  });
  return {
    client: new ApolloClient({ link, cache: new InMemoryCache() }),
    operations,
    answer: (result: FormattedExecutionResult) => act(async () => release(result)),
  };
}

function renderButton(target: MaterialDownloadTarget) {
  const held = heldClient();
  render(
    <ApolloProvider client={held.client}>
      <MaterialDownloadButton target={target} fromScreen="consideration">
        3件のサービスの資料をZIPでダウンロード
      </MaterialDownloadButton>
    </ApolloProvider>,
  );
  return held;
}

afterEach(() => {
  act(clearToasts);
  cleanup();
  vi.restoreAllMocks();
});

describe("MaterialDownloadButton", () => {
  it("When the member presses it, then it says it is preparing, asks for the services with the screen, and the browser goes to the one-time URL", async () => {
    const go = vi.spyOn(materialDownloadNavigation, "go").mockImplementation(() => {});
    const held = renderButton({ kind: "bundle", serviceIds: ["3", "8", "12"] });
    fireEvent.click(screen.getByRole("button", { name: "3件のサービスの資料をZIPでダウンロード" }));

    const preparing = await screen.findByRole("button", { name: "ダウンロードを準備しています…" });
    expect((preparing as HTMLButtonElement).disabled).toBe(true);
    expect(held.operations).toEqual([
      {
        name: "RequestMaterialBundleDownload",
        variables: { serviceIds: ["3", "8", "12"], fromScreen: "consideration" },
      },
    ]);
    expect(go).not.toHaveBeenCalled();

    const url = `/downloads/materials/${"a".repeat(43)}`;
    await held.answer({
      data: { requestMaterialBundleDownload: { __typename: "MaterialDownload", url } },
    });
    expect(go).toHaveBeenCalledWith(url);
    expect(screen.getByRole("button", { name: "3件のサービスの資料をZIPでダウンロード" })).toBeTruthy();
  });

  it("When the download is refused, then a toast says so in Japanese with the reason, the browser stays, and the button works again", async () => {
    const go = vi.spyOn(materialDownloadNavigation, "go").mockImplementation(() => {});
    const toasts = renderHook(() => useToasts());
    const held = renderButton({ kind: "file", fileId: "42" });
    fireEvent.click(screen.getByRole("button", { name: "3件のサービスの資料をZIPでダウンロード" }));
    await screen.findByRole("button", { name: "ダウンロードを準備しています…" });

    await held.answer({
      data: null,
      errors: [{ message: "retired", extensions: { code: "NOT_FOUND", errorCode: "0302005" } }],
    });
    expect(toasts.result.current.map((t) => [t.kind, t.message])).toEqual([
      ["error", `資料をダウンロードできませんでした。${errorMessage("0302005")}`],
    ]);
    expect(go).not.toHaveBeenCalled();
    const again = screen.getByRole("button", { name: "3件のサービスの資料をZIPでダウンロード" }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
  });
});
