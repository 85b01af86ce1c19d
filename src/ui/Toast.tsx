import styled from 'styled-components';

/** The toast's look, also used by messages a flow shows for as long as it stays in a state (e.g. success before leaving). */
export const Bubble = styled.div`
  position: fixed;
  left: 50%;
  top: 45%;
  z-index: ${({ theme }) => theme.z.toast};
  transform: translate(-50%, -50%);
  max-width: 80%;
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.toast};
  color: #fff;
  text-align: center;
  word-break: break-word;
  pointer-events: none;
`;
