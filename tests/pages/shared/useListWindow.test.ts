/** Which rows a long list draws for a stretch of the page (src/pages/shared/useListWindow.ts). */
import { describe, expect, it } from 'vitest';
import { rowsCovering } from '../../../src/pages/shared/useListWindow';

// Rows of 100, 50, 150 and 100 px: they start at 0, 100, 150 and 300; the list is 400 px high.
const OFFSETS = [0, 100, 150, 300, 400];

describe('rowsCovering', () => {
  it('gives the rows that overlap the stretch, partly shown ones included', () => {
    expect(rowsCovering(OFFSETS, 120, 310)).toEqual({ start: 1, end: 4 });
    expect(rowsCovering(OFFSETS, 0, 100)).toEqual({ start: 0, end: 1 });
    expect(rowsCovering(OFFSETS, 100, 150)).toEqual({ start: 1, end: 2 });
  });

  it('clamps a stretch beyond either end of the list to its rows', () => {
    expect(rowsCovering(OFFSETS, -500, 50)).toEqual({ start: 0, end: 1 });
    expect(rowsCovering(OFFSETS, 350, 5000)).toEqual({ start: 3, end: 4 });
    expect(rowsCovering(OFFSETS, -500, 5000)).toEqual({ start: 0, end: 4 });
  });

  it('draws nothing for a stretch wholly above or below the list, or for an empty list', () => {
    expect(rowsCovering(OFFSETS, -300, -10)).toEqual({ start: 0, end: 0 });
    expect(rowsCovering(OFFSETS, 450, 900)).toEqual({ start: 4, end: 4 });
    expect(rowsCovering([0], 0, 740)).toEqual({ start: 0, end: 0 });
  });
});
