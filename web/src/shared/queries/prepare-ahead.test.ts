import { gql } from "@apollo/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testClient } from "../../test/graphql-client";

// A fresh module per test: the queue and the client are per page load.
async function load() {
  vi.resetModules();
  return import("./prepare-ahead");
}

const doc = (name: string) => gql(`query ${name} { probe }`);

describe("prepareQueryAhead", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("When documents are named before and after the client exists, then each is prepared in a task of its own", async () => {
    const { prepareQueriesWith, prepareQueryAhead } = await load();
    // A real client: its link counts what is sent (preparing sends nothing).
    const sent = vi.fn(() => ({ data: { probe: 1 } }));
    const client = testClient(sent);
    const watchQuery = vi.spyOn(client, "watchQuery");
    const [me, page, later] = [doc("me"), doc("page"), doc("later")];
    prepareQueryAhead(me);
    prepareQueryAhead(page);
    await vi.advanceTimersByTimeAsync(0);
    expect(watchQuery).not.toHaveBeenCalled();

    prepareQueriesWith(client);
    expect(watchQuery).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(watchQuery.mock.calls).toEqual([[{ query: me }]]);
    await vi.advanceTimersToNextTimerAsync();
    expect(watchQuery.mock.calls).toEqual([[{ query: me }], [{ query: page }]]);

    prepareQueryAhead(later);
    expect(watchQuery).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(watchQuery).toHaveBeenLastCalledWith({ query: later });
    expect(sent).not.toHaveBeenCalled();
  });

  it("When work is named between documents, then it runs in a task of its own, in turn", async () => {
    const { prepareAhead, prepareQueriesWith, prepareQueryAhead } = await load();
    const client = testClient(() => ({ data: { probe: 1 } }));
    const order: string[] = [];
    vi.spyOn(client, "watchQuery").mockImplementation((options) => {
      order.push("document");
      return Object.getPrototypeOf(client).watchQuery.call(client, options);
    });
    prepareQueryAhead(doc("page"));
    prepareAhead(() => order.push("work"));
    prepareQueriesWith(client);
    expect(order).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(order).toEqual(["document"]);
    await vi.advanceTimersToNextTimerAsync();
    expect(order).toEqual(["document", "work"]);
  });
});
