import { legacyUserText } from '../../src/contract';

/**
 * The legacy-user prompts of spec 1 §4, each with its buttons: one text for one action wherever it shows (the
 * login screen and the forgot-password page both offer 快捷登录).
 */
export const LegacyPrompt = {
  useSmsLogin: { text: legacyUserText.websiteUseSms, button: '快捷登录' },
  changePassword: { text: legacyUserText.websiteChangePassword, button: '修改密码', skip: '暂不修改' },
  registerAgain: { text: legacyUserText.pcRegisterAgain, button: '去注册' },
} as const;
