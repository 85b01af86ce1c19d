import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { productText, type ProductSummary } from '../../contract';
import { loadProducts, PRODUCT_PAGE_SIZE, type ProductListQuery } from '../../implementations/productList';
import { href } from '../../paths';
import { getProductParam } from '../../platform/storage';
import { LoadedList } from '../shared/LoadedList';
import { ProductCard, SearchIcon } from './ProductCard';
import { SearchPill } from './parts';

/**
 * 产品搜索 (spec 2 §2 "/phone/searchPage", §5 "product search by shortName", §7 productList): the searched name is the
 * page's query (`?shortName=`), so back and a reload keep it; the results are the loader chart's, 10 a page, sent
 * with the stored filter as the list's call is (docs/client.md, "The list's search box opens 产品搜索").
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const shortName = params.get('shortName')?.trim() ?? '';
  const [text, setText] = useState(shortName);
  const navigate = useNavigate();

  const search = () => {
    const name = text.trim();
    if (name && name !== shortName) navigate(href({ to: 'searchPage', query: { shortName: name } }), { replace: true });
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
