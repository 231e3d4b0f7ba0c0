/**
 * Where a server's start went (ADR 183), in ms, for its start line: `modules` from the process's start
 * to the `<tier>:begin` mark (node and the imports), then each phase since the mark before it. The
 * phases are `<tier>:<phase>` performance marks; a phase without its mark is left out.
 */
export function startupPhases(tier: string, phases: readonly string[]): Record<string, number> {
  const at = (name: string) => performance.getEntriesByName(`${tier}:${name}`, "mark")[0]?.startTime;
  let previous = at("begin") ?? 0;
  const result: Record<string, number> = { modules: Math.round(previous) };
  for (const phase of phases) {
    const time = at(phase);
    if (time === undefined) continue;
    result[phase] = Math.round(time - previous);
    previous = time;
  }
  return result;
}
