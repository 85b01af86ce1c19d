/**
 * The large-text mode (适老化, issue 16/18; MIIT's 2021 rules for age-friendly apps): the investor's choice of text
 * size, kept on this device beside the spec's keys (spec 1 §3 lists those; these two are ours). <html> carries it
 * as `data-text-size`, which the theme's scale reads (src/ui/theme.ts); a prerendered page sets it before its first
 * paint (src/app/firstPaint.ts), so large text never arrives after the page has shown small.
 */
export type TextSize = 'standard' | 'large';

export const TEXT_SIZE_KEY = 'textSize';
export const TEXT_SIZE_ATTR = 'data-text-size';
/** Set once the mode has been offered to an investor of 65 or over, so it is offered once. */
export const TEXT_SIZE_OFFERED_KEY = 'textSizeOffered';

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const textSize = (): TextSize => (read(TEXT_SIZE_KEY) === 'large' ? 'large' : 'standard');

/** Puts the stored size on <html>: as the app starts (a page that was not prerendered) and on every change. */
export function applyTextSize(html: HTMLElement = document.documentElement): void {
  if (textSize() === 'large') html.setAttribute(TEXT_SIZE_ATTR, 'large');
  else html.removeAttribute(TEXT_SIZE_ATTR);
}

export function setTextSize(size: TextSize): void {
  localStorage.setItem(TEXT_SIZE_KEY, size);
  localStorage.setItem(TEXT_SIZE_OFFERED_KEY, '1');
  applyTextSize();
}

/** Whether to offer the mode: to an investor of 65 or over (the server's age), once, while it is off. */
export const offersLargeText = (age: number | null | undefined): boolean =>
  typeof age === 'number' && age >= 65 && textSize() === 'standard' && read(TEXT_SIZE_OFFERED_KEY) === null;

/** The offer declined: not again on this device. */
export const declineLargeText = (): void => localStorage.setItem(TEXT_SIZE_OFFERED_KEY, '1');
