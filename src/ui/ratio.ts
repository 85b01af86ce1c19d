import { css } from 'styled-components';

/**
 * A box of the shape `width` × `height` at any width, held before its picture has loaded, so that nothing below it
 * moves (CLS 0). The CSS property for this is newer than the WebViews the app supports (Chrome 88, iOS 15;
 * docs/client.md, "The WebViews investors have"), so the height comes from a pseudo-element's padding, a percentage
 * of the box's width, as it did before that property. What the box shows is laid over it with `fillsRatioBox`.
 */
export const ratioBox = (width: number, height: number) => css`
  position: relative;
  &::before {
    content: '';
    display: block;
    padding-top: ${(100 * height) / width}%;
  }
`;

/** A child of a `ratioBox`, covering it. */
export const fillsRatioBox = css`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  height: 100%;
`;
