// Meeting type of negotiations and seminars (product §3): 1 offline, 2 online.

import { defineEnumeration } from "./enumeration.js";
import { codeSchema } from "./enumeration-schema.js";

export const MEETING_TYPE = { OFFLINE: 1, ONLINE: 2 } as const;

export const meetingType = defineEnumeration([
  { code: MEETING_TYPE.OFFLINE, label: "対面" },
  { code: MEETING_TYPE.ONLINE, label: "オンライン" },
]);

export const meetingTypeSchema = /* @__PURE__ */ codeSchema(meetingType);
export const meetingTypeLabel = meetingType.label;
