/**
 * Structural similarity (SSIM) of two grayscale images, as scikit-image's
 * `structural_similarity(a, b, data_range=255)` computes it by default: a 7×7 uniform window (no
 * Gaussian weighting), sample covariance (N / (N − 1)), K1 = 0.01, K2 = 0.03, and the mean of the
 * SSIM map with a 3-pixel border (half the window) left out. Window sums come from summed-area
 * tables, so a laptop screenshot takes milliseconds. Pure: the look-alike script decodes the PNGs.
 */
export interface GrayImage {
  width: number;
  height: number;
  /** One 0–255 value per pixel, row by row. */
  data: ArrayLike<number>;
}

export const ssimDefaults = { window: 7, k1: 0.01, k2: 0.03, dataRange: 255 } as const;

/** Summed-area table with a zero first row and column: (width + 1) × (height + 1). */
function integral(width: number, height: number, value: (i: number) => number): Float64Array {
  const table = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += value(y * width + x);
      table[(y + 1) * (width + 1) + x + 1] = table[y * (width + 1) + x + 1]! + row;
    }
  }
  return table;
}

export function ssim(a: GrayImage, b: GrayImage, options: Partial<typeof ssimDefaults> = {}): number {
  const { window, k1, k2, dataRange } = { ...ssimDefaults, ...options };
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`ssim: images differ in size (${a.width}×${a.height} and ${b.width}×${b.height})`);
  const { width, height } = a;
  if (width < window || height < window) throw new Error(`ssim: images must be at least ${window}×${window}`);
  const x = a.data;
  const y = b.data;
  const sx = integral(width, height, (i) => x[i]!);
  const sy = integral(width, height, (i) => y[i]!);
  const sxx = integral(width, height, (i) => x[i]! * x[i]!);
  const syy = integral(width, height, (i) => y[i]! * y[i]!);
  const sxy = integral(width, height, (i) => x[i]! * y[i]!);
  const n = window * window;
  const covarianceNorm = n / (n - 1);
  const c1 = (k1 * dataRange) ** 2;
  const c2 = (k2 * dataRange) ** 2;
  const stride = width + 1;
  let total = 0;
  let count = 0;
  // Every window lies wholly inside the image: these are the pixels scikit-image keeps after cropping.
  for (let top = 0; top + window <= height; top++) {
    for (let left = 0; left + window <= width; left++) {
      const box = (t: Float64Array) =>
        (t[(top + window) * stride + left + window]! -
          t[top * stride + left + window]! -
          t[(top + window) * stride + left]! +
          t[top * stride + left]!) /
        n;
      const ux = box(sx);
      const uy = box(sy);
      const vx = covarianceNorm * (box(sxx) - ux * ux);
      const vy = covarianceNorm * (box(syy) - uy * uy);
      const vxy = covarianceNorm * (box(sxy) - ux * uy);
      total += ((2 * ux * uy + c1) * (2 * vxy + c2)) / ((ux * ux + uy * uy + c1) * (vx + vy + c2));
      count++;
    }
  }
  return total / count;
}
