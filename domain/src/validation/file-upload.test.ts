import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fieldErrorMessage } from "../error-catalogue.js";
import {
  ACCEPTED_EXTENSIONS_TEXT,
  acceptedFileKind,
  boundFileName,
  canStoreNegotiationFile,
  contentMatchesName,
  detectFileKind,
  extensionProblem,
  FILE_INPUT_ACCEPT,
  fileExtension,
  negotiationFileExpiresAt,
  normaliseFileName,
  servedFileType,
  storedFilename,
  typeMatchesName,
  uploadPresignedUrlQuerySchema,
  validateUploadFiles,
} from "./file-upload.js";

const pdf = { name: "資料.pdf", size: 1024, type: "application/pdf" };

describe("validateUploadFiles", () => {
  it("When one pdf or zip under 5 MB of an application/ type is dropped, then it is accepted", () => {
    expect(validateUploadFiles([pdf])).toBeUndefined();
    expect(
      validateUploadFiles([{ name: "a.ZIP", size: 5_242_880, type: "application/x-zip-compressed" }]),
    ).toBeUndefined();
  });

  it("When two files are dropped, then 0102004", () => {
    expect(validateUploadFiles([pdf, pdf])?.code).toBe("0102004");
  });

  it("When nothing is dropped, then 0101001", () => {
    expect(validateUploadFiles([])?.code).toBe("0101001");
  });

  it("When a .docx is dropped, then 0102001 showing the accepted types", () => {
    const problem = validateUploadFiles([{ name: "a.docx", size: 10, type: "application/msword" }]);
    expect(problem?.code).toBe("0102001");
    expect(fieldErrorMessage(problem?.message ?? "")).toBe("アップロードできるファイルの形式は.pdf、.zipのみです。");
  });

  it("When a file is one byte over 5 MB, then 0102002 showing 5 MB", () => {
    const problem = validateUploadFiles([{ ...pdf, size: 5_242_881 }]);
    expect(problem?.code).toBe("0102002");
    expect(fieldErrorMessage(problem?.message ?? "")).toBe("ファイルサイズが上限（5 MB）を超えています。");
  });

  it("When the type is not one listed for the extension, then 0101002", () => {
    expect(validateUploadFiles([{ ...pdf, type: "text/plain" }])?.code).toBe("0101002");
    expect(validateUploadFiles([{ ...pdf, type: "" }])?.code).toBe("0101002");
    expect(validateUploadFiles([{ ...pdf, type: "application/xhtml+xml" }])?.code).toBe("0101002");
    expect(validateUploadFiles([{ ...pdf, type: "application/zip" }])?.code).toBe("0101002");
  });

  it("When any size is checked, then it passes exactly up to 5,242,880 bytes", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000_000 }),
        (size) => (validateUploadFiles([{ ...pdf, size }]) === undefined) === size <= 5_242_880,
      ),
    );
  });
});

describe("extensions", () => {
  it("When names are read, then only .pdf and .zip (any case) are accepted", () => {
    expect(fileExtension("a.PDF")).toBe("pdf");
    expect(fileExtension("archive.tar.zip")).toBe("zip");
    expect(fileExtension("pdf")).toBeUndefined();
    expect(fileExtension(".pdf")).toBeUndefined();
    expect(fileExtension("a.pdf.exe")).toBeUndefined();
    expect(extensionProblem("a.pdf")).toBeUndefined();
    expect(ACCEPTED_EXTENSIONS_TEXT).toBe(".pdf、.zip");
    expect(FILE_INPUT_ACCEPT).toBe(".pdf,.zip");
  });
});

describe("accepted types", () => {
  it("When a type is read, then only application/pdf and the zip types are accepted, any case, parameters aside", () => {
    expect(acceptedFileKind("application/pdf")).toBe("pdf");
    expect(acceptedFileKind("Application/PDF; charset=binary")).toBe("pdf");
    for (const zip of ["application/zip", "application/x-zip-compressed", "application/x-zip"]) {
      expect(acceptedFileKind(zip)).toBe("zip");
    }
    for (const other of ["application/xhtml+xml", "application/octet-stream", "text/html", "", "application/"]) {
      expect(acceptedFileKind(other)).toBeUndefined();
    }
  });

  it("When a type is checked against a name, then it must be one listed for that name's extension", () => {
    expect(typeMatchesName("a.zip", "application/x-zip-compressed")).toBe(true);
    expect(typeMatchesName("a.pdf", "application/zip")).toBe(false);
    expect(typeMatchesName("a.exe", "application/pdf")).toBe(false);
  });

  it("When a checked file is served, then its type is the first listed for its kind", () => {
    expect(servedFileType("pdf")).toBe("application/pdf");
    expect(servedFileType("zip")).toBe("application/zip");
  });
});

