/**
 * What Lighthouse's simulated FCP and LCP were made of in the run it has just finished
 * (`npm run lighthouse -- --explain`): each simulated request and main-thread task, with its
 * simulated start and end, for the optimistic and pessimistic estimates whose mean is the metric.
 * Lighthouse keeps the last run's simulations in a module-level map (the one its asset saver reads).
 */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

interface SimulatedNode {
  type: string;
  duration?: number;
  request?: { priority: string; url: string; transferSize: number };
  childEvents?: { name: string }[];
}
type Timings = Map<string, Map<SimulatedNode, { startTime: number; endTime: number }>>;

const simulations = [
  'optimisticFirstContentfulPaint',
  'pessimisticFirstContentfulPaint',
  'optimisticLargestContentfulPaint',
  'pessimisticLargestContentfulPaint',
];
/** The trace events that say what a main-thread task did. */
const telling = /Parse|Layout|Paint|Style|Evaluate|FunctionCall|Module/;

function describe(node: SimulatedNode): string {
  if (node.request) {
    const path = node.request.url.replace(/^https?:\/\/[^/]+/, '');
    return `${node.request.priority} ${path} (${node.request.transferSize} B)`;
  }
  const events = [...new Set((node.childEvents ?? []).map((event) => event.name))].filter((name) => telling.test(name));
  return `main thread, ${Math.round((node.duration ?? 0) / 1000)} ms observed: ${events.join(', ')}`;
}

export function explainLastRun(): string {
  const all = (Lantern as unknown as { Simulation: { Simulator: { allNodeTimings: Timings } } }).Simulation.Simulator
    .allNodeTimings;
  const lines: string[] = [];
  for (const label of simulations) {
    const timings = all.get(label);
    if (!timings) continue;
    const rows = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    lines.push(`  ${label}: ${Math.round(Math.max(...rows.map(([, t]) => t.endTime)))} ms`);
    for (const [node, t] of rows)
      lines.push(`    ${Math.round(t.startTime)}–${Math.round(t.endTime)} ms  ${describe(node)}`);
  }
  return lines.join('\n');
}
