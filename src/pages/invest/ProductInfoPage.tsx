import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { readRisk, riskText, type Product, type RiskStanding } from '../../contract';
import { CATEGORY_NAMES, INVESTOR_CONDITIONS, productText } from '../../contract/productTexts';
import { useLoader } from '../../flows/useLoader';
import { investInApp } from '../../implementations/products';
import { loadRiskStanding } from '../../implementations/risk';
import { href } from '../../paths';
import { FIGURE_LABELS, amount, isoDay, term, yieldRange } from '../../contract/figures';
import { chinaDate } from '../../contract/fields';
import { Items, useProduct, type Item } from './parts';
import { Section, SectionTitle } from '../../ui';
import { Button, buttonLook, type ButtonLookProps } from '../../ui/Button';

/**
 * 产品详情 (spec 2 §2 "Product detail"): the marketing page of one product. Fixed income (fund property 0) shows its
 * key figures, timeline and investor condition; the other properties list the product's terms. Both link to the
 * project introduction and the documents, net-value products to their history; the bottom bar follows the sale
 * status. An unverified customer is sent to the download prompt instead (spec 2 §6).
 */
export default function ProductInfoPage() {
  const { product, status } = useProduct();
  return (
    <Page>
      {status}
      {product && <Loaded product={product} />}
    </Page>
  );
}

/** What the page says of the investor's match with the product, and the way to fix a mismatch. */
interface Suitability {
  meets: boolean;
  /** The investor's type, once their result has loaded. */
  investorType: string | null;
  /** The banner's sentence, and the bar's few words in place of 立即投资. */
  text: string;
  short: string;
  action: { label: string; to: string } | null;
}

/**
 * The match (isMeetsRiskLevel, the server's) and, when it does not match, why (issue 7/11): never assessed → the
 * questionnaire; an expired result → a re-assessment; a lower type → a re-assessment. Until the investor's result
 * has loaded (or if it cannot), only that it does not match, with their result page.
 */
function useSuitability(p: Product): Suitability {
  const { view } = useLoader<RiskStanding>({ load: loadRiskStanding, pageSize: 0 });
  const standing = view.items[0];
  const reading = readRisk(standing?.result);
  const investorType = reading.assessed ? reading.type.name : null;
  if (p.isMeetsRiskLevel === 2)
    return { meets: true, investorType, text: productText.riskMatch, short: productText.match, action: null };
  const mismatch = { meets: false, investorType, text: productText.riskMismatch, short: productText.mismatchShort };
  if (view.status === 'empty')
    return {
      ...mismatch,
      text: riskText.notAssessed,
      short: productText.notAssessedShort,
      action: { label: riskText.start, to: href('riskIndex') },
    };
  if (!reading.assessed) return { ...mismatch, action: { label: productText.viewAssessment, to: href('riskResult') } };
  const reassess = { label: riskText.reassess, to: href('riskCollect') };
  return reading.expired
    ? { ...mismatch, text: riskText.expired, short: productText.expiredShort, action: reassess }
    : { ...mismatch, action: reassess };
}

function Loaded({ product }: { product: Product }) {
  const suitability = useSuitability(product);
  return (
    <>
      <Detail product={product} suitability={suitability} />
      <BottomBar product={product} suitability={suitability} />
    </>
  );
}

function Detail({ product: p, suitability }: { product: Product; suitability: Suitability }) {
  const fixed = p.fundproperty === '0';
  return (
    <>
      <Head>
        <h1>{p.projectName}</h1>
        <Figures>
          <div>
            <strong>{yieldRange(p.expectedProfitMin, p.expectedProfitMax)}</strong>
            <span>{FIGURE_LABELS.benchmark}</span>
          </div>
          <div>
            <strong>{term(p.fundtimelimit, p.prodTermUnit) || '—'}</strong>
            <span>{FIGURE_LABELS.term}</span>
          </div>
          <div>
            <strong>{amount(p.personMinBalance) || '—'}</strong>
            <span>{FIGURE_LABELS.minimum}</span>
          </div>
        </Figures>
        <Match suitability={suitability} product={p} />
      </Head>
      {fixed ? <MarketingItems product={p} /> : <TermItems product={p} />}
      <Section>
        <Links product={p} />
      </Section>
      <Disclaimer>{productText.disclaimer}</Disclaimer>
    </>
  );
}

