/** The personal area's test customers and answers, stubbed at the typed api (the call layer is tested on its own). */
import { vi } from 'vitest';
import { api } from '../../../src/api';
import { Code, type CustomerInfo, type CustomerManager, type Message } from '../../../src/contract';
import { saveLogin } from '../../../src/platform/storage';

export const ok = <T>(data: T, msg = '') => ({ statusCode: Code.ok, data, msg }) as never;
export const notFound = (msg = '找不到消息') => ({ statusCode: Code.notFound, data: null, msg }) as never;

export const verified: CustomerInfo = {
  profilePhoto: '',
  nickName: '明远',
  realName: '张明远',
  telephone: '138****0001',
  isCertified: 2,
  age: 45,
  birthDate: '1981-03-15',
};
export const unverified: CustomerInfo = {
  profilePhoto: '',
  nickName: '',
  realName: '',
  telephone: '138****0002',
  isCertified: 0,
  age: null,
  birthDate: null,
};
export const adviser: CustomerManager = {
  name: '李婷',
  headImage: '',
  workYears: 8,
  telephone: '13900000001',
  weChatNo: 'liting_wealth',
  address: '北京市西城区金融大街鼎元大厦18层',
};

export const message = (id: number, more: Partial<Message> = {}): Message => ({
  id,
  title: `第${id}条消息`,
  content: `消息内容${id}`,
  pushTime: '2026-11-20 10:00:00',
  isRead: 0,
  isMsg: 1,
  entityId: `E${id}`,
  ...more,
});

/** A logged-in customer as the login stores them. */
/**
 * A stored login of the customer, whose queryCustomerInfo answers the same until a test says otherwise (the screens
 * that depend on verification ask the server as they open: src/implementations/certification.ts).
 */
export function logIn(customer: 'verified' | 'unverified') {
  const v = customer === 'verified';
  saveLogin({
    xtoken: 'a'.repeat(64),
    isCertified: v ? 2 : 0,
    telephone: v ? '13800000001' : '13800000002',
    realName: v ? '张明远' : '',
  });
  return vi.spyOn(api, 'queryCustomerInfo').mockResolvedValue(ok(v ? verified : unverified));
}

/** The My page's three calls. */
export function stubOverview(
  customer: CustomerInfo,
  { unread = 1 as 0 | 1, manager = adviser as CustomerManager | null } = {},
) {
  return {
    info: vi.spyOn(api, 'queryCustomerInfo').mockResolvedValue(ok(customer)),
    unread: vi.spyOn(api, 'isUnReadMsg').mockResolvedValue(ok({ isNews: unread })),
    manager: vi.spyOn(api, 'findCustManager').mockResolvedValue(ok(manager)),
  };
}

/** The first visit to a screen loads its route chunk, which takes more than waitFor's 1 s on a busy machine. */
export const ROUTE_WAIT = { timeout: 5000 };
