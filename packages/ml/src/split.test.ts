import { describe, expect, it } from 'vitest';
import { createRandom } from './random.js';
import { HIST_STRIDE, createSplit, findFeatureSplit } from './split.js';

describe('numeric split search', () => {
  it('picks the threshold with the largest gain by definition, over sparse and dense histograms and with an earlier best', () => {
    const random = createRandom(5);
    let found = 0;
    for (let trial = 0; trial < 400; trial++) {
      const nBins = 2 + random.nextInt(254);
      const hist = new Float64Array(2 * HIST_STRIDE);
      // Feature 1's histogram, so the base offset is exercised; bin 0 (missing) stays empty.
      const base = HIST_STRIDE;
      const sparse = random.next() < 0.5;
      for (let b = 1; b <= nBins; b++) {
        if (sparse && random.next() < 0.7) continue;
        const count = 1 + random.nextInt(40);
        hist[base + b * 2 + 1] = count;
        hist[base + b * 2] = (random.next() - 0.5) * count + (b < nBins / 3 ? count : 0);
      }
      let totalG = 0;
      let totalC = 0;
      for (let b = 1; b <= nBins; b++) {
        totalG += hist[base + b * 2]!;
        totalC += hist[base + b * 2 + 1]!;
      }
      const lambda = random.next() < 0.5 ? 0 : 1.5;
      const minSamplesLeaf = random.next() < 0.5 ? 1 : 20;
      // The gain of "bins 1..b go left", by definition, over every threshold.
      const score = (g: number, c: number): number => (g * g) / (c + lambda);
      let top: { gain: number; bin: number; leftG: number; leftC: number } | null = null;
      let gL = 0;
      let cL = 0;
      for (let b = 1; b < nBins; b++) {
        if (hist[base + b * 2 + 1] === 0) continue;
        gL += hist[base + b * 2]!;
        cL += hist[base + b * 2 + 1]!;
        if (cL < minSamplesLeaf || totalC - cL < minSamplesLeaf) continue;
        const gain = score(gL, cL) + score(totalG - gL, totalC - cL) - score(totalG, totalC);
        if (gain > (top?.gain ?? 0)) top = { gain, bin: b, leftG: gL, leftC: cL };
      }
      // The best split of the features searched before: none, any, just below this one's best (which must still
      // win, however close), or equal to it (which must keep it: ties go to the earlier feature).
      const pick = random.nextInt(4);
      const earlier = top === null || pick === 0 ? 0 : pick === 1 ? random.next() * 5 : pick === 2 ? top.gain * (1 - 1e-13) : top.gain;
      const expected = top !== null && top.gain > earlier ? top : null;
      const best = createSplit();
      best.gain = earlier;
      const updated = findFeatureSplit({
        hist,
        base,
        feature: 1,
        nBins,
        categorical: false,
        totalG,
        totalC,
        params: { lambda, minSamplesLeaf, categorySmoothing: 10 },
        best,
      });
      expect(updated, `trial ${trial}`).toBe(expected !== null);
      if (expected === null) {
        expect(best.gain).toBe(earlier);
        expect(best.feature).toBe(-1);
        continue;
      }
      found++;
      expect(best.gain, `trial ${trial}`).toBe(expected.gain);
      expect(best.feature).toBe(1);
      expect(best.leftG).toBe(expected.leftG);
      expect(best.leftC).toBe(expected.leftC);
      expect(Array.from(best.leftByBin.subarray(0, nBins + 1))).toEqual(
        Array.from({ length: nBins + 1 }, (_, b) => (b >= 1 && b <= expected!.bin ? 1 : 0)),
      );
    }
    expect(found).toBeGreaterThan(150);
  });
});
