import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  decodeMessage,
  ERROR_CATALOGUE,
  ERROR_CODES,
  encodeMessage,
  errorCodeForResponse,
  errorMessage,
  FIELD_MESSAGE_CODES,
  fieldErrorMessage,
  graphqlErrorKindOf,
  graphqlErrorKindOfStatus,
  httpStatusOf,
  INPUT_ERROR_TOAST_MESSAGE,
  isErrorCode,
  isMessageKey,
  issueToErrorCode,
  issueToMessage,
  messageParamsOf,
  messageText,
  NOT_FOUND_CODE,
  REQUEST_INVALID_CODE,
  SYSTEM_ERROR_CODE,
  TOKEN_EXPIRED_CODE,
  UI_MESSAGES,
} from "./error-catalogue.js";

const SPEC_CODES = [
  "1001001",
  ...["0101001", "0101002", "0101003", "0101004", "0101005", "0101006", "0101007"],
  ...["0102001", "0102002", "0102003", "0102004"],
  ...["0103001", "0103002", "0103003", "0103004", "0103005"],
  ...["0109001", "0109002", "0109003", "0109004", "0109005", "0109006", "0109099"],
  ...["0201001", "0201002", "0201003", "0201004", "0201005", "0201006", "0201007", "0201008", "0201009"],
  ...["0201010", "0201011"],
  ...["0301001", "0301002", "0401001", "0401002", "0501006", "0501007", "0601009"],
  ...["0701001", "0701002", "0701003", "0701004", "0701005", "0701006"],
  ...["0801001", "0901001", "0901002", "0901003"],
];
/**
 * Codes the project adds where product §8 has none (each with an ADR: 073 file count, 103 and 104 limits,
 * 106 open application, 142 staff roles, 143 the publishing workflow, 152 one reply per review).
 */
const PROJECT_CODES = [
  ...["0102005", "0109007", "0109008", "0801002"],
  ...["0202001", "0202002", "0202003", "0202004", "0202005", "0202006"],
  ...["0302001", "0302002", "0302003", "0302004", "0302005"],
  "0303001",
  // The 稟議 sheet (ADR 155).
  "0304001",
  // 「参考になった」 votes (ADR 167).
  "0305001",
  ...["0203001", "0203002", "0203003", "0203004", "0203005", "0203006"],
  // Organisations and member support in the operator console (ADR 166).
  ...["0205001", "0205002", "0205003", "0205004", "0205005", "0205006"],
  // Consent to share details with a seminar's organiser (ADR 173).
  "0701007",
  // A throttled sign-in, told apart from a wrong password (ADR 215).
  "0201012",
];

