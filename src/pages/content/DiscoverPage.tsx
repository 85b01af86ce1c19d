import { ArticleTabs, type ArticleTab } from './ArticleTabs';
import { BannerCarousel } from './BannerCarousel';
import { PointsEntry } from './PointsEntry';

/** Spec 3 §2: the discover tabs, each an article category. */
export const DISCOVER_TABS: readonly ArticleTab[] = [
  { id: '1', label: '精选', query: { call: 'queryArticleList', articleCategory: [1] } },
  { id: '19', label: '四季活动', query: { call: 'queryArticleList', articleCategory: [19] } },
  { id: '20', label: '精彩活动', query: { call: 'queryArticleList', articleCategory: [20] } },
  { id: '21', label: '消保权益', query: { call: 'queryArticleList', articleCategory: [21] } },
  { id: '22', label: '关于我们', query: { call: 'queryArticleList', articleCategory: [22] } },
];

/**
 * 发现 (spec 3 §2 findManageIndex): the discover banners (pageType 3, bannerType 13), the points entry when the
 * server allows it, and the five tabs of articles and activities. The app opens it with type (terminal type, read
 * at start-up) and customId; activeNav names the tab.
 */
export default function DiscoverPage() {
  return (
    <>
      <BannerCarousel pageType={3} bannerType={13} intervalMs={4000} label="发现广告" />
      <PointsEntry />
      <ArticleTabs tabs={DISCOVER_TABS} detail="findManageActiveDetail" label="发现栏目" />
    </>
  );
}
