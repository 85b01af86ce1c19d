import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { href } from '../../paths';
import { QUALIFIED } from '../shared/qualified';
import { Article, Block, Links } from '../../ui';

const EXAMPLES: Record<string, { title: string; body: ReactNode }> = {
  '1': {
    title: '投资经历证明',
    body: (
      <>
        <p>
          需证明您在认购前已具有{QUALIFIED.experienceYears}
          年以上的投资经历，可提供以下任一材料（加盖出具机构印章或可在线核验）：
        </p>
        <ul>
          <li>证券账户开户确认书或开户日期证明；</li>
          <li>{QUALIFIED.experienceYears}年前购买银行理财、基金、信托、保险资管等产品的交易记录或合同；</li>
          <li>期货、黄金等账户的开户及交易证明。</li>
        </ul>
      </>
    ),
  },
  '2': {
    title: '收入证明示例',
    body: (
      <>
        <p>
          需证明您近{QUALIFIED.incomeYears}年本人年均收入不低于{QUALIFIED.averageYearlyIncome}，可提供：
        </p>
        <ul>
          <li>近{QUALIFIED.incomeYears}年的个人所得税完税证明或纳税记录；</li>
          <li>由任职单位出具并加盖公章的收入证明；</li>
          <li>近{QUALIFIED.incomeYears}年工资代发银行的流水。</li>
        </ul>
      </>
    ),
  },
  '3': {
    title: '金融资产证明示例',
    body: (
      <>
        <p>
          需证明家庭金融净资产不低于{QUALIFIED.householdNetFinancialAssets}，或家庭金融资产不低于
          {QUALIFIED.householdFinancialAssets}，证明须在{QUALIFIED.assetProofValidity}内出具。可提供：
        </p>
        <ul>
          <li>银行存款证明、理财产品持仓证明；</li>
          <li>证券、基金账户的资产证明或对账单；</li>
          <li>信托计划、资产管理计划的持有份额证明；</li>
          <li>金融净资产需扣除负债时，请同时提供{QUALIFIED.creditReportValidity}内的个人征信报告。</li>
        </ul>
      </>
    ),
  },
  '4': {
    title: '其他文件示例',
    body: (
      <ul>
        <li>证明材料为外文时，请附中文译本；</li>
        <li>共同财产需证明家庭关系时，可提供户口簿或结婚证；</li>
        <li>材料须清晰完整，与您的身份信息一致；如有疑问请联系您的理财经理。</li>
      </ul>
    ),
  },
};

/**
 * 证明示例 (spec 2 §2 "Qualification-proof examples"): the section that exampleIndex 1–4 names, with the thresholds
 * of the qualified-investor rules. Without a known index, the four are offered as links. Static.
 */
export default function ProofExamplesPage() {
  const [params] = useSearchParams();
  const example = EXAMPLES[params.get('exampleIndex') ?? ''];
  if (example) {
    return (
      <Article>
        {/* The bar above names the example; the block says what it asks for. */}
        <Block id="proof-example" title="材料要求">
          {example.body}
        </Block>
      </Article>
    );
  }
  return (
    <Article>
      <Block id="proof-examples" title="合格投资者证明材料">
        <Links>
          {Object.entries(EXAMPLES).map(([index, { title }]) => (
            <Link key={index} to={href({ to: 'proofExamples', query: { exampleIndex: index } })}>
              {title}
            </Link>
          ))}
        </Links>
      </Block>
    </Article>
  );
}
