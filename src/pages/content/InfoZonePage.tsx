import { useSearchParams } from 'react-router-dom';
import { TabBar } from '../../ui';
import { ArticleTabs, type ArticleTab } from './ArticleTabs';

/** displayArea 3: the zone page's own area (spec 3 §7 "one variant uses displayArea 3"). */
const ZONE_AREA = 3;

/** Spec 3 §2 "information/activity list variant": two top tabs, each with sub-tabs. */
export const ZONES = [
  {
    id: 'info',
    label: '资讯专区',
    tabs: [
      { id: '3', label: '新闻动态', query: { call: 'getArticleList', articleCategory: [3], displayArea: ZONE_AREA } },
      { id: '9', label: '研究报告', query: { call: 'getArticleList', articleCategory: [9], displayArea: ZONE_AREA } },
      {
        id: '10',
        label: '投资者教育',
        query: { call: 'getArticleList', articleCategory: [10], displayArea: ZONE_AREA },
      },
    ],
  },
  {
    id: 'activity',
    label: '活动专区',
    // The activity zone by sign-up state (spec 3 §7 type): open, ended (for review) and general activities.
    tabs: [
      { id: 'signUp', label: '报名中', query: { call: 'getArticleList', category: 1, type: 'SIGN_UP_AREA' } },
      { id: 'review', label: '往期回顾', query: { call: 'getArticleList', category: 1, type: 'REVIEW_AREA' } },
      { id: 'general', label: '活动资讯', query: { call: 'getArticleList', category: 1, type: 'GENERAL' } },
    ],
  },
] as const satisfies readonly { id: string; label: string; tabs: readonly ArticleTab[] }[];

/**
 * 资讯活动: the information zone and the activity zone, each with its sub-tabs (zone and activeNav in the address).
 * Changing zone starts its sub-tabs afresh; within a zone each sub-tab keeps its pages and place.
 */
export default function InfoZonePage() {
  const [params, setParams] = useSearchParams();
  const zone = ZONES.find((z) => z.id === params.get('zone')) ?? ZONES[0];
  const select = (id: string) => setParams({ zone: id }, { replace: true });
  return (
    <>
      <TabBar tabs={ZONES} selected={zone.id} onSelect={select} label="专区" idPrefix="zone" />
      <div role="tabpanel" id={`zone-${zone.id}`} aria-labelledby={`zone-tab-${zone.id}`}>
        <ArticleTabs key={zone.id} tabs={zone.tabs} detail="activeDetail" label={zone.label} />
      </div>
    </>
  );
}
