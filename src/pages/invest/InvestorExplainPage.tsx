import styled from 'styled-components';
import { PLEDGE_BUTTON, investorPledgeMachine } from '../../../machines/investorPledge/investorPledge';
import { useFlow } from '../../flows/useFlow';
import { investorPledgeImplementations } from '../../../machines/investorPledge/investorPledge.implementations';
import { Button } from '../../ui/Button';
import { QUALIFIED } from '../shared/qualified';
import { Article, Block } from '../../ui';

/**
 * 合格投资者承诺 (spec 2 §2 "Qualified-investor pledge"): the criteria of the 2018 asset-management rules and the
 * minimum investment by kind; 我承诺 records the pledge (investorCert) and closes the app view.
 */
export default function InvestorExplainPage() {
  const [snapshot, send] = useFlow(investorPledgeMachine, investorPledgeImplementations);
  const busy = snapshot.hasTag('busy') || snapshot.status === 'done';
  return (
    <Article>
      <Block id="pledge-criteria" title="合格投资者条件">
        <p>本人承诺，本人为符合以下条件之一的合格投资者：</p>
        <ol>
          <li>
            具有{QUALIFIED.experienceYears}年以上投资经历，且家庭金融净资产不低于
            {QUALIFIED.householdNetFinancialAssets}；
          </li>
          <li>
            具有{QUALIFIED.experienceYears}年以上投资经历，且家庭金融资产不低于{QUALIFIED.householdFinancialAssets}；
          </li>
          <li>
            具有{QUALIFIED.experienceYears}年以上投资经历，且近{QUALIFIED.incomeYears}年本人年均收入不低于
            {QUALIFIED.averageYearlyIncome}。
          </li>
        </ol>
      </Block>
      <Block id="pledge-minimums" title="单只产品最低投资金额">
        <ul>
          {QUALIFIED.minimums.map(([kind, amount]) => (
            <li key={kind}>
              {kind}：不低于{amount}
            </li>
          ))}
        </ul>
      </Block>
      <Block id="pledge-undertaking" title="本人承诺">
        <p>
          本人承诺所提供的资产、收入及投资经历证明真实、准确、完整，投资资金来源合法，不使用贷款、发行债券等筹集的非自有资金投资，并已知悉产品风险、自愿承担投资损失。
        </p>
      </Block>
      <Actions>
        <Button disabled={busy} aria-busy={snapshot.hasTag('busy')} onClick={() => send({ type: 'user.confirm' })}>
          {PLEDGE_BUTTON}
        </Button>
      </Actions>
    </Article>
  );
}

const Actions = styled.div`
  margin: 20px 4px 24px;
`;
