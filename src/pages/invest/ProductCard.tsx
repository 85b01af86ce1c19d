import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { productText, type ProductSummary } from '../../contract';
import { FIGURE_LABELS, amount, term, yieldRange } from '../../contract/figures';
import { href } from '../../paths';
import { askForCertification } from '../../implementations/certification';
import { isCertified } from '../../platform/storage';

const INDUSTRY = Object.fromEntries(productText.industry.map((i) => [i.value, i.label])) as Record<string, string>;
const STATUS: Record<number, string> = { 1: '即将发售', 2: '募集中', 3: '募集结束', 4: '募集结束' };

/** R1–R5 from 01–05 (spec 2 §9). */
export const riskTag = (level: string) => `R${Number(level)}`;

/**
 * A product's card (spec 2 §2 "Product list"): short name, status, expected yield range, term, minimum in
 * ten-thousands, risk tag and industry. It opens the product's detail for a verified customer; anyone else is asked
 * to continue in the app (spec 2 §6): the download prompt instead of the detail.
 */
export function ProductCard({ product }: { product: ProductSummary }) {
  const ended = product.projectStatus >= 3;
  return (
    <Card
      to={href({ to: 'productInfo', query: { trustCode: product.trustCode } })}
      onClick={(e) => {
        if (isCertified()) return;
        e.preventDefault();
        askForCertification();
      }}
    >
      <Head>
        <Name>{product.projectShortName}</Name>
        <Status $ended={ended}>{STATUS[product.projectStatus]}</Status>
      </Head>
      <Figures>
        <Figure>
          <Value $accent>{yieldRange(product.expectedProfitMin, product.expectedProfitMax)}</Value>
          <Label>{FIGURE_LABELS.benchmark}</Label>
        </Figure>
        <Figure>
          <Value>{term(product.fundtimelimit, product.prodTermUnit)}</Value>
          <Label>{FIGURE_LABELS.term}</Label>
        </Figure>
        <Figure>
          <Value>{amount(product.personMinBalance)}</Value>
          <Label>{FIGURE_LABELS.minimum}</Label>
        </Figure>
      </Figures>
      <Tags>
        <Tag>{riskTag(product.riskLevel)}</Tag>
        <Tag>{INDUSTRY[product.projectType] ?? ''}</Tag>
      </Tags>
    </Card>
  );
}

const Card = styled(Link)`
  display: block;
  margin: 10px 12px 0;
  padding: 14px 16px 12px;
  border-radius: 8px;
  background: ${({ theme }) => theme.color.surface};
  color: inherit;
  text-decoration: none;
`;

const Head = styled.span`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.subtitle};
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Status = styled.span<{ $ended: boolean }>`
  flex: none;
  padding: 2px 8px;
  border-radius: 10px;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ $ended, theme }) => ($ended ? theme.color.muted : theme.color.primary)};
  border: 1px solid ${({ $ended, theme }) => ($ended ? theme.color.disabled : theme.color.primary)};
`;

const Figures = styled.span`
  display: flex;
  gap: 16px;
  margin: 14px 0 10px;
`;

/* The benchmark range as wide as it is, in large text too; the term and the minimum share what is left. */
const Figure = styled.span`
  display: flex;
  flex-direction: column;
  gap: 4px;
  flex: 1 1 0;
  min-width: 0;
  &:first-child {
    flex: 0 0 auto;
  }
`;

const Value = styled.span<{ $accent?: boolean }>`
  font-size: ${({ $accent, theme }) => ($accent ? theme.font.heading : theme.font.medium)};
  font-weight: ${({ $accent }) => ($accent ? 600 : 500)};
  color: ${({ $accent, theme }) => ($accent ? theme.color.primary : theme.color.text)};
  white-space: nowrap;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
`;

const Tags = styled.span`
  display: flex;
  gap: 6px;
`;

const Tag = styled.span`
  padding: 1px 6px;
  border-radius: 3px;
  background: #fdf1f1;
  color: #a8413f; /* 5.4:1 on its background */
  font-size: ${({ theme }) => theme.font.small};
  line-height: 16px;
`;

/** The magnifier of the search boxes. */
export const SearchIcon = styled.span`
  flex: none;
  width: 14px;
  height: 14px;
  border: 2px solid currentColor;
  border-radius: 50%;
  position: relative;
  &::after {
    content: '';
    position: absolute;
    right: -5px;
    bottom: -4px;
    width: 6px;
    height: 2px;
    background: currentColor;
    transform: rotate(45deg);
  }
`;
