/** SSIM as scikit-image computes it by default (scripts/support/ssim.ts), on synthetic images with known answers. */
import { describe, expect, it } from 'vitest';
import { ssim, type GrayImage } from '../../scripts/support/ssim.ts';

const image = (width: number, height: number, value: (x: number, y: number) => number): GrayImage => ({
  width,
  height,
  data: Float64Array.from({ length: width * height }, (_, i) => value(i % width, Math.floor(i / width))),
});

/** A seeded pseudo-random 0–255 image, so the test is the same on every run. */
function noise(width: number, height: number, seed: number): GrayImage {
  let state = seed;
  return image(width, height, () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return Math.floor((state / 2 ** 32) * 256);
  });
}

/** The textbook definition, window by window, with no shortcuts: what the fast version must equal. */
function slowSsim(a: GrayImage, b: GrayImage): number {
  const n = 49;
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let total = 0;
  let count = 0;
  for (let top = 0; top + 7 <= a.height; top++) {
    for (let left = 0; left + 7 <= a.width; left++) {
      const xs: number[] = [];
      const ys: number[] = [];
      for (let dy = 0; dy < 7; dy++)
        for (let dx = 0; dx < 7; dx++) {
          xs.push(a.data[(top + dy) * a.width + left + dx]!);
          ys.push(b.data[(top + dy) * a.width + left + dx]!);
        }
      const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / n;
      const ux = mean(xs);
      const uy = mean(ys);
      const vx = xs.reduce((s, x) => s + (x - ux) ** 2, 0) / (n - 1);
      const vy = ys.reduce((s, y) => s + (y - uy) ** 2, 0) / (n - 1);
      const vxy = xs.reduce((s, x, i) => s + (x - ux) * (ys[i]! - uy), 0) / (n - 1);
      total += ((2 * ux * uy + c1) * (2 * vxy + c2)) / ((ux ** 2 + uy ** 2 + c1) * (vx + vy + c2));
      count++;
    }
  }
  return total / count;
}

describe('ssim', () => {
  it('is 1 for identical images', () => {
    const a = noise(40, 30, 1);
    expect(ssim(a, a)).toBeCloseTo(1, 12);
  });

  it('of two flat images is the luminance term alone: (2ab + C1) / (a² + b² + C1)', () => {
    const c1 = (0.01 * 255) ** 2;
    const expected = (2 * 100 * 150 + c1) / (100 ** 2 + 150 ** 2 + c1);
    expect(
      ssim(
        image(20, 20, () => 100),
        image(20, 20, () => 150),
      ),
    ).toBeCloseTo(expected, 12);
    expect(expected).toBeCloseTo(0.92309, 5);
  });

  it('is negative for an image against its negative, and near 0 for unrelated noise', () => {
    const checker = image(32, 32, (x, y) => ((x + y) % 2 ? 255 : 0));
    const inverted = image(32, 32, (x, y) => ((x + y) % 2 ? 0 : 255));
    expect(ssim(checker, inverted)).toBeLessThan(-0.99);
    expect(Math.abs(ssim(noise(64, 64, 2), noise(64, 64, 3)))).toBeLessThan(0.05);
  });

  it('equals the window-by-window definition (7×7 uniform window, sample covariance, border cropped)', () => {
    const a = noise(23, 17, 4);
    const b = image(23, 17, (x, y) => (a.data[y * 23 + x]! * 0.6 + x * 5 + y * 3) % 256);
    expect(ssim(a, b)).toBeCloseTo(slowSsim(a, b), 10);
    expect(ssim(a, b)).not.toBeCloseTo(1, 1);
  });

  it('refuses images of different sizes', () => {
    expect(() =>
      ssim(
        image(10, 10, () => 0),
        image(10, 11, () => 0),
      ),
    ).toThrow(/differ in size/);
  });
});
