/**
 * The personal-information, nickname and contact pages with their real implementations, the calls stubbed at the
 * typed api: loading, failure and retry, the draft restored on load, the default region, and the gating of
 * unverified users (spec 1 §6). The generated tests cover the flows' states; these check what joins them to the
 * app (storage, the shell's download prompt, the calls' payloads).
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, type CallOutcome } from '../../../src/api';
import {
  Code,
  commonText,
  contactText,
  EMPTY_CONTACT_FORM,
  type AreaItem,
  type ContactForm,
  type CustomerInfo,
  type DictItem,
} from '../../../src/contract';
import { saveLogin } from '../../../src/platform/storage';
import { renderApp } from '../../app/helpers';

const ok = <T,>(data: T, msg = ''): Promise<CallOutcome<T>> => Promise.resolve({ statusCode: Code.ok, data, msg });

const CONTACT: ContactForm = { ...EMPTY_CONTACT_FORM, certificateType: '0', sex: '男' };
const AREAS: Record<string, AreaItem[]> = {
  '000000': [{ code: '130000', name: '河北省' }],
  '130000': [{ code: '130400', name: '邯郸市' }],
  '130400': [{ code: '130425', name: '大名县' }],
};
const dict = (caption: string, key: string): DictItem => ({
  caption,
  key_value: key,
  dictName: caption,
  dictValue: key,
  english: '',
});

/** A stored login; the server (queryCustomerInfo) says the same until a test says otherwise. */
function logIn(isCertified: 0 | 2) {
  saveLogin({ xtoken: 'a'.repeat(64), isCertified, telephone: '13800000001', realName: '' });
  return vi.spyOn(api, 'queryCustomerInfo').mockImplementation(() => ok(info(isCertified)));
}

function stubContactCalls(contact = CONTACT) {
  vi.spyOn(api, 'queryCrmDictList').mockImplementation(({ key }) =>
    ok(key === '1027' ? [dict('其他', '99')] : key === '2099' ? [dict('汉族', '01')] : [dict('中国', 'CHN')]),
  );
  vi.spyOn(api, 'selectArea').mockImplementation((req) => ok(AREAS[req?.code ?? '000000'] ?? []));
  return vi.spyOn(api, 'selectContact').mockImplementation(() => ok(contact));
}

