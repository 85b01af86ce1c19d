import styled from 'styled-components';

/** The picture captcha as a button: tapping it fetches or refreshes the picture (spec 1 §4). One look everywhere. */
export const CaptchaPicture = styled.button.attrs({ type: 'button' })`
  flex: 0 0 100px;
  width: 100px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.small};
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;
