/**
 * A V8 CPU profile (the DevTools protocol's Profiler.Profile) summed by function: what
 * `npm run bench:profile` prints, so a cost is named by the function that pays it.
 */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }[];
  samples: number[];
}

export interface SelfTime {
  /** The function's name, and where it is in the bundle (file:line, 1-based). */
  name: string;
  share: number;
}

/** Each function's share of the samples taken while it was on top of the stack, largest first. */
export function selfTimes(profile: CpuProfile, top = 30): SelfTime[] {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const counts = new Map<string, number>();
  for (const id of profile.samples) {
    const frame = frames.get(id);
    if (!frame) continue;
    const file = frame.url.split('/').pop() ?? '';
    const where = file ? ` ${file}:${frame.lineNumber + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'}${where}`;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const total = profile.samples.length || 1;
  return [...counts]
    .map(([name, count]) => ({ name, share: count / total }))
    .sort((a, b) => b.share - a.share)
    .slice(0, top);
}

/** Samples taken while the isolate ran JavaScript or the engine's own work, not while it idled. */
export function busySamples(profile: CpuProfile): number {
  const idle = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id),
  );
  return profile.samples.filter((id) => !idle.has(id)).length;
}
