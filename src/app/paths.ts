/** Paths the shell itself needs; every route lives under /phone (spec 1 §2). */
export const HOME_PATH = '/phone/about';
export const NOT_FOUND_PATH = '/phone/404';
export const DOWNLOAD_PATH = '/phone/download';
export const DEFAULT_TITLE = '财富管理';

export const MENU_TABS = [
  { label: '产品', to: '/phone/productList' },
  { label: '发现', to: '/phone/findManageIndex' },
  { label: '我的', to: '/phone/mineManagerIndex' },
] as const;
