import styled from 'styled-components';

/** The line above the register form on the standalone register pages. */
export function RegisterIntro() {
  return (
    <Intro>
      <h2>注册账户</h2>
      <p>注册后完成实名认证，即可获得专属理财经理服务</p>
    </Intro>
  );
}

// A div, not a header: the shell's top bar is the page's only banner.
const Intro = styled.div`
  padding: 20px 16px 12px;
  h2 {
    margin: 0 0 6px;
    font-size: ${({ theme }) => theme.font.large};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.small};
  }
`;
