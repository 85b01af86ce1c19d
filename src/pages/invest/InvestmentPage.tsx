import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { mineText } from '../../contract';
import { netValueText } from '../../contract/netValue';
import { useLoader } from '../../flows/useLoader';
import { loadAdviserCompany } from '../../implementations/mine';
import { EmptyState, Page, Section } from '../../ui';
import { LoadFailed, Loading } from '../shared/LoadStates';

interface AdviserCompany {
  companyName: string;
  description: string;
}

/**
 * 投资顾问 (spec 2 §2 "investment", §7 queryInvestmentAdviserInfo): the investment adviser of the product the
 * net-value screen links from, by its trustCode (sent as investrea). Read-only: the loader's loading, empty
 * (暂无投资顾问信息, also without a trustCode) and failed states.
 */
export default function InvestmentPage() {
  const [params] = useSearchParams();
  const trustCode = params.get('trustCode')?.trim() ?? '';
  return <Page>{trustCode ? <Adviser investrea={trustCode} /> : <EmptyState text={mineText.noAdviserCompany} />}</Page>;
}

function Adviser({ investrea }: { investrea: string }) {
  const { view, send } = useLoader<AdviserCompany, string>({ load: loadAdviserCompany, pageSize: 0, query: investrea });
  const company = view.items[0];
  return (
    // The bar already says 投资顾问: the card opens with the company's name.
    <Section aria-label={netValueText.adviser}>
      {view.status === 'loading' && <Loading />}
      {view.status === 'failed' && <LoadFailed onRetry={() => send({ type: 'user.retry' })} />}
      {view.status === 'empty' && <EmptyState text={mineText.noAdviserCompany} />}
      {company && (
        <Company>
          <h2>{company.companyName}</h2>
          <p>{company.description}</p>
        </Company>
      )}
    </Section>
  );
}

const Company = styled.div`
  padding: 16px;
  h2 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.font.title};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text};
    line-height: 1.7;
    white-space: pre-wrap;
  }
`;
