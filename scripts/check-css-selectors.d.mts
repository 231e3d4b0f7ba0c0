export interface Stylesheet {
  readonly group: string;
  readonly path: string;
  readonly css: string;
}
export interface DuplicateSelector {
  readonly group: string;
  readonly selector: string;
  readonly context: string;
  readonly places: string[];
}
export function findDuplicateSelectors(sheets: readonly Stylesheet[]): DuplicateSelector[];
export function stylesheetsUnder(dir: string, root?: string): Stylesheet[];
