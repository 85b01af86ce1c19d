import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
const ctx = await chromium.launchPersistentContext(mkdtempSync('/tmp/pw-'), {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
  viewport: { width: 375, height: 740 },
  locale: 'zh-CN',
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
});
const page = ctx.pages()[0];
const base = 'http://127.0.0.1:8123';
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [name, path, action] = spec.split('|');
  await page.goto(base + path);
  await page.waitForTimeout(800);
  if (action === 'register') {
    await page.getByRole('tab', { name: '注册' }).click();
    await page.waitForTimeout(500);
  }
  if (action === 'sms') {
    await page.getByRole('textbox', { name: '手机号', exact: true }).fill('13800000001');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.waitForTimeout(800);
  }
  await page.screenshot({ path: `/tmp/shot-${name}.png` });
}
await ctx.close();
