import "reflect-metadata";
import { type FieldNode, type GraphQLResolveInfo, Kind, parse } from "graphql";
import { describe, expect, it, vi } from "vitest";
import { toServiceListItem } from "../../lib/catalog/service-list-item.js";
import { fakeContext } from "../../test/fake-context.js";
import type { Provider } from "./service.type.js";
import { ServiceListItemResolver } from "./services.resolver.js";

const item = toServiceListItem({
  service_id: 7,
  service_name: "電子カルテA",
  summary: "要約",
  logo_image_filepath: "/media/logos/7-1.png",
  updated_at: "2026-11-01T00:00:00.000Z",
  provider_id: 3,
  provider_name: "株式会社テスト",
  price: "月額1万円",
  has_free_trial: true,
  has_free_plan: false,
  installation_count: 10,
});

/** What `provider` reads of its resolve info: the `provider` field's node of `query` and its fragments. */
function infoOf(query: string): GraphQLResolveInfo {
  const document = parse(query);
  const fragments = Object.fromEntries(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
  );
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const serviceList = operation?.selectionSet.selections[0] as FieldNode;
  const provider = serviceList.selectionSet?.selections[0] as FieldNode;
  // Only fieldNodes and fragments are read (selectsOnly); the rest of the info is not needed.
  return { fieldNodes: [provider], fragments } as unknown as GraphQLResolveInfo;
}

describe("ServiceListItemResolver.provider", () => {
  it("When only the provider's id and name are asked, then they come from the list item without a call", () => {
    const provider = vi.fn();
    const answer = new ServiceListItemResolver().provider(
      item,
      fakeContext({ services: { provider } }),
      infoOf("{ topServices { provider { id name __typename } } }"),
    );
    expect(answer).toEqual({ id: "3", name: "株式会社テスト" });
    expect(provider).not.toHaveBeenCalled();
  });

  it("When another field of the provider is asked (through a fragment too), then the provider is loaded", async () => {
    const loaded = { id: "3", name: "株式会社テスト", location: "東京都" } as unknown as Provider;
    const provider = vi.fn(async () => loaded);
    const answer = new ServiceListItemResolver().provider(
      item,
      fakeContext({ services: { provider } }),
      infoOf("{ topServices { provider { id ...More } } } fragment More on Provider { location }"),
    );
    await expect(answer).resolves.toBe(loaded);
    expect(provider).toHaveBeenCalledWith("3");
  });
});
