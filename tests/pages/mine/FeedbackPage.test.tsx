/**
 * The complaint and suggestion page with its real implementation and the real call layer against a stubbed server
 * (spec 1 §3, §5 "Complaint", §7 addOpinion). The generated tests walk the chart; these check what it sends, the
 * 100-character cap with its counter, the double tap, what survives a failure and where an expired session goes.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPINION_LABEL } from '../../../machines/feedback/feedback';
import { opinionText } from '../../../src/contract';
import { toast } from '../../../src/platform/notices';
import { renderApp } from '../../app/helpers';
import { logIn } from './fixtures';
import { expired, ok, stubServer, type Handler } from './serverStub';

const SENT = '提交成功，感谢您的反馈';
const feedbackServer = (addOpinion: Handler = () => ok(null, SENT)) => stubServer({ addOpinion });

/** The page as a signed-in customer reaches it from 我的 (which sends a visitor to login). */
async function open() {
  logIn('verified');
  const app = await renderApp(['/phone/mineManagerIndex', '/phone/mineManagerFeedback']);
  const text = await screen.findByRole('textbox', { name: OPINION_LABEL });
  // The form can be used once the tab's draft (none here) has been looked for.
  await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false));
  return { ...app, text: text as HTMLTextAreaElement };
}
const submit = () => screen.getByRole('button', { name: '提交' });

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
  localStorage.clear();
});

describe('complaints and suggestions', () => {
  it('asks for the choice, then for the text, before sending anything', async () => {
    const server = feedbackServer();
    const { user, text } = await open();
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe(opinionText.type);
    await user.click(screen.getByRole('radio', { name: '建议' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(text, '   ');
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe(opinionText.required);
    expect(server.callsOf('addOpinion')).toEqual([]);
  });

  it('counts live and takes at most 100 characters', async () => {
    feedbackServer();
    const { user, text } = await open();
    expect(screen.getByText('0/100')).toBeTruthy();
    await user.type(text, '服务很好');
    expect(screen.getByText('4/100')).toBeTruthy();
    fireEvent.change(text, { target: { value: '好'.repeat(120) } });
    expect(text.value).toBe('好'.repeat(100));
    expect(screen.getByText('100/100')).toBeTruthy();
  });

  it('sends type, trimmed opinion and source 1 once for a double tap, shows the answer and opens the messages', async () => {
    const server = feedbackServer();
    const { user, text, router } = await open();
    await user.click(screen.getByRole('radio', { name: '投诉' }));
    await user.type(text, ' 回复太慢 ');
    const button = submit();
    // Two taps before React has drawn the sending state: the flow ignores the second.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(server.callsOf('addOpinion')).toEqual([{ opinion: '回复太慢', type: '0', source: '1' }]);
    await waitFor(() => expect(router.location.pathname).toBe('/phone/mineManagerNoticeToast'));
    // The form was replaced: back does not return to it.
    await router.navigate(-1);
    await waitFor(() => expect(router.location.pathname).toBe('/phone/mineManagerIndex'));
  });

  it('keeps what was typed when the send fails, and can send again', async () => {
    let fail = true;
    const server = feedbackServer(() => (fail ? 'httpError' : ok(null, SENT)));
    const { user, text } = await open();
    await user.click(screen.getByRole('radio', { name: '建议' }));
    await user.type(text, '希望增加夜间客服');
    await user.click(submit());
    expect(await screen.findByText('提交投诉建议失败')).toBeTruthy();
    expect(text.value).toBe('希望增加夜间客服');
    expect((screen.getByRole('radio', { name: '建议' }) as HTMLInputElement).checked).toBe(true);
    fail = false;
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false));
    await user.click(submit());
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(server.callsOf('addOpinion')).toHaveLength(2);
  });

  it('an expired session opens login, which returns here', async () => {
    feedbackServer(() => expired());
    const { user, text, router } = await open();
    await user.click(screen.getByRole('radio', { name: '投诉' }));
    await user.type(text, '内容');
    await user.click(submit());
    await waitFor(() => expect(router.location.pathname).toBe('/phone/login'));
    expect(router.location.search).toBe(`?redirect=${encodeURIComponent('/phone/mineManagerFeedback')}`);
  });
});
