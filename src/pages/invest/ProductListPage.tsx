import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  productFilterMachine,
  selectProductFilterView,
  type FilterField,
} from '../../../machines/productFilter/productFilter';
import { FILTER_OPTIONS, filterChoiceLabel, productText, type ProductSummary } from '../../contract';
import { useFlow } from '../../flows/useFlow';
import { productFilterImplementations } from '../../../machines/productFilter/productFilter.implementations';
import { loadProducts, PRODUCT_PAGE_SIZE, type ProductListQuery } from '../../implementations/productList';
import { href } from '../../paths';
import { getProductParam } from '../../platform/storage';
import { LoaderText } from '../../../machines/loader/loader';
import { useBrowserValue, useDialogFocus } from '../../ui';
import { LoadedList } from '../shared/LoadedList';
import { EmptyState } from '../../ui/EmptyState';
import { ProductCard, SearchIcon } from './ProductCard';
import { SearchPill } from './parts';
import { Chip, ChipsAction } from '../../ui/Chip';

/** The filter's close button: what assistive technology and the tests find it by. */
export const CLOSE_LABEL = '关闭筛选';

/** The sheet's groups, in FILTER_OPTIONS' order, each with its title. */
const GROUPS = (Object.keys(FILTER_OPTIONS) as FilterField[]).map((field) => ({
  field,
  title: productText.groups[field],
  options: FILTER_OPTIONS[field] as readonly { value: string; label: string }[],
}));

/**
 * 产品 (spec 2 §2 "Product list", "Product filter"): the search box (it opens searchPage), 筛选, and the products,
 * 10 a page on the loader chart, queried with the filter (machines/productFilter/productFilter.ts). A confirmed filter is
 * stored (productParam) and the list loads afresh with it.
 */
export default function ProductListPage() {
  // The stored filter is the browser's: the prerendered page (and its hydration) shows the list loading.
  const inBrowser = useBrowserValue(() => true, false);
  if (!inBrowser) {
    return (
      <>
        <SearchBar onFilter={() => {}} open={false} filtered={false} />
        <Loading role="status">{LoaderText.loading}</Loading>
      </>
    );
  }
  return <FilteredProducts />;
}

function SearchBar({ onFilter, open, filtered }: { onFilter: () => void; open: boolean; filtered: boolean }) {
  return (
    <Bar>
      <SearchBox to={href('searchPage')} aria-label={productText.searchPlaceholder}>
        <SearchPill>
          <SearchIcon aria-hidden="true" />
          {productText.searchPlaceholder}
        </SearchPill>
      </SearchBox>
      <FilterButton type="button" aria-expanded={open} $filtered={filtered} onClick={onFilter}>
        {productText.filter}
      </FilterButton>
    </Bar>
  );
}

