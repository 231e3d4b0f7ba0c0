import { describe, expect, it } from "vitest";
import { FILE_NAME_MAX_LENGTH } from "../constants.js";
import { uploadPresignedUrlQuerySchema } from "../validation/file-upload.js";
import { expressPath, fillPath } from "./endpoint.js";
import { attachNegotiationFile, attachNegotiationFileBodySchema } from "./negotiation-files.js";

const firstMessage = (input: unknown) => attachNegotiationFileBodySchema.safeParse(input).error?.issues[0]?.message;

describe("attachNegotiationFileBodySchema", () => {
  it("When one path comes, alone or as a list of one, then it is taken trimmed", () => {
    expect(attachNegotiationFileBodySchema.parse({ s3_filepath: " negotiations/1/a.pdf " })).toEqual({
      s3_filepath: "negotiations/1/a.pdf",
    });
    expect(attachNegotiationFileBodySchema.parse({ s3_filepath: ["negotiations/1/a.pdf"] })).toEqual({
      s3_filepath: "negotiations/1/a.pdf",
    });
  });

  it("When two paths come, then 0102004 (one file at a time)", () => {
    expect(firstMessage({ s3_filepath: ["a", "b"] })).toBe("0102004");
  });

  it("When the path is missing, blank or an empty list, then 0101001", () => {
    expect(firstMessage({})).toBe("0101001");
    expect(firstMessage({ s3_filepath: "  " })).toBe("0101001");
    expect(firstMessage({ s3_filepath: [] })).toBe("0101001");
  });
});

describe("uploadPresignedUrlQuerySchema file name length", () => {
  it("When the name is longer than the limit, then 0101004 with the limit", () => {
    const name = `${"あ".repeat(FILE_NAME_MAX_LENGTH - 3)}.pdf`;
    expect(
      uploadPresignedUrlQuerySchema.safeParse({ business_id: "1", filename: name }).error?.issues[0]?.message,
    ).toBe(`0101004|Max=${FILE_NAME_MAX_LENGTH}`);
  });
});

describe("the paths of the negotiation-files endpoints", () => {
  it("When the id is filled in, then the BFF calls /negotiations/5/files and the api routes /negotiations/:id/files", () => {
    expect(fillPath(attachNegotiationFile.path, { id: 5 })).toBe("/negotiations/5/files");
    expect(expressPath(attachNegotiationFile.path)).toBe("/negotiations/:id/files");
  });

  it("When the id is missing, then filling the path fails loudly", () => {
    expect(() => fillPath(attachNegotiationFile.path)).toThrow(/missing path parameter id/);
  });
});