/**
 * Suitability beside the headline figures (UX.md): the product's level against the investor's type with 匹配 /
 * 不匹配, and the server's verdict as a sentence with the way to fix a mismatch.
 */
function Match({ suitability: s, product: p }: { suitability: Suitability; product: Product }) {
  return (
    <>
      <Levels>
        <span>
          {productText.productLevel} {riskLabel(p) || '—'}
        </span>
        {s.investorType && (
          <span>
            {productText.investorType} {s.investorType}
          </span>
        )}
        <Verdict $meets={s.meets}>{s.meets ? productText.match : productText.mismatch}</Verdict>
      </Levels>
      <Banner role="note" $meets={s.meets}>
        {s.text}
        {s.action && <BannerLink to={s.action.to}>{s.action.label}</BannerLink>}
      </Banner>
    </>
  );
}

/** Layout of fund property 0: figures, industry, income type, timeline, investor condition. */
function MarketingItems({ product: p }: { product: Product }) {
  const items: Item[] = [
    ['产品规模', amount(p.scale)],
    ['投资行业', p.projecttype],
    ['收益类型', p.bonusType],
  ];
  const timeline: [string, string][] = [
    ['募集开始', p.startDate],
    ['募集结束', p.endDate],
    ['预计成立', p.estimatedSetupdate],
    ['预计到期', p.estimatedExpirationDate],
  ];
  const shownTimeline = timeline.filter(([, date]) => date);
  // The milestones passed by today are filled and joined, as a progress line, the latest the current step: where the
  // product stands at a glance.
  const today = chinaDate(new Date());
  const reached = shownTimeline.map(([, date]) => isoDay(date) <= today);
  const current = reached.lastIndexOf(true);
  return (
    <>
      <Section>
        <Items items={items} label="产品要素" />
      </Section>
      {shownTimeline.length > 0 && (
        <Section aria-labelledby="timeline">
          <SectionTitle id="timeline">产品时间</SectionTitle>
          <Timeline aria-labelledby="timeline">
            {shownTimeline.map(([label, date], i) => (
              <li
                key={label}
                aria-current={i === current ? 'step' : undefined}
                data-reached={reached[i]}
                data-next-reached={reached[i + 1] ?? undefined}
              >
                <span>{label}</span>
                <time>{isoDay(date)}</time>
              </li>
            ))}
          </Timeline>
        </Section>
      )}
      <Section aria-labelledby="investor">
        <SectionTitle id="investor">投资者条件</SectionTitle>
        <Items
          items={[
            ['适合投资者', INVESTOR_CONDITIONS[p.investorCondition] ?? ''],
            ['产品风险等级', riskLabel(p)],
          ]}
        />
      </Section>
    </>
  );
}

const riskLabel = (p: Product) =>
  p.riskLevel ? `R${Number(p.riskLevel)}${p.riskleveldic ? ` ${p.riskleveldic}` : ''}` : '';

/** Layout of the other fund properties: the product's terms as a list. */
function TermItems({ product: p }: { product: Product }) {
  const items: Item[] = [
    ['产品类别', CATEGORY_NAMES[p.fundproperty] ?? ''],
    ['产品代码', p.trustCode],
    ['产品名称', p.projectName],
    ['受托人', p.companyName],
    ['起投金额', amount(p.personMinBalance)],
    ['追加金额', amount(p.perminaddbalance)],
    ['收益说明', p.expectYieldDetail],
    ['收益分配规则', p.incomeAppRules],
    ['开放规则', p.buyRule],
    ['产品特点', p.projectAdvantage],
    ['风险揭示', p.riskCtrlMethod],
    ['投资范围', p.investScope],
    ['风险等级', riskLabel(p)],
    ['投资者条件', INVESTOR_CONDITIONS[p.investorCondition] ?? ''],
    ['募集账户名', p.raiseName],
    ['募集账户开户行', p.raiseBankName],
    ['募集账号', p.raiseAcco],
    ['托管账户名', p.storageName],
    ['托管银行', p.storageBank],
    ['托管账号', p.storageBankacco],
  ];
  return (
    <Section>
      <Items items={items} label="产品要素" />
    </Section>
  );
}