function FilteredProducts() {
  const [snapshot, send] = useFlow(productFilterMachine, productFilterImplementations, {
    input: { stored: getProductParam() },
  });
  const view = selectProductFilterView(snapshot);
  const query: ProductListQuery = { filter: view.query };
  const close = () => send({ type: 'user.closeFilter' });
  const sheet = useDialogFocus<HTMLDivElement>(view.open, { onEscape: close });

  return (
    <>
      <SearchBar open={view.open} filtered={view.filtered} onFilter={() => send({ type: 'user.openFilter' })} />
      {view.chips.length > 0 && (
        <Chips aria-label="已选筛选条件">
          {view.chips.map(({ field, value }) => (
            <Chip
              $chosen
              key={field}
              type="button"
              aria-label={productText.removeChoice(filterChoiceLabel(field, value))}
              onClick={() => send({ type: 'user.removeChoice', field })}
            >
              <span>
                {filterChoiceLabel(field, value)}
                <span aria-hidden>×</span>
              </span>
            </Chip>
          ))}
          <ClearAll type="button" onClick={() => send({ type: 'user.clearFilter' })}>
            {productText.clearAll}
          </ClearAll>
        </Chips>
      )}
      <LoadedList<ProductSummary, ProductListQuery>
        skeleton="cards"
        key={view.listVersion}
        label="产品列表"
        load={loadProducts}
        pageSize={PRODUCT_PAGE_SIZE}
        query={query}
        itemKey={(p) => p.trustCode}
        renderItem={(p) => <ProductCard product={p} />}
        empty={
          view.filtered ? (
            <EmptyState
              text={productText.filteredEmpty}
              action={{ label: productText.clearFilter, onAction: () => send({ type: 'user.clearFilter' }) }}
            />
          ) : undefined
        }
      />
      {view.open && (
        <Backdrop onClick={close}>
          <Sheet
            ref={sheet}
            role="dialog"
            aria-modal="true"
            aria-label={productText.filterTitle}
            onClick={(e) => e.stopPropagation()}
          >
            <SheetHead>
              <SheetTitle>{productText.filterTitle}</SheetTitle>
              <Close type="button" aria-label={CLOSE_LABEL} onClick={close}>
                ×
              </Close>
            </SheetHead>
            <Groups>
              {GROUPS.map((group) => (
                <Group key={group.field} role="group" aria-label={group.title}>
                  <GroupTitle>{group.title}</GroupTitle>
                  <Options>
                    {group.options.map((option) => (
                      <Option
                        key={option.value}
                        type="button"
                        aria-pressed={view.choices[group.field] === option.value}
                        onClick={() => send({ type: 'user.changeField', field: group.field, value: option.value })}
                      >
                        {option.label}
                      </Option>
                    ))}
                  </Options>
                </Group>
              ))}
            </Groups>
            <Actions>
              <Action type="button" onClick={() => send({ type: 'user.reset' })}>
                {productText.reset}
              </Action>
              <Action type="button" $primary onClick={() => send({ type: 'user.confirm' })}>
                {productText.confirm}
              </Action>
            </Actions>
          </Sheet>
        </Backdrop>
      )}
    </>
  );
}

const Loading = styled.p`
  margin: 0;
  padding: 16px;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
`;

const Chips = styled.div.attrs({ role: 'group' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 8px;
  padding: 0 12px;
`;

const ClearAll = styled(ChipsAction)`
  margin-left: auto;
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 6px 4px 6px 12px;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const SearchBox = styled(Link)`
  flex: 1;
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.tap};
  color: ${({ theme }) => theme.color.muted};
  text-decoration: none;
`;

const FilterButton = styled.button<{ $filtered: boolean }>`
  min-width: 56px;
  min-height: ${({ theme }) => theme.tap};
  padding: 0 12px;
  border: 0;
  background: none;
  color: ${({ $filtered, theme }) => ($filtered ? theme.color.primary : theme.color.text)};
  font-size: ${({ theme }) => theme.font.medium};
  font-weight: ${({ $filtered }) => ($filtered ? 600 : 400)};
  cursor: pointer;
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.modal};
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  background: ${({ theme }) => theme.color.overlay};
`;

const Sheet = styled.div`
  display: flex;
  flex-direction: column;
  max-height: 85vh;
  border-radius: 12px 12px 0 0;
  background: ${({ theme }) => theme.color.surface};
`;

const SheetHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 4px 0 16px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const SheetTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.title};
`;

const Close = styled.button`
  min-width: 44px;
  min-height: ${({ theme }) => theme.tap};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.xxl};
  cursor: pointer;
`;

const Groups = styled.div`
  overflow: auto;
  padding: 8px 16px;
`;

const Group = styled.div`
  padding: 8px 0;
`;

const GroupTitle = styled.h3`
  margin: 0 0 10px;
  font-size: ${({ theme }) => theme.font.medium};
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 10px;
`;

const Option = styled.button`
  min-height: ${({ theme }) => theme.tap};
  padding: 0 4px;
  border: 1px solid transparent;
  border-radius: 4px;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.caption};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: #fdf1f1;
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Actions = styled.div`
  display: flex;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Action = styled.button<{ $primary?: boolean }>`
  flex: 1;
  min-height: 50px;
  border: 0;
  background: ${({ $primary, theme }) => ($primary ? theme.color.primary : theme.color.surface)};
  color: ${({ $primary, theme }) => ($primary ? theme.color.primaryText : theme.color.text)};
  font-size: ${({ theme }) => theme.font.subtitle};
  cursor: pointer;
`;