const info = (isCertified: 0 | 2): CustomerInfo => ({
  profilePhoto: '',
  nickName: isCertified ? '明远' : '',
  realName: '',
  telephone: '138****0001',
  isCertified,
  age: isCertified ? 45 : null,
  birthDate: isCertified ? '1981-03-15' : null,
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('contact form page', () => {
  beforeEach(() => logIn(2));

  it('shows 加载中… while loading; without a region the pickers start at the default one, which is no value', async () => {
    let answer: () => void = () => {};
    stubContactCalls().mockImplementationOnce(() => new Promise((resolve) => (answer = () => resolve(ok(CONTACT)))));
    const save = vi.spyOn(api, 'modifyCustomerInfo').mockImplementation(() => ok(null, '保存成功'));
    const { user } = await renderApp(['/phone/mineModifyInformation']);
    expect(await screen.findByText('加载中…')).toBeTruthy();
    answer();
    const area = await screen.findByRole('button', { name: '所在地区' });
    expect(area.textContent).toContain('请选择');
    expect(screen.queryByText(contactText.unsaved)).toBeNull();
    // One sheet: it opens at the default province, focused; each pick moves on to the level below, at its default
    // too, and the district's closes the sheet.
    await user.click(area);
    const sheet = screen.getByRole('dialog', { name: '所在地区' });
    expect(screen.getByRole('tab', { name: '省份' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: '城市' })).toBeNull();
    expect(document.activeElement?.textContent).toBe('河北省');
    await user.click(screen.getByRole('button', { name: '河北省' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('邯郸市'));
    expect(screen.getByRole('tab', { name: '城市' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '省份' }).getAttribute('aria-describedby')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '邯郸市' }));
    await user.click(await screen.findByRole('button', { name: '大名县' }));
    expect(sheet.isConnected).toBe(false);
    expect(area.textContent).toContain('河北省 邯郸市 大名县');
    expect(screen.getByText(contactText.unsaved)).toBeTruthy();
    // 清除地址 empties the region again; the form is as saved.
    await user.click(screen.getByRole('button', { name: '清除地址' }));
    expect(screen.getByRole('button', { name: '所在地区' }).textContent).toContain('请选择');
    expect(screen.queryByText(contactText.unsaved)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: '电子邮箱' }), 'a@example.com');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(save.mock.calls[0]![0]).toMatchObject({
      email: 'a@example.com',
      provinceCode: '',
      cityCode: '',
      zoneCode: '',
    });
    expect(screen.queryByText(contactText.unsaved)).toBeNull();
  });

  it('keeps the area sheet open on a level that could not load, with the level above a tap away', async () => {
    stubContactCalls();
    vi.spyOn(api, 'selectArea').mockImplementation((req) =>
      req?.code === '130000' ? Promise.reject(new Error('查询地区失败')) : ok(AREAS[req?.code ?? '000000'] ?? []),
    );
    const { user } = await renderApp(['/phone/mineModifyInformation']);
    await user.click(await screen.findByRole('button', { name: '所在地区' }));
    await user.click(screen.getByRole('button', { name: '河北省' }));
    expect(await screen.findByText('暂无可选地区')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '省份' }));
    expect(screen.getByRole('button', { name: '河北省' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says 加载失败 when the form cannot load, and 重新加载 loads it again', async () => {
    const selectContact = stubContactCalls();
    selectContact.mockRejectedValueOnce(new Error('查询联系信息失败'));
    const { user } = await renderApp(['/phone/mineModifyInformation']);
    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('button', { name: '保存' })).toBeTruthy();
    expect(selectContact).toHaveBeenCalledTimes(2);
  });

  it('lays the unsaved draft over the saved form, and a save sends it and drops the draft', async () => {
    stubContactCalls();
    const save = vi.spyOn(api, 'modifyCustomerInfo').mockImplementation(() => ok(null, '保存成功'));
    const { router, user } = await renderApp(['/phone/about']);
    const draft = { ...CONTACT, contactAddress: '东长安街1号', email: 'a@example.com' };
    sessionStorage.setItem('draft.contactForm.13800000001', JSON.stringify(draft));
    await router.navigate('/phone/mineModifyInformation');
    const address = await screen.findByRole('textbox', { name: '详细地址' });
    expect((address as HTMLInputElement).value).toBe('东长安街1号');
    await user.type(address, '（北门）');
    expect(JSON.parse(sessionStorage.getItem('draft.contactForm.13800000001')!).contactAddress).toBe(
      '东长安街1号（北门）',
    );
    // Marked as not saved, never shown as if it were.
    expect(screen.getByRole('note').textContent).toContain(contactText.unsaved);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(save.mock.calls[0]![0]).toMatchObject({ contactAddress: '东长安街1号（北门）', provinceCode: '' });
    expect(sessionStorage.getItem('draft.contactForm.13800000001')).toBeNull();
    expect(screen.queryByText(contactText.unsaved)).toBeNull();
  });

  it('放弃修改 drops a kept draft and shows the saved form', async () => {
    const selectContact = stubContactCalls({ ...CONTACT, email: 'saved@example.com' });
    const { router, user } = await renderApp(['/phone/about']);
    sessionStorage.setItem('draft.contactForm.13800000001', JSON.stringify({ ...CONTACT, email: 'typed@example.com' }));
    await router.navigate('/phone/mineModifyInformation');
    const email = await screen.findByRole('textbox', { name: '电子邮箱' });
    expect((email as HTMLInputElement).value).toBe('typed@example.com');
    await user.click(screen.getByRole('button', { name: contactText.discard }));
    await waitFor(async () =>
      expect(((await screen.findByRole('textbox', { name: '电子邮箱' })) as HTMLInputElement).value).toBe(
        'saved@example.com',
      ),
    );
    expect(screen.queryByText(contactText.unsaved)).toBeNull();
    expect(sessionStorage.getItem('draft.contactForm.13800000001')).toBeNull();
    expect(selectContact).toHaveBeenCalledTimes(2);
  });

  it('keeps another user’s draft to themselves', async () => {
    stubContactCalls();
    const { router } = await renderApp(['/phone/about']);
    sessionStorage.setItem(
      'draft.contactForm.13800000009',
      JSON.stringify({ ...CONTACT, contactAddress: '别人的地址' }),
    );
    await router.navigate('/phone/mineModifyInformation');
    const address = await screen.findByRole('textbox', { name: '详细地址' });
    expect((address as HTMLInputElement).value).toBe('');
  });

  it('asks 请输入职业描述 for occupation 其他 without a description', async () => {
    stubContactCalls();
    const save = vi.spyOn(api, 'modifyCustomerInfo');
    const { user } = await renderApp(['/phone/mineModifyInformation']);
    await user.click(await screen.findByRole('button', { name: '职业' }));
    await user.click(screen.getByRole('button', { name: '其他' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入职业描述')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('gives an unverified user the download prompt instead of saving', async () => {
    logIn(0);
    stubContactCalls();
    const save = vi.spyOn(api, 'modifyCustomerInfo');
    const { user } = await renderApp(['/phone/mineModifyInformation']);
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByRole('dialog', { name: commonText.appOnly })).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves for a customer verified in the app since the login: the server, not the login, decides', async () => {
    logIn(0).mockImplementation(() => ok(info(2)));
    stubContactCalls();
    const save = vi.spyOn(api, 'modifyCustomerInfo').mockImplementation(() => ok(null, '保存成功'));
    const { user } = await renderApp(['/phone/mineModifyInformation']);
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe('personal information page', () => {
  it('shows the nickname and phone; 加载失败 with 重新加载 when it cannot load', async () => {
    logIn(2);
    const call = vi.spyOn(api, 'queryCustomerInfo').mockRejectedValueOnce(new Error('x'));
    call.mockImplementation(() => ok(info(2)));
    const { user } = await renderApp(['/phone/mineInfoMessage']);
    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('明远')).toBeTruthy();
    expect(screen.getByText('138****0001')).toBeTruthy();
    expect(screen.getByLabelText('更换头像')).toHaveProperty('type', 'file');
  });

  it('gives an unverified user the download prompt for the avatar, the nickname and the contact form', async () => {
    logIn(0);
    vi.spyOn(api, 'queryCustomerInfo').mockImplementation(() => ok(info(0)));
    const { user, router } = await renderApp(['/phone/mineInfoMessage']);
    for (const name of ['更换头像', '昵称', '联系信息']) {
      await user.click(await screen.findByRole('button', { name }));
      await user.click(await screen.findByRole('button', { name: '稍后下载' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(router.location.pathname).toBe('/phone/mineInfoMessage');
  });
});

describe('nickname page', () => {
  beforeEach(() => logIn(2));

  it('caps the nickname at 30 characters and sends a double tap once', async () => {
    vi.spyOn(api, 'queryCustomerInfo').mockImplementation(() => ok(info(2)));
    let answer: (v: CallOutcome<null>) => void = () => {};
    const save = vi
      .spyOn(api, 'updateNickName')
      .mockImplementation(() => new Promise<CallOutcome<null>>((resolve) => (answer = resolve)));
    const { user } = await renderApp(['/phone/mineInfoMessage', '/phone/mineModifyNickname']);
    const input = (await screen.findByRole('textbox', { name: '昵称' })) as HTMLInputElement;
    expect(input.maxLength).toBe(30);
    await user.clear(input);
    await user.type(input, '小王2026');
    await user.dblClick(screen.getByRole('button', { name: '保存' }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0]).toEqual({ nickName: '小王2026' });
    answer({ statusCode: Code.ok, data: null, msg: '昵称修改成功' });
    expect(await screen.findByText('昵称修改成功')).toBeTruthy();
  });
});
