import { sql } from "kysely";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { getError } from "../../test/error-answer.js";
import { startSeededApp } from "../../test/seeded-app.js";
import { useKit } from "../../test/use-kit.js";
import { createServicesRepository } from "./services.repository.js";
import { createServicesService, FACETS_TTL_MS } from "./services.service.js";

const kit = useKit(startSeededApp);

async function serviceIdNamed(name: string): Promise<number> {
  const res = await request(kit.app).get("/v1/services?page_size=100").expect(200);
  const found = res.body.services.find((s: { service_name: string }) => s.service_name === name);
  if (found) return found.service_id;
  const next = await request(kit.app).get("/v1/services?page_size=100&page_number=2").expect(200);
  return next.body.services.find((s: { service_name: string }) => s.service_name === name).service_id;
}

describe("seed", () => {
  it("When the demo data is seeded, then at least 80 services from at least 40 providers exist", async () => {
    const res = await request(kit.app).get("/v1/services").expect(200);
    expect(res.body.total_count).toBeGreaterThanOrEqual(80);
    const providers = await kit.db.selectFrom("providers").select("id").execute();
    expect(providers.length).toBeGreaterThanOrEqual(40);
  });

  it("When a material file is read from the database, then it is a complete PDF whose size is recorded", async () => {
    const file = await kit.db
      .selectFrom("material_files")
      .select(["content", "size_bytes", "mime_type"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const text = new TextDecoder().decode(file.content);
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(file.size_bytes).toBe(file.content.byteLength);
    expect(file.mime_type).toBe("application/pdf");
  });
});

describe("GET /v1/services/top-list", () => {
  it("When the home asks, then the 5 most recently updated services come, newest first", async () => {
    const res = await request(kit.app).get("/v1/services/top-list").expect(200);
    expect(res.body.services).toHaveLength(5);
    const times = res.body.services.map((s: { updated_at: string }) => Date.parse(s.updated_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const all = await request(kit.app).get("/v1/services").expect(200);
    expect(res.body.services).toEqual(all.body.services.slice(0, 5));
    expect(res.body.services[0].logo_image_filepath).toMatch(/^\/media\/logos\/\d+-[0-9a-f]{16}\.svg$/);
  });

  it("When services are listed, then each carries its rating summary, averages with their counts", async () => {
    const res = await request(kit.app).get("/v1/services?page_size=100").expect(200);
    type Info = { service_id: number; overall_average: number | null; overall_count: number };
    const infos: Info[] = res.body.services.map((s: { service_id: number; rating_info: Info }) => {
      expect(s.rating_info.service_id).toBe(s.service_id);
      return s.rating_info;
    });
    expect(infos.some((i: { overall_count: number }) => i.overall_count > 0)).toBe(true);
    for (const i of infos) expect(i.overall_average === null).toBe(i.overall_count === 0);
    const rated = res.body.services.find(
      (s: { rating_info: { rating_count: number } }) => s.rating_info.rating_count > 0,
    );
    const single = await request(kit.app).get(`/v1/services/${rated.service_id}/rating-info`).expect(200);
    expect(rated.rating_info).toEqual(single.body);
  });
});

describe("GET /v1/services/initial", () => {
  it("When the search page opens, then categories, issues, departments and job roles come with counts", async () => {
    const res = await request(kit.app).get("/v1/services/initial").expect(200);
    expect(res.body.categories.length).toBeGreaterThanOrEqual(12);
    expect(res.body.categories[0]).toEqual({
      category_id: expect.any(Number),
      category_name: "電子カルテ",
      description: expect.any(String),
      service_count: 24,
    });
    expect(res.body.issues.length).toBeGreaterThanOrEqual(10);
    expect(res.body.issues[0]).toMatchObject({ issue_name: "業務効率化・残業削減" });
    expect(res.body.issues.every((i: { service_count: number }) => i.service_count > 0)).toBe(true);
    expect(res.body.departments.map((d: { department_name: string }) => d.department_name)).toContain("看護部");
    expect(res.body.job_roles.map((j: { job_role_name: string }) => j.job_role_name)).toContain("医師");
    expect(res.body.total_service_count).toBeGreaterThanOrEqual(80);
  });
});

describe("the facets' process cache", () => {
  it("When a service's category changes, then the count shows it after FACETS_TTL_MS and not before", async () => {
    let clock = 0;
    const service = createServicesService(createServicesRepository(kit.db), { now: () => clock });
    const countOf = async () => (await service.initial()).categories[0]?.service_count;
    const before = await countOf();
    const link = await kit.db
      .selectFrom("service_categories")
      .selectAll()
      .where("category_id", "=", (await service.initial()).categories[0]?.category_id ?? 0)
      .executeTakeFirstOrThrow();
    await kit.db
      .deleteFrom("service_categories")
      .where("service_id", "=", link.service_id)
      .where("category_id", "=", link.category_id)
      .execute();
    try {
      clock += FACETS_TTL_MS - 1;
      expect(await countOf()).toBe(before);
      clock += 1;
      expect(await countOf()).toBe((before ?? 0) - 1);
    } finally {
      await kit.db.insertInto("service_categories").values(link).execute();
    }
  });

  it("When the time is 0, then every call counts again", async () => {
    let reads = 0;
    const repo = createServicesRepository(kit.db);
    const counting = {
      ...repo,
      listCategories: () => {
        reads += 1;
        return repo.listCategories();
      },
    };
    const service = createServicesService(counting, { facetsTtlMs: 0 });
    await service.initial();
    await service.initial();
    expect(reads).toBe(2);
  });
});

describe("GET /v1/services/logos", () => {
  it("When logos are listed, then each is a versioned image URL and page_size is honoured", async () => {
    const res = await request(kit.app).get("/v1/services/logos?page_size=50").expect(200);
    expect(res.body.logos).toHaveLength(50);
    const logo = await request(kit.app).get(res.body.logos[0].logo_image_filepath).expect(200);
    expect(logo.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(logo.body.toString()).toContain("<svg");
  });

  it("When page_size is 7, then 400 with 0109004", async () => {
    await getError(kit.app, "/v1/services/logos?page_size=7", 400, "0109004");
  });
});

describe("GET /v1/issues, /v1/departments", () => {
  it("When issues are listed, then each has a description and a service count", async () => {
    const res = await request(kit.app).get("/v1/issues").expect(200);
    expect(res.body.issues.length).toBeGreaterThanOrEqual(10);
    expect(res.body.issues[1]).toMatchObject({ issue_name: "患者さんの待ち時間短縮", description: expect.any(String) });
  });

  it("When departments are listed, then the job roles come with them", async () => {
    const res = await request(kit.app).get("/v1/departments").expect(200);
    expect(res.body.departments.length).toBeGreaterThanOrEqual(10);
    expect(res.body.job_roles.length).toBeGreaterThanOrEqual(8);
    const dental = res.body.departments.find((d: { department_name: string }) => d.department_name === "歯科");
    expect(dental.service_count).toBeGreaterThanOrEqual(2);
  });
});

describe("lists by issue, department and job role", () => {
  it("When services of an issue are paged, then the pages hold the issue's services without repeats", async () => {
    const issues = (await request(kit.app).get("/v1/issues").expect(200)).body.issues;
    const big = issues.find((i: { service_count: number }) => i.service_count > 20);
    const first = await request(kit.app).get(`/v1/issues/${big.issue_id}/services`).expect(200);
    expect(first.body).toMatchObject({ total_count: big.service_count, page_size: 20, page_number: 1 });
    expect(first.body.issue.issue_name).toBe(big.issue_name);
    const second = await request(kit.app).get(`/v1/issues/${big.issue_id}/services?page_number=2`).expect(200);
    const ids = [...first.body.services, ...second.body.services].map((s: { service_id: number }) => s.service_id);
    expect(new Set(ids).size).toBe(Math.min(40, big.service_count));
  });

  it("When services of 歯科 are listed, then the dental services come", async () => {
    const { departments } = (await request(kit.app).get("/v1/departments").expect(200)).body;
    const dental = departments.find((d: { department_name: string }) => d.department_name === "歯科");
    const res = await request(kit.app).get(`/v1/departments/${dental.department_id}/services`).expect(200);
    expect(res.body.department.department_name).toBe("歯科");
    expect(res.body.services.map((s: { service_name: string }) => s.service_name)).toContain("ミライカルテ 歯科");
  });

  it("When services of 薬剤師 are listed, then the pharmacy services come", async () => {
    const { job_roles } = (await request(kit.app).get("/v1/departments").expect(200)).body;
    const pharmacist = job_roles.find((j: { job_role_name: string }) => j.job_role_name === "薬剤師");
    const res = await request(kit.app).get(`/v1/job-roles/${pharmacist.job_role_id}/services?page_size=50`).expect(200);
    expect(res.body.job_role.job_role_name).toBe("薬剤師");
    expect(res.body.services.map((s: { service_name: string }) => s.service_name)).toContain("みらい調剤レセコン");
  });

  it.each(["/v1/issues/999999/services", "/v1/departments/abc/services", "/v1/job-roles/0/services"])(
    "When %s is asked, then 404 with 0109005",
    async (path) => {
      await getError(kit.app, path, 404, "0109005");
    },
  );

  it("When page_number is 0, then 400 with 0109004", async () => {
    await getError(kit.app, "/v1/issues/1/services?page_number=0", 400, "0109004");
  });
});

describe("GET /v1/services/:id", () => {
  it("When a service's detail is read, then it takes four queries and lists the same links as the link tables", async () => {
    let queries = 0;
    const counted = kit.db.withPlugin({
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const id = await serviceIdNamed("ミライカルテ 歯科");
    const detail = await createServicesService(createServicesRepository(counted)).detail(id);
    expect(queries).toBe(4);
    const categories = await kit.db
      .selectFrom("service_categories as x")
      .innerJoin("categories as c", "c.id", "x.category_id")
      .select(["c.id", "c.name"])
      .where("x.service_id", "=", id)
      .orderBy("c.sort_order")
      .orderBy("c.id")
      .execute();
    expect(categories.length).toBeGreaterThan(0);
    expect(detail.categories).toEqual(categories.map((c) => ({ category_id: c.id, category_name: c.name })));
    const provider = await kit.db
      .selectFrom("providers")
      .select(["id", "capital_yen", "founded_on"])
      .where("id", "=", detail.provider_id)
      .executeTakeFirstOrThrow();
    expect(detail.provider.capital_yen).toBe(provider.capital_yen === null ? null : Number(provider.capital_yen));
    expect(detail.provider.founded_on).toBe(
      provider.founded_on ? provider.founded_on.toISOString().slice(0, 10) : null,
    );
  });

  it("When a service is opened, then every field of product §3 and the provider's business information come", async () => {
    const id = await serviceIdNamed("ミライカルテ 歯科");
    const res = await request(kit.app).get(`/v1/services/${id}`).expect(200);
    const s = res.body;
    expect(s).toMatchObject({
      service_id: id,
      service_name: "ミライカルテ 歯科",
      installation_count: expect.any(Number),
      price: expect.stringMatching(/円/),
      initial_cost: expect.any(String),
      has_free_trial: expect.any(Boolean),
      has_free_plan: expect.any(Boolean),
      service_url: expect.stringMatching(/^https:\/\//),
      rate_plan: expect.any(String),
      target_bed_count: expect.any(String),
      provider: {
        provider_name: "株式会社ミライカルテ",
        location: "神奈川県横浜市西区",
        capital_yen: 45_000_000,
        representative: "鈴木 大輔",
        founded_on: "2015-06-01",
      },
    });
    expect(s.target_institution_types.every((c: number) => c >= 1 && c <= 10)).toBe(true);
    expect(s.faqs).toHaveLength(3);
    expect(s.faqs[0]).toEqual({ question: expect.stringMatching(/？$/), answer: expect.any(String) });
    expect(s.categories[0].category_name).toBe("電子カルテ");
    expect(s.departments.map((d: { department_name: string }) => d.department_name)).toContain("歯科");
    expect(s.material_files.length).toBeGreaterThanOrEqual(1);
    expect(s.material_files[0].file_name).toMatch(/\.pdf$/);
    expect(s.other_services.length).toBeGreaterThan(0);
    expect(s.other_services.length).toBeLessThanOrEqual(6);
    expect(
      s.other_services.every(
        (o: { provider_id: number; service_id: number }) => o.provider_id === s.provider_id && o.service_id !== id,
      ),
    ).toBe(true);
  });

  it("When a service is opened, then its categories, issues, departments and job roles are exactly its links, in the lists' order", async () => {
    const id = await serviceIdNamed("ミライカルテ 歯科");
    const s = (await request(kit.app).get(`/v1/services/${id}`).expect(200)).body;
    const linked = async (link: string, named: string, key: string) =>
      (
        await sql<{ id: number; name: string }>`select n.id, n.name from ${sql.table(link)} x
          join ${sql.table(named)} n on n.id = ${sql.ref(`x.${key}`)}
          where x.service_id = ${id} order by n.sort_order, n.id`.execute(kit.db)
      ).rows.map((r) => [r.id, r.name]);
    const pairs = (items: Record<string, unknown>[], idKey: string, nameKey: string) =>
      items.map((item) => [item[idKey], item[nameKey]]);
    expect(pairs(s.categories, "category_id", "category_name")).toEqual(
      await linked("service_categories", "categories", "category_id"),
    );
    expect(pairs(s.issues, "issue_id", "issue_name")).toEqual(await linked("service_issues", "issues", "issue_id"));
    expect(pairs(s.departments, "department_id", "department_name")).toEqual(
      await linked("service_departments", "departments", "department_id"),
    );
    expect(pairs(s.job_roles, "job_role_id", "job_role_name")).toEqual(
      await linked("service_job_roles", "job_roles", "job_role_id"),
    );
    expect(s.categories.length + s.issues.length + s.departments.length + s.job_roles.length).toBeGreaterThan(3);
  });

  it.each(["999999", "0", "99999999999"])("When the id is %s, then 404 with 0109005", async (id) => {
    await getError(kit.app, `/v1/services/${id}`, 404, "0109005");
  });

  it("When the id is not numeric, then 404 with 0109005", async () => {
    await getError(kit.app, "/v1/services/abc", 404, "0109005");
  });
});

describe("GET /v1/services/:id/overview", () => {
  it("When the overview is asked, then the list fields and the description come without the heavy parts", async () => {
    const id = await serviceIdNamed("つなぐWeb問診");
    const res = await request(kit.app).get(`/v1/services/${id}/overview`).expect(200);
    expect(res.body).toMatchObject({
      service_id: id,
      service_name: "つなぐWeb問診",
      provider_name: "つなぐヘルス株式会社",
    });
    expect(res.body).not.toHaveProperty("faqs");
    await request(kit.app).get("/v1/services/999999/overview").expect(404);
  });
});

describe("material", () => {
  it("When the material page asks, then the file list with sizes comes", async () => {
    const id = await serviceIdNamed("イメージリンクPACS");
    const res = await request(kit.app).get(`/v1/services/material/${id}`).expect(200);
    expect(res.body.service.service_name).toBe("イメージリンクPACS");
    expect(res.body.material_files[0]).toEqual({
      material_file_id: expect.any(Number),
      file_name: "イメージリンクPACS サービス紹介資料.pdf",
      size_bytes: expect.any(Number),
      mime_type: "application/pdf",
    });
    expect(res.body.material_files[0].size_bytes).toBeGreaterThan(300);
  });

  it.each(["999999", "abc", "0"])("When the material id is %s, then 404 with 0109005", async (id) => {
    await getError(kit.app, `/v1/services/material/${id}`, 404, "0109005");
  });

  it("When a visitor downloads the introduction material, then 401 with 0109006", async () => {
    const id = await serviceIdNamed("イメージリンクPACS");
    const res = await request(kit.app).post(`/v1/services/${id}/material-download-tickets`).send({}).expect(401);
    expect(res.body).toEqual({ error_code: "0109006", error_message: expect.stringMatching(/認証/) });
    // The session is checked first: a visitor learns nothing about which ids exist.
    await request(kit.app).post("/v1/services/999999/material-download-tickets").send({}).expect(401);
  });
});

describe("GET /v1/services/compare", () => {
  it("When 3 ids are given, then the 3 services come in the order asked with every field", async () => {
    const ids = (await request(kit.app).get("/v1/services?page_size=20").expect(200)).body.services
      .slice(0, 3)
      .map((s: { service_id: number }) => s.service_id)
      .reverse();
    const res = await request(kit.app)
      .get(`/v1/services/compare?ids=${ids.join(",")}`)
      .expect(200);
    expect(res.body.services.map((s: { service_id: number }) => s.service_id)).toEqual(ids);
    expect(res.body.services[0]).toHaveProperty("provider.representative");
    expect(res.body.services[0]).toHaveProperty("faqs");
  });

  it("When 5 ids are given, then 5 come", async () => {
    const res = await request(kit.app).get("/v1/services/compare?ids=1,2,3,4,5").expect(200);
    expect(res.body.services).toHaveLength(5);
  });

  it("When one id no longer exists, then the others still come", async () => {
    const res = await request(kit.app).get("/v1/services/compare?ids=1,999999").expect(200);
    expect(res.body.services.map((s: { service_id: number }) => s.service_id)).toEqual([1]);
  });

  it.each([
    ["no ids", ""],
    ["an empty ids", "?ids="],
    ["6 ids", "?ids=1,2,3,4,5,6"],
    ["a non-numeric id", "?ids=1,abc"],
    ["a negative id", "?ids=-1"],
    ["a repeated id", "?ids=2,2"],
    ["a repeated parameter", "?ids=1&ids=2"],
  ])("When %s is given, then 400 with 0109004", async (_label, query) => {
    const res = await request(kit.app).get(`/v1/services/compare${query}`).expect(400);
    expect(res.body).toEqual({ error_code: "0109004", error_message: expect.stringMatching(/リクエスト/) });
  });
});

describe("GET /v1/providers", () => {
  it("When providers are asked by id, then each comes once with its business information", async () => {
    const res = await request(kit.app).get("/v1/providers?ids=1,2,2").expect(200);
    expect(res.body.providers.map((p: { provider_id: number }) => p.provider_id).sort()).toEqual([1, 2]);
    expect(res.body.providers[0]).toHaveProperty("representative");
  });

  it.each(["", "?ids=", "?ids=x"])("When the ids are %s, then 400 with 0109004", async (query) => {
    await getError(kit.app, `/v1/providers${query}`, 400, "0109004");
  });
});

describe("sorts", () => {
  type Listed = { service_id: number };
  async function summaries(ids: number[]) {
    const rows = await kit.db
      .selectFrom("service_rating_summaries")
      .select(["service_id", "overall_average", "rating_count"])
      .where("service_id", "in", ids)
      .execute();
    const byId = new Map(rows.map((r) => [r.service_id, r]));
    return ids.map((id) => ({
      average: byId.get(id)?.overall_average == null ? -1 : Number(byId.get(id)?.overall_average),
      count: byId.get(id)?.rating_count ?? 0,
    }));
  }

  it("When sorted by rating, then averages never rise down the page; by reviews, counts never rise", async () => {
    const byRating = await request(kit.app).get("/v1/services?sort=rating&page_size=100").expect(200);
    expect(byRating.body.sort).toBe("rating");
    const averages = (await summaries(byRating.body.services.map((s: Listed) => s.service_id))).map((s) => s.average);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    expect(averages[0]).toBeGreaterThan(0);

    const byReviews = await request(kit.app).get("/v1/services?sort=reviews&page_size=100").expect(200);
    const counts = (await summaries(byReviews.body.services.map((s: Listed) => s.service_id))).map((s) => s.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(counts[counts.length - 1] ?? 0);
  });

  it("When services of an issue are sorted by reviews, then the order differs from newest and holds the same ids", async () => {
    const newest = await request(kit.app).get("/v1/issues/1/services?page_size=100").expect(200);
    const reviews = await request(kit.app).get("/v1/issues/1/services?page_size=100&sort=reviews").expect(200);
    const ids = (body: { services: Listed[] }) => body.services.map((s) => s.service_id);
    expect(ids(reviews.body)).not.toEqual(ids(newest.body));
    expect([...ids(reviews.body)].sort()).toEqual([...ids(newest.body)].sort());
  });

  it.each(["sort=newest", "sort=", "sort=rating&sort=reviews"])(
    "When the query is %s, then 400 with 0109004",
    async (q) => {
      await getError(kit.app, `/v1/services?${q}`, 400, "0109004");
    },
  );
});

describe("GET /media/logos/{id}-{version}.{ext}", () => {
  async function firstLogo(): Promise<{ id: number; url: string }> {
    const res = await request(kit.app).get("/v1/services?page_size=20").expect(200);
    return { id: res.body.services[0].service_id, url: res.body.services[0].logo_image_filepath };
  }

  it("When a list's logo URL is loaded, then the SVG comes cached for a year as immutable, and 304 with its ETag", async () => {
    const { url } = await firstLogo();
    const res = await request(kit.app).get(url).expect(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(res.body.toString()).toMatch(/^<svg /);
    await request(kit.app)
      .get(url)
      .set("if-none-match", res.headers.etag ?? "")
      .expect(304);
  });

  it("When the logo changes, then the URL in lists changes and the old URL gets the new image for a minute only", async () => {
    const { id, url: before } = await firstLogo();
    const png = `data:image/png;base64,${Buffer.from("not really a png").toString("base64")}`;
    await kit.db.updateTable("services").set({ logo_image_filepath: png }).where("id", "=", id).execute();
    const detail = await request(kit.app).get(`/v1/services/${id}`).expect(200);
    const after = detail.body.logo_image_filepath;
    expect(after).toMatch(new RegExp(`^/media/logos/${id}-[0-9a-f]{16}\\.png$`));
    expect(after).not.toBe(before);
    const fresh = await request(kit.app).get(after).expect(200);
    expect(fresh.headers["content-type"]).toBe("image/png");
    expect(fresh.body.toString()).toBe("not really a png");
    const stale = await request(kit.app).get(before).expect(200);
    expect(stale.headers["cache-control"]).toBe("public, max-age=60");
    expect(stale.headers["content-type"]).toBe("image/png");
  });

  it("When a logo is stored as a URL, then lists carry that URL and the logo route has nothing", async () => {
    const { id } = await firstLogo();
    await kit.db
      .updateTable("services")
      .set({ logo_image_filepath: "https://cdn.example/logo.png" })
      .where("id", "=", id)
      .execute();
    const list = await request(kit.app).get("/v1/services?page_size=20").expect(200);
    expect(list.body.services[0].logo_image_filepath).toBe("https://cdn.example/logo.png");
    await request(kit.app).get(`/media/logos/${id}-0123456789abcdef.png`).expect(404);
  });

  it.each(["/media/logos/1.svg", "/media/logos/99999-0123456789abcdef.svg", "/media/logos/1-0123456789abcdef.gif"])(
    "When %s is asked, then 404",
    async (path) => {
      await request(kit.app).get(path).expect(404);
    },
  );
});
