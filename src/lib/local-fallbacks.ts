/**
 * Astro's <Font> output made to work as a fallback everywhere (src/components/look/LocalFallbacks.astro).
 * Pure.
 *  - Its metric-matched fallback names one local font (Arial or Times New Roman), which Linux and
 *    ChromeOS do not have; they have metric-compatible clones, so those join the same src list (the
 *    size and line overrides fit them unchanged).
 *  - WebKit reads a local() name as a family name and picks the face by the text's weight, so a bold
 *    face's full name ("Arial Bold") finds nothing there and the heading fell through to the generic
 *    family, on other lines than the web face's. The family's names follow the full names: WebKit then
 *    draws the same bold font that Chromium and Firefox find by its full name first.
 *  - A heading weight under 700 (Oswald 600) gets the regular local font, declared at that weight,
 *    so the browser draws it regular: a first visit, which shows the fallback, read as a light
 *    heading. Declared at 400, it is emboldened by the browser, which leaves every advance as it was
 *    (the headings' boxes measured the same), so the fallback's lines still match the web face's.
 *    That holds in Chromium only: Firefox widens emboldened glyphs and WebKit draws the bold font, so
 *    there a narrow first page may keep its fallback (the swap would move it, and is not made).
 */
const clones: Record<string, string[]> = {
  Arial: ['Liberation Sans', 'Arimo'],
  'Arial Bold': ['Liberation Sans Bold', 'Arimo Bold'],
  'Times New Roman': ['Liberation Serif', 'Tinos'],
  'Times New Roman Bold': ['Liberation Serif Bold', 'Tinos Bold'],
};

/** The family of each bold local font, for WebKit. */
const families: Record<string, string> = { 'Arial Bold': 'Arial', 'Times New Roman Bold': 'Times New Roman' };

const withClones = (font: string) => [font, ...(clones[font] ?? [])];

/** The @font-face rules of `html` with local clones added and regular fallbacks of bold weights emboldened. */
export function withLocalFallbacks(html: string): string {
  return html.replace(/@font-face\{[^}]*\}/g, (rule) => {
    const local = /src:local\("([^"]+)"\)/.exec(rule)?.[1];
    if (!local) return rule;
    let edited = rule;
    if (clones[local]) {
      const fonts = [...withClones(local), ...(families[local] ? withClones(families[local]) : [])];
      edited = edited.replace(/src:local\("[^"]+"\)/, `src:${fonts.map((font) => `local("${font}")`).join(',')}`);
    }
    const weight = Number(/font-weight:(\d+)/.exec(rule)?.[1] ?? 400);
    if (weight >= 600 && !/Bold/.test(local)) edited = edited.replace(/font-weight:\d+/, 'font-weight:400');
    return edited;
  });
}
