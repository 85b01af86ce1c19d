import { useState } from 'react';
import { useBrowserValue } from '../../ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { productText, type ProductSummary } from '../../contract';
import { loadProducts, PRODUCT_PAGE_SIZE, type ProductListQuery } from '../../implementations/productList';
import { href } from '../../paths';
import { getProductParam } from '../../platform/storage';
import { LoadedList } from '../shared/LoadedList';
import { ProductCard, SearchIcon } from './ProductCard';
import { SearchPill } from './parts';
import { Chip, ChipsAction } from '../../ui/Chip';

/** The last searches on this device, newest first (ours: not one of the spec's stored values). */
const RECENT_KEY = 'productSearchRecent';
const RECENT_MAX = 10;
let recentCache: { raw: string | null; list: string[] } = { raw: null, list: [] };
function readRecent(): string[] {
  const raw = localStorage.getItem(RECENT_KEY);
  if (raw !== recentCache.raw) {
    let list: string[] = [];
    try {
      const parsed: unknown = JSON.parse(raw ?? '[]');
      if (Array.isArray(parsed)) list = parsed.filter((s): s is string => typeof s === 'string').slice(0, RECENT_MAX);
    } catch {
      // Unreadable: none.
    }
    recentCache = { raw, list };
  }
  return recentCache.list;
}
const NONE: string[] = [];
const remember = (name: string) =>
  localStorage.setItem(
    RECENT_KEY,
    JSON.stringify([name, ...readRecent().filter((n) => n !== name)].slice(0, RECENT_MAX)),
  );

/**
 * 产品搜索 (spec 2 §2 "/phone/searchPage", §5 "product search by shortName", §7 productList): the searched name is the
 * page's query (`?shortName=`), so back and a reload keep it; the results are the loader chart's, 10 a page, sent
 * with the stored filter as the list's call is (docs/client.md, "The list's search box opens 产品搜索"). Before a
 * search, the last ten searched names on this device, each a tap away, with 清除最近搜索.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const shortName = params.get('shortName')?.trim() ?? '';
  const [text, setText] = useState(shortName);
  const navigate = useNavigate();
  const stored = useBrowserValue(readRecent, NONE);
  const [cleared, setCleared] = useState(false);
  const recent = cleared ? NONE : stored;

  const searchFor = (name: string) => {
    remember(name);
    setCleared(false);
    if (name !== shortName) navigate(href({ to: 'searchPage', query: { shortName: name } }), { replace: true });
  };
  const search = () => {
    const name = text.trim();
    if (name) searchFor(name);
  };

  return (
    <>
      <Bar
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <Pill as="label">
          <SearchIcon aria-hidden="true" />
          <Input
            type="search"
            enterKeyHint="search"
            aria-label={productText.searchPlaceholder}
            placeholder={productText.searchPlaceholder}
            maxLength={50}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Pill>
        <Submit type="submit">{productText.search}</Submit>
      </Bar>
      {!shortName && recent.length > 0 && (
        <Recent aria-labelledby="recent-title">
          <RecentHead>
            <h2 id="recent-title">{productText.recentSearches}</h2>
            <ChipsAction
              type="button"
              onClick={() => {
                localStorage.removeItem(RECENT_KEY);
                setCleared(true);
              }}
            >
              {productText.clearRecent}
            </ChipsAction>
          </RecentHead>
          <RecentList>
            {recent.map((name) => (
              <li key={name}>
                <Chip
                  type="button"
                  onClick={() => {
                    setText(name);
                    searchFor(name);
                  }}
                >
                  <span>{name}</span>
                </Chip>
              </li>
            ))}
          </RecentList>
        </Recent>
      )}
      {shortName && (
        <LoadedList<ProductSummary, ProductListQuery>
          skeleton="cards"
          key={shortName}
          label="搜索结果"
          load={loadProducts}
          pageSize={PRODUCT_PAGE_SIZE}
          query={{ shortName, filter: getProductParam() }}
          itemKey={(p) => p.trustCode}
          renderItem={(p) => <ProductCard product={p} />}
        />
      )}
    </>
  );
}

const Recent = styled.section`
  padding: 8px 12px;
`;

const RecentHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.body};
    font-weight: 600;
  }
`;

const RecentList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bar = styled.form`
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 0 4px 0 7px;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

// The whole 44 px high row is the input's target (WCAG 2.5.5): a transparent 5 px border around the 34 px pill.
// Narrower than its text when the text is enlarged, rather than pushing the search button off the screen.
const Pill = styled(SearchPill)`
  min-width: 0;
  height: 44px;
  border: 5px solid transparent;
  border-radius: 22px;
  background-clip: padding-box;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text};
  outline: none;
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

const Submit = styled.button`
  min-width: 56px;
  min-height: ${({ theme }) => theme.tap};
  padding: 0 12px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.medium};
  cursor: pointer;
`;
