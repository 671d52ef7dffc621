/** Painter's algorithm for scene items: collect things with their depth, then draw the farthest first. */
export function figuresByDepth(collect: (add: (z: number, draw: () => void) => void) => void): void {
  const items: { z: number; order: number; draw: () => void }[] = [];
  collect((z, draw) => items.push({ z, order: items.length, draw }));
  items.sort((a, b) => b.z - a.z || a.order - b.order);
  for (const item of items) item.draw();
}
