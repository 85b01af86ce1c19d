import styled, { css } from 'styled-components';

/** A column of choice rows: the questionnaire's options, the re-assessment reasons, the CRS form's choices. */
export const ChoiceList = styled.div`
  display: flex;
  flex-direction: column;
  padding: 4px 16px 8px;
`;

/**
 * A tick, white, for a checked box in the page colour, nearly the box's width as the browsers' own (a small tick is
 * hard to see for the older investors). A data URL: the CSP allows them for images.
 */
const TICK =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 12'%3E%3Cpath d='M1.8 6.3l2.8 2.8L10.4 3.2' fill='none' stroke='%23fff' stroke-width='2'/%3E%3C/svg%3E\")";

/**
 * The drawn radio or checkbox: 20 px (the browsers' own is 13), in the page colour when chosen, grey when it cannot
 * change. One look for the questionnaire, the CRS form's choices and the register agreement.
 */
export const choiceMark = css`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 0;
  -webkit-appearance: none;
  appearance: none;
  border: 1px solid #767676;
  border-radius: 50%;
  background: #fff center / 18px no-repeat;
  cursor: pointer;
  &[type='checkbox'] {
    border-radius: 4px;
  }
  &:checked {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &[type='radio']:checked {
    background-color: ${({ theme }) => theme.color.primary};
    box-shadow: inset 0 0 0 4px #fff;
  }
  &[type='checkbox']:checked {
    background-color: ${({ theme }) => theme.color.primary};
    background-image: ${TICK};
  }
  &:disabled {
    border-color: ${({ theme }) => theme.color.disabled};
    cursor: default;
  }
  &:disabled:checked {
    background-color: ${({ theme }) => theme.color.disabled};
  }
`;

/** A checkbox on its own (the register agreement), inside its `CheckLabel`. */
export const Checkbox = styled.input.attrs({ type: 'checkbox' })`
  ${choiceMark}
`;

/** The label around a `Checkbox` and its words: one 44 px high target, the box 6 px before the words. */
export const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: ${({ theme }) => theme.tap};
  cursor: pointer;
`;

/**
 * One radio or checkbox row; the whole row is the tap target. The row's text follows its input (`input + span`).
 *
 * The control is drawn here, in the page colour: the property that tints a browser's own control, and the selector
 * that styles a row by its input's state, are newer than the WebViews the app supports (Chrome 93 and 105, iOS 15.4;
 * docs/client.md, "The WebViews investors have"). Drawn, it looks the same in all of them.
 */
export const ChoiceRow = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 48px;
  padding: 8px 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  cursor: pointer;
  &:first-child {
    border-top: 0;
  }
  input {
    ${choiceMark}
  }
  input:checked + span {
    color: ${({ theme }) => theme.color.primary};
  }
  input:disabled,
  input:disabled + span {
    cursor: default;
  }
`;
