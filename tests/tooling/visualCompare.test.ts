// @vitest-environment node
/**
 * The visual baselines' comparison (tests/e2e/visual.ts) sees what a review must see: a skeleton's light grey on
 * white, a figure's colour, a line moved by a pixel; and lets the same picture pass.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { BASELINE_DIR, compareWithBaseline, MAX_DIFF_PIXELS } from '../e2e/visual';

const NAME = 'productList';
const baseline = () => PNG.sync.read(readFileSync(join(BASELINE_DIR, `${NAME}.png`)));

/** The baseline with a block of `width`×`height` at (x, y) painted in one grey. */
function painted(x: number, y: number, width: number, height: number, grey: number): Buffer {
  const png = baseline();
  for (let row = y; row < y + height; row++) {
    for (let col = x; col < x + width; col++) {
      const i = (row * png.width + col) * 4;
      png.data[i] = png.data[i + 1] = png.data[i + 2] = grey;
    }
  }
  return PNG.sync.write(png);
}

describe('visual comparison', () => {
  it('lets the baseline itself pass', () => {
    expect(compareWithBaseline(NAME, PNG.sync.write(baseline()))).toBeNull();
  });

  it('sees a skeleton bar of #eee where the page was white (below the old 0.1 colour threshold)', () => {
    // The page's background below the header is white only inside the cards: paint inside the first card.
    expect(compareWithBaseline(NAME, painted(40, 222, 120, 12, 0xee))).toMatch(/pixels differ/);
  });

  it('allows no more than a few stray pixels', () => {
    const side = Math.ceil(Math.sqrt(MAX_DIFF_PIXELS)) + 2;
    expect(compareWithBaseline(NAME, painted(40, 222, side, side, 0x00))).toMatch(/pixels differ/);
    expect(compareWithBaseline(NAME, painted(40, 222, 2, 2, 0x00))).toBeNull();
  });
});
