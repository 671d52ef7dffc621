/** The icons come from Lucide's package (lucide-static), and Icon.astro / IconSvg.tsx draw them in their own <svg>. */
import { describe, expect, it } from 'vitest';
import { iconBody, icons, type IconName } from '../../src/lib/icons.ts';

/** Brand logos, which Lucide does not draw (src/lib/icons.ts says where they come from). */
const brandMarks: IconName[] = ['facebook', 'whatsapp'];

describe('icons', () => {
  it.each(Object.keys(icons).filter((name) => !brandMarks.includes(name as IconName)))(
    '%s is a Lucide icon from the package, not copied path data',
    (name) => {
      expect(icons[name as IconName]).toMatch(/<svg\s+class="lucide lucide-[a-z0-9-]+"[^>]*viewBox="0 0 24 24"/);
    },
  );

  it.each(Object.keys(icons))('%s draws something on a 24×24 view box', (name) => {
    const svg = icons[name as IconName];
    expect(svg).toContain('viewBox="0 0 24 24"');
    expect(iconBody(svg)).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse) [^<>]*\/>)+$/);
  });
});

describe('iconBody', () => {
  it("keeps the drawing and drops the package's <svg> wrapper, class and whitespace", () => {
    const svg = `
<svg
  class="lucide lucide-mail"
  xmlns="http://www.w3.org/2000/svg"
  width="24"
  height="24"
  viewBox="0 0 24 24"
>
  <path d="m22 7-10 6L2 7" />
  <rect x="2" y="4" width="20" height="16" rx="2" />
</svg>
`;
    expect(iconBody(svg)).toBe('<path d="m22 7-10 6L2 7"/><rect x="2" y="4" width="20" height="16" rx="2"/>');
  });
});
