import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { mineText, type CustomerManager } from '../../contract';
import { useLoader } from '../../flows/useLoader';
import { askForCertification } from '../../implementations/certification';
import { loadAdviser, loadAdviserCompany } from '../../implementations/mine';
import { callNative } from '../../platform/bridge';
import { toast } from '../../platform/notices';
import { Avatar, EmptyState, Page, Row, Rows, Section, SectionTitle, useBrowserValue, VisuallyHidden } from '../../ui';
import { isCertified } from '../../platform/storage';
import { LoadFailed, Loading } from '../shared/LoadStates';

/**
 * 我的理财经理 (spec 1 §2, §3 "Customer manager", §6): the verified customer's adviser with a call button (the
 * app's toCall, `tel:` in a browser) and a copyable WeChat number. An unverified customer has none: the page says
 * so and offers the app. With `investrea` (a product's or an investment adviser's code) the investment adviser
 * company follows (queryInvestmentAdviserInfo).
 */
export default function FinancialManagerPage() {
  const { view, send } = useLoader<CustomerManager>({ load: loadAdviser, pageSize: 0 });
  const [params] = useSearchParams();
  const investrea = params.get('investrea')?.trim() ?? '';
  const manager = view.items[0];

  return (
    <Page>
      {view.status === 'loading' && <Loading />}
      {view.status === 'failed' && <LoadFailed onRetry={() => send({ type: 'user.retry' })} />}
      {view.status === 'empty' && <NoAdviser />}
      {manager && <AdviserCard manager={manager} />}
      {investrea && <AdviserCompany investrea={investrea} />}
    </Page>
  );
}

/** No adviser: a verified customer waits for one; an unverified one is offered the app to get verified. */
function NoAdviser() {
  const certified = useBrowserValue(isCertified, false);
  return (
    <Section>
      <Note>{mineText.noAdviser}</Note>
      {!certified && (
        <Rows>
          <li>
            <Row onClick={askForCertification}>{mineText.adviserAfterCertification}</Row>
          </li>
        </Rows>
      )}
    </Section>
  );
}

function AdviserCard({ manager }: { manager: CustomerManager }) {
  return (
    <Section aria-label="理财经理">
      <Top>
        <Avatar src={manager.headImage || undefined} name={manager.name} size={64} />
        <div>
          <h2>{manager.name}</h2>
          <p>从业{manager.workYears}年</p>
        </div>
      </Top>
      <Facts>
        <div>
          <dt>联系电话</dt>
          <dd>
            {/* Named by what it does and the number (the hint's words, then the number: WCAG 2.5.3). */}
            <Action onClick={() => void callNative('toCall', manager.telephone)}>
              <VisuallyHidden>拨打 </VisuallyHidden>
              {manager.telephone}
              <Hint aria-hidden="true">拨打</Hint>
            </Action>
          </dd>
        </div>
        <div>
          <dt>微信号</dt>
          <dd>
            <Action onClick={() => void copy(manager.weChatNo)}>
              <VisuallyHidden>复制微信号 </VisuallyHidden>
              {manager.weChatNo}
              <Hint aria-hidden="true">复制</Hint>
            </Action>
          </dd>
        </div>
        <div>
          <dt>地址</dt>
          <dd>
            <Plain>{manager.address}</Plain>
          </dd>
        </div>
      </Facts>
    </Section>
  );
}

function AdviserCompany({ investrea }: { investrea: string }) {
  const { view, send } = useLoader<{ companyName: string; description: string }, string>({
    load: loadAdviserCompany,
    pageSize: 0,
    query: investrea,
  });
  const company = view.items[0];
  return (
    <Section aria-labelledby="adviser-company">
      <SectionTitle id="adviser-company">投资顾问</SectionTitle>
      {view.status === 'loading' && <Loading />}
      {view.status === 'failed' && <LoadFailed onRetry={() => send({ type: 'user.retry' })} />}
      {view.status === 'empty' && <EmptyState text={mineText.noAdviserCompany} />}
      {company && (
        <Company>
          <h3>{company.companyName}</h3>
          <p>{company.description}</p>
        </Company>
      )}
    </Section>
  );
}

/** The clipboard API needs a secure context; app WebViews often load plain http, where the older command works. */
async function copy(text: string) {
  try {
    if (navigator.clipboard && window.isSecureContext) await navigator.clipboard.writeText(text);
    else copyWithSelection(text);
    toast.success(mineText.weChatCopied);
  } catch {
    toast.error(mineText.copyFailed);
  }
}

function copyWithSelection(text: string) {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

const Note = styled.p`
  margin: 0;
  padding: 28px 16px 20px;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 20px 16px;
  h2 {
    margin: 0 0 6px;
    font-size: ${({ theme }) => theme.font.large};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Facts = styled.dl`
  margin: 0;
  div {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 52px;
    padding: 0 16px;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  dt {
    flex: none;
    width: 64px;
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    flex: 1;
    min-width: 0;
    margin: 0;
  }
`;

const Action = styled.button.attrs({ type: 'button' })`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  min-height: ${({ theme }) => theme.tap};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.medium};
  text-align: left;
  cursor: pointer;
`;

const Hint = styled.span`
  flex: none;
  padding: 2px 10px;
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: 12px;
  font-size: ${({ theme }) => theme.font.small};
`;

const Plain = styled.span`
  display: block;
  padding: 14px 0;
  line-height: 1.5;
`;

const Company = styled.div`
  padding: 4px 16px 16px;
  h3 {
    margin: 8px 0;
    font-size: ${({ theme }) => theme.font.medium};
  }
  p {
    margin: 0;
    line-height: 1.7;
    color: ${({ theme }) => theme.color.text};
  }
`;
