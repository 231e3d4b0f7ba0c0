/** The 稟議 sheet's file kinds (the api's `format`). */
export type SheetFormat = "xlsx" | "pdf";

/**
 * Addresses of the 稟議 sheet downloads: BFF routes that pass the api's file through with the session
 * (ADR 155), not pages of the app. `from` is where a sign-in sends the member back.
 */
export const sheetLinks = {
  comparison: (serviceIds: readonly string[], format: SheetFormat, from: string) =>
    `/downloads/comparison-sheet?ids=${serviceIds.map(encodeURIComponent).join(",")}&format=${format}&from=${encodeURIComponent(from)}`,
  consideration: (format: SheetFormat, from: string) =>
    `/downloads/consideration-sheet?format=${format}&from=${encodeURIComponent(from)}`,
};
