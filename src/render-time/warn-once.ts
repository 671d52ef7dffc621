/**
 * Build warnings printed once per build process, however many pages evaluate the module that
 * raises them (each brand is its own `astro build`, so each brand warns once). Node side only:
 * src/lib stays free of module state.
 */
const printed = new Set<string>();

export function warnOnce(key: string, message: string, log: (message: string) => void = console.warn): void {
  if (printed.has(key)) return;
  printed.add(key);
  // Leading newline: Astro prints page paths without a line break, and scripts/build.ts shows lines that contain WARN.
  log(`\n${message}`);
}
