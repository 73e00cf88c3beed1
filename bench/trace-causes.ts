// What a long main-thread task was doing, read from the same Chromium trace: its largest timeline
// events (script with its function and URL, style, layout, paint, garbage collection) and, from the
// sampling profiler, the functions that took most of its time. So a task over budget is named, not
// only counted.
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      url?: string;
      functionName?: string;
      type?: string;
      lineNumber?: number;
      columnNumber?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const short = (url: string | undefined) => (url ? url.replace(/^.*\//, '') : '');

/** A timeline event in words: "FunctionCall onmessage (insertion-stream-abc.js:1:2345)". */
function describeEvent(event: TraceEvent): string {
  const data = event.args?.data;
  const where = data?.url
    ? ` (${short(data.url)}${data.lineNumber !== undefined ? `:${data.lineNumber}:${data.columnNumber ?? 0}` : ''})`
    : '';
  const what = data?.functionName || data?.type || '';
  return `${event.name}${what ? ` ${what}` : ''}${where}`;
}

/** Samples of the page's main thread: [trace time µs, leaf node] with the node table. */
export interface Samples {
  times: number[];
  leaves: number[];
  nodes: Map<number, ProfileNode>;
}

/** The sampling profiler's samples of the thread (pid, tid), if the trace has them. */
export function samplesOf(events: TraceEvent[], pid: number, tid: number): Samples | null {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return null;
  let time = profile.args?.data?.startTime ?? profile.ts;
  const samples: Samples = { times: [], leaves: [], nodes: new Map() };
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.id !== profile.id || chunk.pid !== pid) continue;
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) samples.nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((id, i) => {
      time += deltas[i] ?? 0;
      samples.times.push(time);
      samples.leaves.push(id);
    });
  }
  return samples;
}

const frameText = (node: ProfileNode) => {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  return `${functionName || '(anonymous)'}${url ? ` ${short(url)}:${lineNumber}:${columnNumber}` : ''}`;
};

/** The functions most sampled inside [from, to] µs: self time, and the first app frame under it. */
function hotFunctions(samples: Samples, from: number, to: number, limit = 5): string[] {
  const counts = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < samples.times.length; i++) {
    const t = samples.times[i]!;
    if (t < from || t > to) continue;
    const node = samples.nodes.get(samples.leaves[i]!);
    if (!node) continue;
    total++;
    let label = frameText(node);
    // A native leaf ("(garbage collector)", "(program)", a builtin): name the script frame above it.
    if (!node.callFrame.url) {
      let up = node.parent === undefined ? undefined : samples.nodes.get(node.parent);
      while (up && !up.callFrame.url)
        up = up.parent === undefined ? undefined : samples.nodes.get(up.parent);
      if (up) label += ` ← ${frameText(up)}`;
    }
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([label, n]) => `${Math.round((n / total) * 100)}% ${label}`);
}

/** What one task (a RunTask event) did: its largest inner events and its hottest functions. */
export function causeOf(
  task: TraceEvent,
  thread: TraceEvent[],
  samples: Samples | null,
): { events: string[]; functions: string[] } {
  const end = task.ts + (task.dur ?? 0);
  const inner = thread.filter(
    (e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts <= end && e.name !== 'RunTask',
  );
  // Garbage collection, summed: it is spread over many small events.
  const gc = inner
    .filter((e) => /^(MajorGC|MinorGC)$/.test(e.name))
    .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const events = inner
    .filter((e) => (e.dur ?? 0) >= 2000)
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 8)
    .map((e) => `${((e.dur ?? 0) / 1000).toFixed(1)} ms ${describeEvent(e)}`);
  if (gc > 0) events.push(`${(gc / 1000).toFixed(1)} ms garbage collection in all`);
  return { events, functions: samples ? hotFunctions(samples, task.ts, end) : [] };
}
