import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Product } from '../../contract';
import { CATEGORY_NAMES, INVESTOR_CONDITIONS } from '../../contract/productTexts';
import { FIGURE_LABELS, amount, yieldRange } from '../../contract/figures';
import { Items, useProduct, type Item } from './parts';
import { Section } from '../../ui';

/**
 * 项目介绍 (spec 2 §2 "Project introduction"), for projectIntroduction and cashProjectIntro alike: fund property 0
 * lists the fixed-income plan (trustee, registration, amounts, yield, rules, financier, use of funds, repayment,
 * risks); the other properties their category, terms and payment account. type=1 hides the top section (the
 * product's name and category); empty fields are hidden. An unverified customer gets the download prompt.
 */
export default function ProjectIntroPage() {
  const [params] = useSearchParams();
  const hideTop = params.get('type') === '1';
  const { product, status } = useProduct();
  return (
    <div>
      {status}
      {product && !hideTop && (
        <Top>
          <h1>{product.projectName}</h1>
          {CATEGORY_NAMES[product.fundproperty] && <Tag>{CATEGORY_NAMES[product.fundproperty]}</Tag>}
        </Top>
      )}
      {product && (
        <Section>
          <Items
            label="项目介绍"
            items={product.fundproperty === '0' ? fixedIncomeItems(product) : otherItems(product)}
          />
        </Section>
      )}
    </div>
  );
}

function fixedIncomeItems(p: Product): Item[] {
  return [
    ['受托人', p.companyName],
    ['信托登记编码', p.trustRegistrationCode],
    ['起投金额', amount(p.personMinBalance)],
    ['追加金额', amount(p.perminaddbalance)],
    [FIGURE_LABELS.benchmark, p.expectedProfitMax ? yieldRange(p.expectedProfitMin, p.expectedProfitMax) : ''],
    ['收益分配规则', p.incomeAppRules],
    ['项目特点', p.projectAdvantage],
    ['融资方', p.financierDesc],
    ['资金用途', p.projectBackgroud],
    ['还款来源', p.repaymentSource],
    ['风险揭示', p.riskCtrlMethod],
  ];
}

function otherItems(p: Product): Item[] {
  return [
    ['产品类别', CATEGORY_NAMES[p.fundproperty] ?? ''],
    ['登记编码', p.trustRegistrationCode],
    ['产品名称', p.projectName],
    ['受托人', p.companyName],
    ['收益说明', p.expectYieldDetail],
    ['分配规则', p.incomeAppRules],
    ['产品特点', p.projectAdvantage],
    ['风险揭示', p.riskCtrlMethod],
    ['投资范围', p.investScope],
    ['风险等级', p.riskLevel ? `R${Number(p.riskLevel)}${p.riskleveldic ? ` ${p.riskleveldic}` : ''}` : ''],
    ['投资者条件', INVESTOR_CONDITIONS[p.investorCondition] ?? ''],
    ['打款账户名', p.raiseName],
    ['打款银行', p.raiseBankName],
    ['打款账号', p.raiseAcco],
  ];
}

const Top = styled.header`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding: 16px;
  background: ${({ theme }) => theme.color.surface};
  h1 {
    flex: 1;
    min-width: 0;
    margin: 0;
    font-size: ${({ theme }) => theme.font.title};
    line-height: 1.5;
  }
`;

const Tag = styled.span`
  flex: none;
  padding: 2px 8px;
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: 4px;
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.small};
`;
