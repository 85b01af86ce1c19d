import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/helpers';

const QQ_UA =
  'Mozilla/5.0 (Linux; Android 13; V2055A) AppleWebKit/537.36 Mobile Safari/537.36 QQ/9.0.0.1234 V1_AND_SQ_9.0.0';

describe('download page', () => {
  afterEach(() => {
    Reflect.deleteProperty(window.navigator, 'userAgent');
  });

  it('tells WeChat and QQ users to open the phone browser', async () => {
    Object.defineProperty(window.navigator, 'userAgent', { configurable: true, get: () => QQ_UA });
    await renderApp(['/phone/download']);
    expect((await screen.findByRole('note')).textContent).toBe('请点击右上角「···」，选择“在浏览器中打开”后下载APP');
  });

  it('shows no tip in an ordinary browser', async () => {
    await renderApp(['/phone/download']);
    await screen.findByRole('button', { name: '下载APP' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
