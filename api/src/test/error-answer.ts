import request from "supertest";
import { expect } from "vitest";

/** GETs `path` and checks the error answer: its status and its catalogue code. The response, for more checks. */
export async function getError(app: Parameters<typeof request>[0], path: string, status: number, code: string) {
  const res = await request(app).get(path).expect(status);
  expect(res.body.error_code).toBe(code);
  return res;
}
