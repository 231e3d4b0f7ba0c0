// Advertisement label style (product §3): 1 red, 2 gray, 3 gradient, 4 black.

import { defineEnumeration } from "./enumeration.js";
import { codeSchema } from "./enumeration-schema.js";

export const ADVERTISEMENT_LABEL_STYLE = { RED: 1, GRAY: 2, GRADIENT: 3, BLACK: 4 } as const;

export const advertisementLabelStyle = defineEnumeration([
  { code: ADVERTISEMENT_LABEL_STYLE.RED, label: "赤", color: "red" },
  { code: ADVERTISEMENT_LABEL_STYLE.GRAY, label: "グレー", color: "gray" },
  { code: ADVERTISEMENT_LABEL_STYLE.GRADIENT, label: "グラデーション", color: "gradient" },
  { code: ADVERTISEMENT_LABEL_STYLE.BLACK, label: "黒", color: "black" },
]);

export const advertisementLabelStyleSchema = /* @__PURE__ */ codeSchema(advertisementLabelStyle);
