export interface ProcessPlan {
  readonly api: number;
  readonly bff: number;
  /** Node's flags for the BFF processes (`--heap-growing-percent`, ADR 193). */
  readonly bffNodeArgs: string[];
  /** Environment for the BFF processes (glibc's malloc setting, ADR 197). */
  readonly bffEnv: Record<string, string>;
  readonly notes: string[];
  readonly errors: string[];
}
export function processPlan(env: Readonly<Record<string, string | undefined>>): ProcessPlan;
