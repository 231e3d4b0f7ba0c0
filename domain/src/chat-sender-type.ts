// Who sent a negotiation chat message (product §3): 1 business (provider), 2 user (member), 3 bot.

import { defineEnumeration } from "./enumeration.js";
import { codeSchema } from "./enumeration-schema.js";

export const CHAT_SENDER_TYPE = { BUSINESS: 1, USER: 2, BOT: 3 } as const;
export type ChatSenderType = (typeof CHAT_SENDER_TYPE)[keyof typeof CHAT_SENDER_TYPE];

const chatSenderType = defineEnumeration([
  { code: CHAT_SENDER_TYPE.BUSINESS, label: "事業者" },
  { code: CHAT_SENDER_TYPE.USER, label: "ユーザー" },
  { code: CHAT_SENDER_TYPE.BOT, label: "自動メッセージ" },
]);

export const chatSenderTypeSchema = /* @__PURE__ */ codeSchema(chatSenderType);
export const chatSenderTypeLabel = chatSenderType.label;
