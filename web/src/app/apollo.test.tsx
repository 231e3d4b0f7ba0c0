import { gql } from "@apollo/client";
import {
  CONFLICT_CODE,
  errorMessage,
  INPUT_ERROR_TOAST_MESSAGE,
  SECOND_FACTOR_REQUIRED_CODE,
  SESSION_EXPIRED_CODE,
  SYSTEM_ERROR_CODE,
} from "@iryo/domain/error-catalogue";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { onSecondFactorRequired, onSessionLost } from "../shared/session/session-events";
import { Toaster } from "../shared/toast/Toaster";
import { clearToasts } from "../shared/toast/toast-store";
import { testClient } from "../test/graphql-client";
import { createErrorLink } from "./apollo";

const QUERY = gql`
  query ProbeQuery {
    probe
  }
`;

function setUp(extensions: Record<string, unknown>) {
  const navigation = { replace: vi.fn() };
  const client = testClient(() => ({ errors: [{ message: "refused", extensions }] }), createErrorLink(navigation));
  render(<Toaster />);
  return { navigation, run: () => client.query({ query: QUERY }).catch(() => undefined) };
}

afterEach(() => {
  act(clearToasts);
  cleanup();
});

describe("the error link (product §7 response handling)", () => {
  it("When a call answers a catalogue code, then an error toast shows its Japanese message", async () => {
    const { run, navigation } = setUp({ code: "CONFLICT", errorCode: CONFLICT_CODE });
    await run();
    expect((await screen.findByRole("alert")).textContent).toContain(errorMessage(CONFLICT_CODE));
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it("When the code is unknown to the catalogue, then the system error message shows", async () => {
    const { run } = setUp({ code: "INTERNAL_SERVER_ERROR", errorCode: "9999999" });
    await run();
    expect((await screen.findByRole("alert")).textContent).toContain(errorMessage(SYSTEM_ERROR_CODE));
  });

  it.each([
    ["FORBIDDEN", "/error/403"],
    ["NOT_FOUND", "/error/404"],
  ])("When a call answers %s, then the page is replaced by %s and no toast shows", async (code, path) => {
    const { run, navigation } = setUp({ code });
    await run();
    expect(navigation.replace).toHaveBeenCalledWith(path);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("When the server refuses fields, then the 'has error input' toast shows instead of the code's message", async () => {
    const { run } = setUp({ code: "BAD_USER_INPUT", errorCode: "0109004", fieldErrors: { email: "0101002" } });
    await run();
    expect((await screen.findByRole("alert")).textContent).toContain(INPUT_ERROR_TOAST_MESSAGE);
  });

  it("When a call answers UNAUTHENTICATED, then the session guard is told the session is lost", async () => {
    const lost = vi.fn();
    const stop = onSessionLost(lost);
    const { run } = setUp({ code: "UNAUTHENTICATED", errorCode: "0201002" });
    await run();
    stop();
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it("When an operator's call answers 0203001, then the console is told to ask for the second factor again, not sent to 403", async () => {
    const required = vi.fn();
    const stop = onSecondFactorRequired(required);
    const { run, navigation } = setUp({ code: "FORBIDDEN", errorCode: SECOND_FACTOR_REQUIRED_CODE });
    await run();
    stop();
    expect(required).toHaveBeenCalledTimes(1);
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it("When a failed refresh showed 0201002 and a call on its way then answers 0109006, then the re-login message stays", async () => {
    const answers = [
      { code: "UNAUTHENTICATED", errorCode: SESSION_EXPIRED_CODE },
      { code: "UNAUTHENTICATED", errorCode: "0109006" },
      { code: "CONFLICT", errorCode: CONFLICT_CODE },
    ];
    const client = testClient(
      () => ({ errors: [{ message: "refused", extensions: answers.shift() }] }),
      createErrorLink({ replace: vi.fn() }),
    );
    render(<Toaster />);
    const run = () => client.query({ query: QUERY }).catch(() => undefined);
    await run();
    expect((await screen.findByRole("alert")).textContent).toContain(errorMessage(SESSION_EXPIRED_CODE));
    await run();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole("alert").textContent).toContain(errorMessage(SESSION_EXPIRED_CODE));
    expect(screen.getByRole("alert").textContent).not.toContain(errorMessage("0109006"));
    // Any other error still replaces it (the toasts of one kind never stack).
    await run();
    await screen.findByText(errorMessage(CONFLICT_CODE));
  });

  it("When a call answers 0109006 with no re-login message on screen, then its own message shows", async () => {
    const { run } = setUp({ code: "UNAUTHENTICATED", errorCode: "0109006" });
    await run();
    expect((await screen.findByRole("alert")).textContent).toContain(errorMessage("0109006"));
  });
});