function Links({ product: p }: { product: Product }) {
  const intro = p.fundproperty === '2' ? 'cashProjectIntro' : 'projectIntroduction';
  const netValue = p.fundproperty === '1' || p.fundproperty === '2' || p.fundproperty === 'q' || p.fundproperty === 'h';
  return (
    <LinkList>
      <li>
        <Link to={href({ to: intro, query: { trustCode: p.trustCode, fundproperty: p.fundproperty } })}>
          {productText.projectIntro}
        </Link>
      </li>
      <li>
        <Link to={href({ to: 'trustDocument', query: { trustCode: p.trustCode, fundproperty: p.fundproperty } })}>
          {productText.documents}
        </Link>
      </li>
      {netValue && (
        <li>
          <Link
            to={href({
              to: 'historyNetValue',
              query: { trustCode: p.trustCode, fundproperty: p.fundproperty === '2' ? '2' : '1' },
            })}
          >
            {productText.netValue}
          </Link>
        </li>
      )}
    </LinkList>
  );
}

/**
 * Spec 2 §2: 1 on-sale date; 2 remaining quota and invest now (investInApp: the app's subscription inside the app,
 * the download prompt in a browser); 3/4 raising ended, greyed.
 */
function BottomBar({ product: p, suitability }: { product: Product; suitability: Suitability }) {
  return (
    <Bar role="region" aria-label="购买">
      {p.projectStatus === 1 && (
        <Info>
          {productText.onSaleDate}：{isoDay(p.startDate)}
        </Info>
      )}
      {p.projectStatus === 2 && !suitability.meets && (
        <>
          <Info $alert>{suitability.short}</Info>
          {suitability.action && <ActionLink to={suitability.action.to}>{suitability.action.label}</ActionLink>}
        </>
      )}
      {p.projectStatus === 2 && suitability.meets && (
        <>
          <Info>
            {productText.remainQuota}：{amount(p.remainBalance) || '0万元'}
          </Info>
          <Action onClick={() => investInApp(p.trustCode)}>{productText.investNow}</Action>
        </>
      )}
      {(p.projectStatus === 3 || p.projectStatus === 4) && <Action disabled>{productText.raiseEnded}</Action>}
    </Bar>
  );
}

const Page = styled.div`
  padding-bottom: 84px;
`;

const Head = styled.header`
  padding: 20px 16px 16px;
  background: ${({ theme }) => theme.color.surface};
  h1 {
    margin: 0 0 16px;
    font-size: ${({ theme }) => theme.font.heading};
    line-height: 1.5;
  }
`;

const Figures = styled.div`
  display: flex;
  gap: 8px;
  > div {
    /* Each as wide as its figure, the room left shared: the benchmark range is the widest, in large text too. */
    flex: 1 1 auto;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    min-width: 0;
  }
  strong {
    font-size: ${({ theme }) => theme.font.subtitle};
    white-space: nowrap;
  }
  /* The return in the accent colour, as the list's card shows it; the term and the minimum in the text's. */
  > div:first-child strong {
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.heading};
  }
  span {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.small};
  }
`;

const DOT = 9;

/**
 * The product's milestones joined by a line, those passed by today filled: four columns side by side, and in the
 * large-text mode one under the other (four dates at 1.3 times would not keep a line each at 375 px).
 */
