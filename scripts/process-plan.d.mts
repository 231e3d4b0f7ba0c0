export interface ProcessPlan {
  readonly api: number;
  readonly bff: number;
  readonly notes: string[];
  readonly errors: string[];
}
export function processPlan(env: Readonly<Record<string, string | undefined>>): ProcessPlan;
