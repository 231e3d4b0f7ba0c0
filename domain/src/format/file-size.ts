// File sizes from Bytes to YB, base 1024, one decimal (product §9): "1.5 KB", "5 MB", "512 Bytes".

import { FILE_SIZE_BASE, FILE_SIZE_UNITS } from "../constants.js";

export function formatFileSize(bytes: number): string {
  if (!(bytes > 0)) return `0 ${FILE_SIZE_UNITS[0]}`;
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(FILE_SIZE_BASE)), FILE_SIZE_UNITS.length - 1);
  const value = bytes / FILE_SIZE_BASE ** exponent;
  return `${Number.parseFloat(value.toFixed(1))} ${FILE_SIZE_UNITS[exponent]}`;
}
