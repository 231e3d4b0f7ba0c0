import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { setCookies } from "../../test/set-cookies.js";
import { expressCookieJar, isLocalHost, parseCookieHeader, readOnlyCookieJar } from "./cookies.js";

describe("parseCookieHeader", () => {
  it("When a header has quoted, percent-encoded, broken and repeated pairs, then each is read as a browser would send it", () => {
    const cookies = parseCookieHeader('a="quoted"; b=%E5%8C%BB; c=%E0%A4%A; noequals; =anon; a=second; d=');
    expect([...cookies.entries()]).toEqual([
      ["a", "quoted"],
      ["b", "医"],
      // Not valid percent-encoding: kept as sent.
      ["c", "%E0%A4%A"],
      ["d", ""],
    ]);
  });

  it("When there is no header, then there are no cookies", () => {
    expect(parseCookieHeader(undefined).size).toBe(0);
    expect(parseCookieHeader("").size).toBe(0);
  });
});

describe("isLocalHost", () => {
  it.each([
    ["localhost", true],
    ["127.0.0.1", true],
    ["::1", true],
    ["[::1]", true],
    ["iryo-it-navi.example", false],
    [undefined, false],
  ])("When the host is %s, then local is %s", (host, local) => {
    expect(isLocalHost(host)).toBe(local);
  });
});

/** The answer of an app whose one route runs `script` on its jar, to a request with `headers`. */
function answer(script: (jar: ReturnType<typeof expressCookieJar>) => unknown, headers: Record<string, string> = {}) {
  return request(jarApp(script)).get("/").set(headers).expect(200);
}

function jarApp(script: (jar: ReturnType<typeof expressCookieJar>) => unknown) {
  const app = express();
  app.get("/", (req, res) => {
    const jar = expressCookieJar(req, res);
    res.json({ result: script(jar) ?? null });
  });
  return app;
}

describe("expressCookieJar", () => {
  it("When a cookie is written twice in one exchange, then one Set-Cookie goes out with the last value, httpOnly and Lax", async () => {
    const res = await answer(
      (jar) => {
        jar.set("iryo_id", "first", 60_000);
        jar.set("iryo_rt", "refresh", 60_000);
        jar.set("iryo_id", "second", 60_000);
        return jar.get("iryo_id");
      },
      { host: "localhost" },
    );
    expect(res.body.result).toBe("second");
    const cookies = setCookies(res);
    expect(cookies.filter((c) => c.startsWith("iryo_id="))).toHaveLength(1);
    expect(cookies.find((c) => c.startsWith("iryo_id="))).toMatch(
      /^iryo_id=second; Max-Age=60; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/,
    );
    expect(cookies.some((c) => c.startsWith("iryo_rt=refresh"))).toBe(true);
  });

  it("When the request came to a public host, then the cookies are Secure", async () => {
    const res = await answer((jar) => jar.set("iryo_id", "v", 1_000), { host: "iryo-it-navi.example" });
    expect(setCookies(res)[0]).toContain("; Secure");
  });

  it("When a cookie the request carried is cleared, then it expires in the answer; clearing an absent one sends nothing", async () => {
    const res = await answer(
      (jar) => {
        jar.set("iryo_id", "new", 1_000);
        jar.clear("iryo_id");
        jar.clear("iryo_rt");
        return [jar.get("iryo_id") ?? "gone", jar.get("iryo_rt") ?? "gone"];
      },
      { host: "localhost", cookie: "iryo_id=old" },
    );
    expect(res.body.result).toEqual(["gone", "gone"]);
    const cookies = setCookies(res);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^iryo_id=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/);
  });

  it("When an empty cookie is sent, then the jar reports it as absent", async () => {
    const res = await answer((jar) => jar.get("iryo_id") ?? "absent", { cookie: "iryo_id=" });
    expect(res.body.result).toBe("absent");
  });
});

describe("readOnlyCookieJar", () => {
  it("When a socket's session is refreshed, then the new token is held in memory for the connection only", () => {
    const jar = readOnlyCookieJar("iryo_id=old; iryo_rt=rt");
    expect(jar.get("iryo_id")).toBe("old");
    jar.set("iryo_id", "new", 1_000);
    expect(jar.get("iryo_id")).toBe("new");
    jar.clear("iryo_rt");
    expect(jar.get("iryo_rt")).toBeUndefined();
  });
});

describe("expressCookieJar, one cookie written twice", () => {
  it("When the only cookie of the answer is written twice, then one Set-Cookie goes out", async () => {
    const res = await answer((jar) => {
      jar.set("iryo_id", "first", 1_000);
      jar.set("iryo_id", "second", 1_000);
    });
    const cookies = setCookies(res);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^iryo_id=second;/);
  });
});
