/** Texts every area uses (spec 1 §1, §8; spec 2 §6; spec 3 §8). */
export const commonText = {
  appOnly: '请在APP中操作',
  notCertified: '请先完成实名认证',
  noData: '暂无相关数据',
  messageNotFound: '找不到消息',
} as const;
