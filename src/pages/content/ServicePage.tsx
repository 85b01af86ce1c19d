import { ArticleTabs, type ArticleTab } from './ArticleTabs';

/**
 * The service list's tabs: activities taking sign-ups (category 2) and surveys (8), the two kinds of article that
 * ask something of the customer (spec 3 §3; the spec names no tabs for this list, docs/client.md, "Which call and which tabs").
 */
export const SERVICE_TABS: readonly ArticleTab[] = [
  { id: '2', label: '活动报名', query: { call: 'getArticleList', articleCategory: [2] } },
  { id: '8', label: '问卷调研', query: { call: 'getArticleList', articleCategory: [8] } },
];

/** 服务 (spec 3 §2 service): the service articles; each opens serviceDetail. */
export default function ServicePage() {
  return <ArticleTabs tabs={SERVICE_TABS} detail="serviceDetail" label="服务栏目" />;
}
