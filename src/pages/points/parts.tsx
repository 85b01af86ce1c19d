import styled from 'styled-components';

/** The red band the points screens open with (the balance, the invitation's headline). */
export const RedBand = styled.section`
  padding: 20px 16px;
  background: linear-gradient(160deg, #c0392b, #8e1b1b);
  color: #fff;
  text-align: center;
  p {
    margin: 0;
    line-height: 1.6;
    opacity: 0.85;
  }
`;