describe("ERROR_CATALOGUE", () => {
  it("When compared with product §8, then it holds exactly its codes and the project's additions", () => {
    expect([...ERROR_CODES].sort()).toEqual([...SPEC_CODES, ...PROJECT_CODES].sort());
  });

  it.each(ERROR_CODES)("When %s is shown, then its message is polite Japanese without English", (code) => {
    const { message } = ERROR_CATALOGUE[code];
    expect(message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    expect(message).toMatch(/。$/);
    expect(message.replace(/\{\{\w+\}\}/g, "")).not.toMatch(/[A-Za-z]/);
  });

  it.each([
    ["0109006", 401],
    ["0201002", 401],
    ["0201001", 400],
    ["0101001", 400],
    ["0109002", 403],
    ["0901001", 403],
    ["0109005", 404],
    ["0109001", 409],
    ["0901003", 409],
    ["0801002", 409],
    ["0109007", 429],
    ["0109008", 429],
    ["0201012", 429],
    ["0109099", 500],
  ] as const)("When %s is answered, then the HTTP status is %d", (code, status) => {
    expect(httpStatusOf(code)).toBe(status);
  });

  it("When the well-known codes are read, then they name the product §7 cases", () => {
    expect([SYSTEM_ERROR_CODE, REQUEST_INVALID_CODE, NOT_FOUND_CODE, TOKEN_EXPIRED_CODE]).toEqual([
      "0109099",
      "0109004",
      "0109005",
      "0109006",
    ]);
  });

  it("When a limit is in a message, then it is the constant's value", () => {
    expect(errorMessage("1001001")).toContain("50件");
    expect(errorMessage("0901002")).toContain("100件");
    expect(errorMessage("0103005")).toContain("3つ以上");
    expect(errorMessage("0201003")).toContain("8文字以上98文字以内");
  });
});

describe("errorMessage", () => {
  it("When {{Max}} is given, then it is filled in", () => {
    expect(errorMessage("0101004", { Max: 50 })).toBe("50文字以内で入力してください。");
  });

  it("When a placeholder has no value, then it is left as it is", () => {
    expect(errorMessage("0101005")).toBe("{{Min}}文字以上で入力してください。");
  });
});

describe("isErrorCode / isMessageKey", () => {
  it("When a value is a catalogue code, then it is recognised; a near miss is not", () => {
    expect(isErrorCode("0101001")).toBe(true);
    expect(isErrorCode("0101008")).toBe(false);
    expect(isErrorCode(101001)).toBe(false);
    expect(isErrorCode("toString")).toBe(false);
  });

  it("When a value is a UI message key, then it is a message key but not an error code", () => {
    expect(isMessageKey("minValue")).toBe(true);
    expect(isErrorCode("minValue")).toBe(false);
    expect(isMessageKey("maxValue")).toBe(false);
    expect(isMessageKey(undefined)).toBe(false);
  });
});

describe("form messages", () => {
  it("When the product §5 templates are read, then they say required, format, check, max, min and same password", () => {
    expect(messageText(FIELD_MESSAGE_CODES.required)).toBe("必須項目です。");
    expect(messageText(FIELD_MESSAGE_CODES.wrongFormat)).toBe("形式が正しくありません。");
    expect(messageText(FIELD_MESSAGE_CODES.mustBeChecked)).toBe("チェックを入れてください。");
    expect(messageText(FIELD_MESSAGE_CODES.maxLength, { Max: 500 })).toBe("500文字以内で入力してください。");
    expect(messageText(FIELD_MESSAGE_CODES.minLength, { Min: 8 })).toBe("8文字以上で入力してください。");
    expect(messageText(FIELD_MESSAGE_CODES.samePassword)).toBe("上記と同じパスワードを入力してください。");
  });

  it("When a form is submitted with errors, then the toast reads 入力内容にエラーがあります。", () => {
    expect(INPUT_ERROR_TOAST_MESSAGE).toBe("入力内容にエラーがあります。");
  });

  it("When a UI message has a placeholder, then it is filled in", () => {
    expect(messageText("minValue", { Min: "1,000" })).toBe("1,000以上の数値を入力してください。");
  });

  it.each(Object.values(UI_MESSAGES))("When UI message %j is read, then it is Japanese", (text) => {
    expect(text.replace(/\{\{\w+\}\}/g, "")).not.toMatch(/[A-Za-z]/);
  });
});

describe("encodeMessage / decodeMessage / fieldErrorMessage", () => {
  it("When a code has parameters, then they travel in the message and come back", () => {
    const message = encodeMessage("0102001", { Extensions: ".pdf、.zip", Note: "a|b=c" });
    expect(decodeMessage(message)).toEqual({ key: "0102001", params: { Extensions: ".pdf、.zip", Note: "a|b=c" } });
  });

  it("When a code has no parameters, then the message is the bare code", () => {
    expect(encodeMessage("0101001")).toBe("0101001");
  });

  it("When a message names no known key, then decoding gives undefined", () => {
    expect(decodeMessage("Invalid input")).toBeUndefined();
  });

  it("When a parameter part has no name, then it is ignored", () => {
    expect(decodeMessage("0101004|=3|Max=5")).toEqual({ key: "0101004", params: { Max: "5" } });
  });

  it("When a zod issue carries 0101004|Max=50, then the field shows 50文字以内で入力してください。", () => {
    expect(fieldErrorMessage("0101004|Max=50")).toBe("50文字以内で入力してください。");
  });

  it("When a library's English default reaches a field, then the generic Japanese format message is shown", () => {
    expect(fieldErrorMessage("Invalid input: expected string")).toBe("形式が正しくありません。");
  });

  it("When a zod issue is converted, then both the text and the code come out", () => {
    const issue = z
      .string()
      .max(2, encodeMessage("0101004", { Max: 2 }))
      .safeParse("abc").error?.issues[0];
    expect(issue && issueToMessage(issue)).toBe("2文字以内で入力してください。");
    expect(issue && issueToErrorCode(issue)).toBe("0101004");
  });

  it("When an issue has a UI key or an unknown message, then the server code is 0109004", () => {
    expect(issueToErrorCode({ message: "minValue|Min=1" })).toBe("0109004");
    expect(issueToErrorCode({ message: "Required" })).toBe("0109004");
  });
});

describe("errorCodeForResponse (product §7)", () => {
  it("When there is no response, then 0109099", () => {
    expect(errorCodeForResponse(undefined, "0201001")).toBe("0109099");
  });

  it("When a 400 carries a catalogue code, then that code; without one, then 0109004", () => {
    expect(errorCodeForResponse(400, "0201001")).toBe("0201001");
    expect(errorCodeForResponse(400, "9999999")).toBe("0109004");
    expect(errorCodeForResponse(400)).toBe("0109004");
  });

  it("When a 401 arrives, then the token-expired code whatever the server says", () => {
    expect(errorCodeForResponse(401, "0201002")).toBe("0109006");
  });

  it("When a 500 arrives, then 0109099 whatever the server says", () => {
    expect(errorCodeForResponse(500, "0101001")).toBe("0109099");
  });

  it("When 403, 404, 409 or 429 arrive without a code, then 0109002, 0109005, 0109001, 0109007", () => {
    expect([403, 404, 409, 429].map((s) => errorCodeForResponse(s))).toEqual([
      "0109002",
      "0109005",
      "0109001",
      "0109007",
    ]);
    expect(errorCodeForResponse(409, "0901003")).toBe("0901003");
  });

  it("When another status arrives, then the server's code or else 0109099", () => {
    expect(errorCodeForResponse(502)).toBe("0109099");
    expect(errorCodeForResponse(422, "0101002")).toBe("0101002");
  });
});

describe("graphqlErrorKindOf", () => {
  it("When codes are mapped through their HTTP status, then each gets its GraphQL kind", () => {
    expect(graphqlErrorKindOf("0101001")).toBe("BAD_USER_INPUT");
    expect(graphqlErrorKindOf("0109006")).toBe("UNAUTHENTICATED");
    expect(graphqlErrorKindOf("0901001")).toBe("FORBIDDEN");
    expect(graphqlErrorKindOf("0109005")).toBe("NOT_FOUND");
    expect(graphqlErrorKindOf("0901003")).toBe("CONFLICT");
    expect(graphqlErrorKindOf("0109007")).toBe("RATE_LIMITED");
    expect(graphqlErrorKindOf("0109099")).toBe("INTERNAL_SERVER_ERROR");
    expect(graphqlErrorKindOfStatus(418)).toBe("INTERNAL_SERVER_ERROR");
  });
});

describe("messageParamsOf", () => {
  it("When params come as JSON, then strings and numbers pass and everything else is dropped", () => {
    expect(messageParamsOf({ Max: 50, Min: "8", bad: { x: 1 }, nope: null })).toEqual({ Max: 50, Min: "8" });
    expect(messageParamsOf(null)).toEqual({});
    expect(messageParamsOf([1, 2])).toEqual({});
    expect(messageParamsOf("Max=50")).toEqual({});
  });
});
