import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useGoBack } from '../../routing';
import { HOME_PATH } from '../../paths';
import { Button } from '../../ui';

export default function NotFoundPage() {
  const navigate = useNavigate();
  const goBack = useGoBack();
  return (
    <Box>
      <Code aria-hidden="true" />
      <p>抱歉，您访问的页面不存在</p>
      <Button onClick={() => navigate(HOME_PATH)}>返回首页</Button>
      <Button $variant="secondary" onClick={goBack}>
        返回上一页
      </Button>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 64px 32px;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;

// Decoration only (the sentence below says it), so drawn rather than written: pale text that is a picture needs no
// contrast (WCAG 1.4.3), and generated content is not read as page text.
const Code = styled.div`
  &::before {
    content: '404';
  }
  font-size: 64px;
  font-weight: 700;
  color: ${({ theme }) => theme.color.disabled};
`;