const Timeline = styled.ol`
  display: flex;
  margin: 0;
  padding: 12px 8px 16px;
  list-style: none;
  li {
    flex: 1;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    position: relative;
    padding-top: ${DOT + 8}px;
    font-size: ${({ theme }) => theme.denseFont.small};
    color: ${({ theme }) => theme.color.muted};
  }
  li[data-reached='true'] {
    color: ${({ theme }) => theme.color.text};
  }
  li::before {
    content: '';
    position: absolute;
    top: 0;
    left: calc(50% - ${DOT / 2}px);
    width: ${DOT}px;
    height: ${DOT}px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.color.disabled};
    background: ${({ theme }) => theme.color.surface};
  }
  li[data-reached='true']::before {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
  }
  /* The line to the next milestone, from dot to dot: red once the next one is passed too, half red from the current
     one (today lies between them). */
  li[data-next-reached]::after {
    content: '';
    position: absolute;
    top: ${DOT / 2 - 0.5}px;
    left: calc(50% + ${DOT / 2 + 4}px);
    right: calc(-50% + ${DOT / 2 + 4}px);
    height: 1px;
    background: ${({ theme }) => theme.color.disabled};
  }
  li[data-next-reached='true']::after {
    background: ${({ theme }) => theme.color.primary};
  }
  li[aria-current='step'][data-next-reached='false']::after {
    background: linear-gradient(
      to var(--towards-next, right),
      ${({ theme }) => theme.color.primary} 50%,
      ${({ theme }) => theme.color.disabled} 50%
    );
  }
  time {
    color: ${({ theme }) => theme.color.muted};
  }
  html[data-text-size='large'] & {
    --towards-next: bottom;
    flex-direction: column;
    padding: 4px 16px 12px;
    li {
      flex-direction: row;
      justify-content: space-between;
      padding: 10px 0 10px ${DOT + 14}px;
      font-size: ${({ theme }) => theme.font.body};
    }
    li::before {
      top: calc(50% - ${DOT / 2}px);
      left: 0;
    }
    li[data-next-reached]::after {
      top: calc(50% + ${DOT / 2 + 4}px);
      bottom: calc(-50% + ${DOT / 2 + 4}px);
      left: ${DOT / 2 - 0.5}px;
      right: auto;
      width: 1px;
      height: auto;
    }
  }
`;

const Banner = styled.p<{ $meets: boolean }>`
  margin: 0;
  padding: 8px 12px;
  border-radius: 4px;
  font-size: ${({ theme }) => theme.font.small};
  line-height: 1.6;
  /* Both at least 4.5:1 on their backgrounds (the kit's error red is 4.1:1 on this pink). */
  color: ${({ $meets }) => ($meets ? '#2f7d32' : '#b8282e')};
  background: ${({ $meets }) => ($meets ? '#eef7ee' : '#fdeeee')};
`;

/** A full-height tap target at the end of the banner's line: 44 px (WCAG 2.5.5), reaching into its padding. */
const BannerLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.tap};
  margin: -6px 0 -6px 8px;
  color: inherit;
  font-weight: 600;
`;

const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  a {
    display: flex;
    align-items: center;
    min-height: 52px;
    padding: 0 16px;
    color: inherit;
    text-decoration: none;
    font-size: ${({ theme }) => theme.font.medium};
  }
  a::after {
    content: '';
    margin-left: auto;
    width: 8px;
    height: 8px;
    border-top: 1.5px solid ${({ theme }) => theme.color.muted};
    border-right: 1.5px solid ${({ theme }) => theme.color.muted};
    transform: rotate(45deg);
  }
`;

const Disclaimer = styled.p`
  margin: 12px 16px 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
  line-height: 1.7;
`;

const Bar = styled.footer`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 60px;
  padding: 8px 16px calc(8px + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 -1px 4px rgba(0, 0, 0, 0.06);
`;

const Info = styled.span<{ $alert?: boolean }>`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.caption};
  color: ${({ $alert, theme }) => ($alert ? theme.color.error : 'inherit')};
`;

/** 立即投资 and its stand-ins: the pill of a bottom bar (src/ui/Button.tsx), at least 120 px, to the right. */
const barAction = css`
  flex: none;
  min-width: 120px;
  margin-left: auto;
  &:disabled {
    flex: 1;
  }
`;

const Action = styled(Button).attrs({ $pill: true, $inline: true })`
  ${barAction}
`;

/** 重新测评 / 开始测评 where 立即投资 would be: the same button, a link to the assessment. */
const ActionLink = styled(Link).attrs<ButtonLookProps>({ $pill: true, $inline: true })`
  ${buttonLook}
  ${barAction}
`;

const Levels = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  margin: 16px 0 8px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
`;

const Verdict = styled.span<{ $meets: boolean }>`
  margin-left: auto;
  padding: 2px 8px;
  border-radius: 10px;
  color: ${({ $meets, theme }) => ($meets ? theme.color.fall : theme.color.error)};
  border: 1px solid currentColor;
`;
