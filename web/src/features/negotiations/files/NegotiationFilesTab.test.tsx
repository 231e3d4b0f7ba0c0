import { ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { Subject } from "rxjs";
import { afterEach, describe, expect, it } from "vitest";
import { testClient } from "../../../test/graphql-client";
import { NegotiationFilesTab } from "./NegotiationFilesTab";

const SHARED_FILE = {
  __typename: "NegotiationFile",
  id: "501",
  fileName: "見積書.pdf",
  sizeBytes: 2048,
  uploaderName: "株式会社メディカルブリッジ",
  isOwn: false,
  createdAt: "2026-11-25T10:00:00.000Z",
  expiresAt: "2027-05-25T10:00:00.000Z",
  purgedAt: null,
  downloadUrl: "https://files.example/501",
  downloadUrlExpiresAt: "2099-01-01T00:00:00.000Z",
};

const fileList = (files: readonly unknown[]) => ({
  data: {
    negotiationFiles: { __typename: "NegotiationFileList", fileLimit: 10, readOnly: false, files },
  },
});

const fileEvent = {
  data: {
    negotiationEvents: {
      __typename: "NegotiationEvent",
      eventId: "e-1",
      negotiationId: "41",
      change: "FILE",
      actorSide: "PROVIDER",
      status: 2,
      occurredAt: "2026-11-25T10:00:00.000Z",
      message: null,
      file: {
        __typename: "NegotiationEventFile",
        id: "501",
        originalName: "見積書.pdf",
        sizeBytes: 2048,
        createdAt: "2026-11-25T10:00:00.000Z",
      },
    },
  },
};

afterEach(cleanup);

describe("the files tab, live (issue 26)", () => {
  it("When the other side shares a file while the tab is open, then the file shows without a reload", async () => {
    // The room's events come through a subject the test controls; the list answers what the server holds.
    const events = new Subject<typeof fileEvent>();
    const eventsLink = new ApolloLink((operation, forward) =>
      operation.operationName === "NegotiationEventsSubscription" ? events.asObservable() : forward(operation),
    );
    let stored: readonly unknown[] = [];
    const client = testClient(() => fileList(stored), eventsLink);
    render(
      <ApolloProvider client={client}>
        <NegotiationFilesTab negotiationId="41" readOnly={false} />
      </ApolloProvider>,
    );
    expect(await screen.findByText("共有されたファイルはまだありません。")).toBeTruthy();

    stored = [SHARED_FILE];
    act(() => events.next(fileEvent));

    expect(await screen.findByText("見積書.pdf")).toBeTruthy();
    expect(screen.queryByText("共有されたファイルはまだありません。")).toBeNull();
  });
});
