/**
 * No cross-brand leakage: no text file a brand serves (pages, robots, sitemaps, manifest, icons)
 * contains another brand's phone number, e-mail address, business name or hostname; and the
 * hashed assets every brand shares (dist/_astro) contain no brand's data at all, because a
 * shared script or stylesheet is served to every brand. The footer's agency credit is the same
 * on every brand on purpose and is not brand data.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../src/lib/brand-schema.ts';
import { sharedAssetsDir } from '../../src/hosting/netlify-rules.ts';
import { allBrands, builtBrands, decodeEntities, distDir, filesUnder } from './support/site.ts';

const textFile = /\.(html|txt|xml|webmanifest|json|svg|css|js|mjs)$/;

interface Marker {
  kind: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Ways a brand's identity can show up in a file, each with boundaries so "example.co" ≠ "example.com". */
function markersOf(brand: Brand): Marker[] {
  const nationalDigits = brand.phone.replace(/\s+/g, '').replace(/^0/, '');
  const hosts = [...new Set([...brand.apexHostnames, ...brand.hostnames.map((host) => host.replace(/^www\./, ''))])];
  return [
    // Any spacing or prefix: 07700 900101, 07700900101, +447700900101, 447700900101 (wa.me).
    {
      kind: 'phone',
      pattern: new RegExp(`(?<!\\d)(?:0|\\+?44[\\s-]?)${nationalDigits.split('').join('[\\s-]?')}(?!\\d)`),
    },
    ...[brand.email, brand.updatesEmail].map((email) => ({ kind: 'e-mail', pattern: new RegExp(escape(email), 'i') })),
    { kind: 'business name', pattern: new RegExp(escape(brand.businessName), 'i') },
    ...hosts.map((host) => ({
      kind: 'hostname',
      pattern: new RegExp(`(?<![a-z0-9-])${escape(host)}(?![a-z0-9-])`, 'i'),
    })),
  ];
}

/** The text as a reader or crawler sees it: entities and percent-escapes (profile URLs, mailto) decoded. */
function normalise(text: string): string {
  const decoded = decodeEntities(text);
  return decoded.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

function findLeaks(files: { name: string; text: string }[], brands: Brand[]): string[] {
  const leaks: string[] = [];
  for (const other of brands) {
    const markers = markersOf(other);
    for (const { name, text } of files) {
      for (const marker of markers) {
        const match = marker.pattern.exec(text);
        if (match) {
          const around = text
            .slice(Math.max(0, match.index - 60), match.index + match[0].length + 20)
            .replace(/\s+/g, ' ');
          leaks.push(`${name}: ${other.id}'s ${marker.kind} "${match[0]}" in "…${around}…"`);
        }
      }
    }
  }
  return leaks;
}

function textFilesOf(dir: string): { name: string; text: string }[] {
  return filesUnder(dir)
    .filter((file) => textFile.test(file))
    .map((file) => ({ name: file, text: normalise(readFileSync(join(dir, file), 'utf8')) }));
}

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (id, brand) => {
  it("shows no other brand's phone, e-mail, business name or hostname", () => {
    const files = textFilesOf(join(distDir, id));
    expect(files.length).toBeGreaterThan(0);
    const others = allBrands.filter((other) => other.id !== brand.id);
    expect(findLeaks(files, others)).toEqual([]);
  });

  it('shows its own business name, phone and e-mail on every page (the markers are not stale)', () => {
    const own = markersOf(brand);
    for (const { name, text } of textFilesOf(join(distDir, id)).filter((file) => file.name.endsWith('.html'))) {
      for (const kind of ['phone', 'business name']) {
        expect(
          own.some((marker) => marker.kind === kind && marker.pattern.test(text)),
          `${name}: own ${kind}`,
        ).toBe(true);
      }
    }
  });
});

it('keeps every brand out of the shared hashed assets (each is served to every brand)', () => {
  const files = textFilesOf(join(distDir, sharedAssetsDir));
  expect(files.length).toBeGreaterThan(0);
  expect(findLeaks(files, allBrands)).toEqual([]);
});
