/**
 * Honest captions: a caption naming one particular job (its size, its place, the customer's garden) is
 * shown only over the brand's own photo of it; over a shared placeholder picture the caption says what
 * kind of work it shows. Pure: src/render-time/shown-lists.ts passes which keys the brand has photos for.
 */

export interface Captioned {
  title: string;
  description: string;
  /** The particular job, when the entry describes one. */
  job?: { title: string; description: string };
}

export interface ShownCaption {
  title: string;
  description: string;
  /** Whether the caption describes the particular job (so its place may be shown too). */
  particular: boolean;
}

export function shownCaption(entry: Captioned, ownPhoto: boolean): ShownCaption {
  if (ownPhoto && entry.job) return { ...entry.job, particular: true };
  return { title: entry.title, description: entry.description, particular: false };
}
