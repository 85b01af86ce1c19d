import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ArticleSummary } from '../../contract';
import { chinaTime } from '../../contract/fields';
import {
  ARTICLE_PAGE_SIZE,
  fileLinkOf,
  isActivity,
  isFileLink,
  loadArticles,
  type ArticleListQuery,
} from '../../implementations/content';
import { href } from '../../paths';
import { callNative } from '../../platform/bridge';
import { isInApp } from '../../platform/terminal';
import { TabBar, type TabItem } from '../../ui';
import { LoadedList } from '../shared/LoadedList';

export interface ArticleTab extends TabItem {
  query: ArticleListQuery;
}

/** The detail screens a list opens (spec 3 §2). */
export type DetailScreen =
  'findManageActiveDetail' | 'infoDetail' | 'activeDetail' | 'consumerDetail' | 'serviceDetail';

interface ArticleTabsProps {
  tabs: readonly ArticleTab[];
  detail: DetailScreen;
  label: string;
  /** The query key that names the open tab (so a reload or back returns to it). */
  param?: string;
}

/**
 * Tabbed article lists (spec 3 §2 discover, info, service, consumer protection): each tab is a list on the loader
 * chart (ten a page, the next after the 1 s rule at the end, stopping on a short page). A tab once opened stays
 * mounted, hidden, for the rest of the visit, so going back to it shows the pages it loaded at the place it was
 * left; the open tab is in the address.
 */
export function ArticleTabs({ tabs, detail, label, param = 'activeNav' }: ArticleTabsProps) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(param);
  const selected = tabs.find((t) => t.id === requested)?.id ?? tabs[0]!.id;
  const [visited, setVisited] = useState<readonly string[]>([selected]);
  const shown = visited.includes(selected) ? visited : [...visited, selected];
  const scrolls = useRef<Record<string, number>>({});
  const arriving = useRef<string | null>(null);
  const top = useRef<HTMLDivElement>(null);

  const select = (id: string) => {
    if (id === selected) return;
    scrolls.current[selected] = window.scrollY;
    arriving.current = id;
    setVisited((v) => (v.includes(id) ? v : [...v, id]));
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set(param, id);
        return next;
      },
      { replace: true },
    );
  };

  // Back at the place the tab was left; a tab opened for the first time starts at its top (the tab bar stays).
  useLayoutEffect(() => {
    if (arriving.current !== selected) return;
    arriving.current = null;
    const listTop = (top.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    window.scrollTo(0, scrolls.current[selected] ?? Math.min(window.scrollY, listTop));
  }, [selected]);

  const idPrefix = `${param}-${label}`;
  return (
    <>
      <div ref={top} />
      <TabBar tabs={tabs} selected={selected} onSelect={select} label={label} idPrefix={idPrefix} sticky />
      {tabs
        .filter((tab) => shown.includes(tab.id))
        .map((tab) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${idPrefix}-${tab.id}`}
            aria-labelledby={`${idPrefix}-tab-${tab.id}`}
            hidden={tab.id !== selected}
          >
            <LoadedList<ArticleSummary, ArticleListQuery>
              skeleton="pictures"
              label={tab.label}
              load={loadArticles}
              pageSize={ARTICLE_PAGE_SIZE}
              query={tab.query}
              paused={tab.id !== selected}
              itemKey={(a) => a.id}
              renderItem={(a) => (
                <ArticleItem article={a} detail={detail} activeNav={tab.id} firstTab={tab === tabs[0]} />
              )}
            />
          </div>
        ))}
    </>
  );
}

/**
 * One article in a list: title, publish time and picture (spec 3 §2). An activity of the first navigation tab opens
 * as one (activeNav 0, with its sign-up block: spec 3 §2 shows the block only there), from another tab as an article
 * of that tab; a file or video link (videoType 3) opens through the app inside it, and through the detail, which
 * sends the browser on to the file, outside (spec 3 §2 "Article click rule").
 */
export function ArticleItem({
  article,
  detail,
  activeNav,
  firstTab,
}: {
  article: ArticleSummary;
  detail: DetailScreen;
  activeNav: string;
  firstTab: boolean;
}) {
  const fileLink = isFileLink(article) ? fileLinkOf(article) : null;
  const to = href({
    to: detail,
    query: { activityId: article.id, activeNav: isActivity(article) && firstTab ? '0' : activeNav, isList: '1' },
  });
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!fileLink || !isInApp()) return;
    e.preventDefault();
    void callNative('externalURL', fileLink);
  };
  return (
    <Item to={to} onClick={open}>
      <Text>
        <Title>{article.title}</Title>
        <Meta>
          {article.signUpEnd && <SignUpBadge end={article.signUpEnd} />}
          {fileLink && <Badge>视频</Badge>}
          <time dateTime={article.publishTime.replace(' ', 'T')}>{article.publishTime.slice(0, 10)}</time>
        </Meta>
      </Text>
      <Thumb>
        {article.imageBase && <img src={article.imageBase} alt="" width={112} height={63} loading="lazy" />}
      </Thumb>
    </Item>
  );
}

/** An activity's sign-up: 报名中 until it closes, then 已结束 (greyed). */
function SignUpBadge({ end }: { end: string }) {
  const open = end > chinaTime(new Date());
  return <Badge data-ended={!open || undefined}>{open ? '报名中' : '已结束'}</Badge>;
}

const Item = styled(Link)`
  display: flex;
  gap: 12px;
  align-items: stretch;
  padding: 14px 16px;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: inherit;
  text-decoration: none;
`;

const Text = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
`;

const Title = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.medium};
  line-height: 1.45;
`;

const Meta = styled.span`
  display: flex;
  align-items: center;
  gap: 6px;
  margin-top: 6px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.small};
`;

const Badge = styled.span`
  padding: 0 0.3em;
  border: 1px solid currentColor;
  border-radius: 2px;
  color: ${({ theme }) => theme.color.primary};
  line-height: 1.35;
  &[data-ended] {
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** A fixed box: the list does not move while its pictures load. */
const Thumb = styled.span`
  flex: none;
  width: 112px;
  height: 63px;
  border-radius: 4px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.background};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
