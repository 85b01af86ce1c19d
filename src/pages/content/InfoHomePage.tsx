import { ArticleTabs, type ArticleTab } from './ArticleTabs';
import { BannerCarousel } from './BannerCarousel';
import { PointsEntry } from './PointsEntry';

/** News, research and investor education: on the web these come from the consumer list call (spec 3 §7). */
export const INFO_HOME_TABS: readonly ArticleTab[] = [
  { id: '3', label: '新闻动态', query: { call: 'getConsumerKnowleageList', articleCategory: [3] } },
  { id: '9', label: '研究报告', query: { call: 'getConsumerKnowleageList', articleCategory: [9] } },
  { id: '10', label: '投资者教育', query: { call: 'getConsumerKnowleageList', articleCategory: [10] } },
];

/** 资讯首页 (spec 3 §2 "Home/info page"): the points box, a banner carousel and the article tabs. */
export default function InfoHomePage() {
  return (
    <>
      <PointsEntry />
      <BannerCarousel pageType={3} bannerType={13} intervalMs={3500} label="资讯首页广告" />
      <ArticleTabs tabs={INFO_HOME_TABS} detail="infoDetail" label="资讯栏目" />
    </>
  );
}