describe("file names", () => {
  const bytes = (text: string) => new TextEncoder().encode(text).length;

  it("When a name is in decomposed form, then it is stored composed (NFC)", () => {
    expect(normaliseFileName("カ\u3099タログ.pdf")).toBe("ガタログ.pdf");
  });

  it("When a name holds control characters or bidi marks, then they are removed", () => {
    expect(normaliseFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(normaliseFileName("a\u0000b\u0007c\u007F\u0085d\u000A.pdf")).toBe("abcd.pdf");
    expect(normaliseFileName("\u200E\u200F\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u061C資料.pdf")).toBe(
      "資料.pdf",
    );
  });

  it("When a name holds path separators or outer spaces, then the separators become _ and the spaces go", () => {
    expect(normaliseFileName("  ../..\\etc/passwd.pdf ")).toBe(".._.._etc_passwd.pdf");
  });

  it("When a name is over 255 UTF-8 bytes, then it is cut to 255 keeping its extension and whole characters", () => {
    const long = `${"見積".repeat(60)}.pdf`;
    const cut = normaliseFileName(long);
    expect(bytes(cut)).toBeLessThanOrEqual(255);
    expect(cut.endsWith(".pdf")).toBe(true);
    expect(cut).toBe(`${"見積".repeat(41)}見.pdf`);
    const flags = normaliseFileName(`${"🇯🇵".repeat(40)}.zip`);
    expect(flags).toBe(`${"🇯🇵".repeat(31)}.zip`);
  });

  it("When a name fits, then it is kept as it is; an over-long extension is not kept whole", () => {
    expect(boundFileName("a.pdf", 5)).toBe("a.pdf");
    expect(boundFileName(`name.${"x".repeat(40)}`, 10)).toBe("name.xxxxx");
    expect(boundFileName("noextension", 4)).toBe("noex");
  });

  it("When any name is normalised, then it is NFC, at most 255 bytes, without separators or invisible marks, and stable", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (name) => {
        const once = normaliseFileName(name);
        return (
          once === once.normalize("NFC") &&
          bytes(once) <= 255 &&
          !/[/\\\p{Cc}\u202A-\u202E\u2066-\u2069\u200E\u200F]/u.test(once) &&
          normaliseFileName(once) === once
        );
      }),
    );
  });

  it("When a name is asked for an upload, then the query keeps it normalised", () => {
    const parsed = uploadPresignedUrlQuerySchema.parse({ business_id: "3", filename: "見積\u202E書.pdf" });
    expect(parsed.filename).toBe("見積書.pdf");
  });
});

describe("magic bytes", () => {
  const bytes = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));

  it("When a file starts with %PDF-, then it is a pdf; with PK\\x03\\x04, a zip", () => {
    expect(detectFileKind(bytes("%PDF-1.7\n"))).toBe("pdf");
    expect(detectFileKind(bytes("PK\x03\x04rest"))).toBe("zip");
  });

  it("When the signature is off by one byte or too short, then it is neither", () => {
    expect(detectFileKind(bytes("%PDF 1.7"))).toBeUndefined();
    expect(detectFileKind(bytes("PK\x05\x06"))).toBeUndefined();
    expect(detectFileKind(bytes("%PD"))).toBeUndefined();
  });

  it("When a zip is named .pdf, then the content does not match the name", () => {
    expect(contentMatchesName("a.pdf", bytes("%PDF-1.4"))).toBe(true);
    expect(contentMatchesName("a.pdf", bytes("PK\x03\x04"))).toBe(false);
    expect(contentMatchesName("a.txt", bytes("%PDF-1.4"))).toBe(false);
  });
});

describe("upload request and storage", () => {
  it("When a presigned URL is asked for a .pdf, then the query is accepted; for .exe, then 0102001", () => {
    expect(uploadPresignedUrlQuerySchema.parse({ business_id: "3", filename: " 資料.pdf " })).toEqual({
      business_id: 3,
      filename: "資料.pdf",
    });
    const bad = uploadPresignedUrlQuerySchema.safeParse({ business_id: "3", filename: "a.exe" });
    expect(bad.error?.issues[0]?.message.split("|")[0]).toBe("0102001");
    expect(uploadPresignedUrlQuerySchema.safeParse({ business_id: "3", filename: "" }).error?.issues[0]?.message).toBe(
      "0101001",
    );
  });

  it("When a file is stored, then its name is the id, the Tokyo date and the original name", () => {
    expect(storedFilename("f3a9", new Date("2026-11-21T16:00:00Z"), "見積/書.pdf")).toBe("f3a9_20261122_見積_書.pdf");
  });

  it("When a long name is stored, then the key's last segment fits 255 bytes with room for the store's suffixes", () => {
    const stored = storedFilename(crypto.randomUUID(), new Date(), `${"仕様".repeat(100)}.zip`);
    expect(new TextEncoder().encode(stored).length).toBeLessThanOrEqual(46 + 160);
    expect(stored.endsWith(".zip")).toBe(true);
  });

  it("When a negotiation file is uploaded, then it expires one month later, clamped to the month's end", () => {
    expect(negotiationFileExpiresAt(new Date("2026-11-22T10:00:00+09:00")).toISOString()).toBe(
      "2026-12-22T01:00:00.000Z",
    );
    expect(negotiationFileExpiresAt(new Date("2027-01-31T08:30:00+09:00")).toISOString()).toBe(
      "2027-02-27T23:30:00.000Z",
    );
    expect(negotiationFileExpiresAt(new Date("2026-12-15T00:30:00+09:00")).toISOString()).toBe(
      "2027-01-14T15:30:00.000Z",
    );
  });

  it("When a negotiation holds 9 files, then one more can be stored; at 10 it cannot", () => {
    expect(canStoreNegotiationFile(9)).toBe(true);
    expect(canStoreNegotiationFile(10)).toBe(false);
  });
});
