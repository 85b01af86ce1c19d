import styled from 'styled-components';
import { ArticleTabs, type ArticleTab } from './ArticleTabs';
import { BannerCarousel } from './BannerCarousel';

const PUBLICATIONS = [15, 16, 17, 18];

/**
 * Spec 3 §2 news list: featured (nav 1: the news and the four corporate publications together, newest first) and
 * each publication (15–18).
 */
export const INFO_TABS: readonly ArticleTab[] = [
  { id: '1', label: '精选', query: { call: 'getArticleList', articleCategory: [3, ...PUBLICATIONS] } },
  { id: '15', label: '鼎元财富', query: { call: 'getArticleList', articleCategory: [15] } },
  { id: '16', label: '公司公告', query: { call: 'getArticleList', articleCategory: [16] } },
  { id: '17', label: '社会责任', query: { call: 'getArticleList', articleCategory: [17] } },
  { id: '18', label: '企业文化', query: { call: 'getArticleList', articleCategory: [18] } },
];

/**
 * 资讯 (spec 3 §2 info and the news list): three carousels (pageType 2: bannerType 10 on top, 11 and 12 side by
 * side), the tabs and their lists with infinite scroll; each article opens infoDetail.
 */
export default function InfoPage() {
  return (
    <>
      <BannerCarousel pageType={2} bannerType={10} intervalMs={3000} label="资讯广告" />
      <Pair>
        <BannerCarousel pageType={2} bannerType={11} intervalMs={3500} label="刊物推荐" />
        <BannerCarousel pageType={2} bannerType={12} intervalMs={4000} label="专题推荐" />
      </Pair>
      <ArticleTabs tabs={INFO_TABS} detail="infoDetail" label="资讯栏目" />
    </>
  );
}

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  padding: 8px 16px;
  background: ${({ theme }) => theme.color.surface};
  section {
    border-radius: 6px;
  }
`;
