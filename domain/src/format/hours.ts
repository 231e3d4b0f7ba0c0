import { HOUR_MS } from "../constants.js";

/** A number of hours as the screens say it ("24時間", "1時間"). */
export function hoursText(ms: number): string {
  return `${Math.round(ms / HOUR_MS)}時間`;
}
