import { ArticleTabs, type ArticleTab } from './ArticleTabs';

/** Spec 3 §2: the consumer-protection tabs. */
export const CONSUMER_TABS: readonly ArticleTab[] = [
  { id: '5', label: '消保法律法规', query: { call: 'getConsumerKnowleageList', articleCategory: [5] } },
  { id: '6', label: '消保金融知识', query: { call: 'getConsumerKnowleageList', articleCategory: [6] } },
  { id: '7', label: '消保活动动态', query: { call: 'getConsumerKnowleageList', articleCategory: [7] } },
];

/** 消保专区 (spec 3 §2 consumerKnowleage): laws, financial knowledge and activity news; activeNav names the tab. */
export default function ConsumerKnowledgePage() {
  return <ArticleTabs tabs={CONSUMER_TABS} detail="consumerDetail" label="消保栏目" />;
}
