/** Astro's fallback faces made to work on every system and to draw bold headings bold. */
import { describe, expect, it } from 'vitest';
import { withLocalFallbacks } from '../../src/lib/local-fallbacks.ts';

const face = (family: string, src: string, weight: number) =>
  `@font-face{font-family:"${family}";src:${src};font-display:swap;font-weight:${weight};font-style:normal;size-adjust:89.9505%;}`;

describe('withLocalFallbacks', () => {
  it('adds the metric-compatible clones to a local fallback', () => {
    expect(withLocalFallbacks(face('F fallback: Arial', 'local("Arial")', 400))).toBe(
      face('F fallback: Arial', 'local("Arial"),local("Liberation Sans"),local("Arimo")', 400),
    );
  });

  it('declares a regular local font standing in for a 600 heading at 400, so the browser emboldens it', () => {
    expect(withLocalFallbacks(face('Oswald-1 fallback: Arial', 'local("Arial")', 600))).toBe(
      face('Oswald-1 fallback: Arial', 'local("Arial"),local("Liberation Sans"),local("Arimo")', 400),
    );
  });

  it("follows a bold local font's full names with its family's names, which are all WebKit looks up", () => {
    expect(withLocalFallbacks(face('F fallback: Arial Bold', 'local("Arial Bold")', 700))).toBe(
      face(
        'F fallback: Arial Bold',
        'local("Arial Bold"),local("Liberation Sans Bold"),local("Arimo Bold"),local("Arial"),local("Liberation Sans"),local("Arimo")',
        700,
      ),
    );
    expect(withLocalFallbacks(face('F fallback: Times New Roman Bold', 'local("Times New Roman Bold")', 700))).toBe(
      face(
        'F fallback: Times New Roman Bold',
        'local("Times New Roman Bold"),local("Liberation Serif Bold"),local("Tinos Bold"),local("Times New Roman"),local("Liberation Serif"),local("Tinos")',
        700,
      ),
    );
  });

  it('leaves web faces and other CSS as they are', () => {
    const web =
      '@font-face{font-family:F;src:url("/_astro/fonts/a.woff2") format("woff2");font-weight:600;}:root{--f:F}';
    expect(withLocalFallbacks(web)).toBe(web);
  });
});
