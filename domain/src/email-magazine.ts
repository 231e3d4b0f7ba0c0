// Email-magazine flag of the membership form (product §3): 1 yes, 2 no.

import { defineEnumeration } from "./enumeration.js";
import { codeSchema } from "./enumeration-schema.js";

export const EMAIL_MAGAZINE_FLAG = { YES: 1, NO: 2 } as const;

export const emailMagazineFlag = defineEnumeration([
  { code: EMAIL_MAGAZINE_FLAG.YES, label: "受け取る" },
  { code: EMAIL_MAGAZINE_FLAG.NO, label: "受け取らない" },
]);

export const emailMagazineFlagSchema = /* @__PURE__ */ codeSchema(emailMagazineFlag);
