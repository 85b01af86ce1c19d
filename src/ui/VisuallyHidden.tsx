import styled from 'styled-components';

/** Text for screen readers only: part of an accessible name that the screen shows another way (an icon, a dot). */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
