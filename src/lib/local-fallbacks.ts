/**
 * Astro's <Font> output made to work as a fallback everywhere (src/components/look/LocalFallbacks.astro).
 * Pure.
 *  - Its metric-matched fallback names one local font (Arial or Times New Roman), which Linux and
 *    ChromeOS do not have; they have metric-compatible clones, so those join the same src list (the
 *    size and line overrides fit them unchanged).
 *  - A heading weight under 700 (Oswald 600) gets the regular local font, declared at that weight,
 *    so the browser draws it regular: a first visit, which shows the fallback, read as a light
 *    heading. Declared at 400, it is emboldened by the browser, which leaves every advance as it was
 *    (the headings' boxes measured the same), so the fallback's lines still match the web face's.
 */
const clones: Record<string, string[]> = {
  Arial: ['Liberation Sans', 'Arimo'],
  'Arial Bold': ['Liberation Sans Bold', 'Arimo Bold'],
  'Times New Roman': ['Liberation Serif', 'Tinos'],
  'Times New Roman Bold': ['Liberation Serif Bold', 'Tinos Bold'],
};

/** The @font-face rules of `html` with local clones added and regular fallbacks of bold weights emboldened. */
export function withLocalFallbacks(html: string): string {
  return html.replace(/@font-face\{[^}]*\}/g, (rule) => {
    const local = /src:local\("([^"]+)"\)/.exec(rule)?.[1];
    if (!local) return rule;
    let edited = rule;
    if (clones[local])
      edited = edited.replace(
        /src:local\("[^"]+"\)/,
        `src:${[local, ...clones[local]].map((font) => `local("${font}")`).join(',')}`,
      );
    const weight = Number(/font-weight:(\d+)/.exec(rule)?.[1] ?? 400);
    if (weight >= 600 && !/Bold/.test(local)) edited = edited.replace(/font-weight:\d+/, 'font-weight:400');
    return edited;
  });
}
