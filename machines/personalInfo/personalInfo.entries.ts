import { personalInfoMachine, type LoadedProfile } from './personalInfo';
import { avatarText } from '../../src/contract';
import * as kit from '../../tests/model/kit';

const { button } = kit;

/** The verified demo customer (README), without an avatar yet. */
const PHONE = '13800000001';
const verified: LoadedProfile = { profilePhoto: '', nickName: '明远', telephone: '138****0001', certified: true };
const unverified: LoadedProfile = { profilePhoto: '', nickName: '', telephone: '138****0002', certified: false };

/** What the user chooses: a real 1×1 PNG, a text file, nothing. */
const FILES = {
  'avatar.png': {
    type: 'image/png',
    base64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  },
  'notes.txt': { type: 'text/plain', base64: btoa('not a picture') },
} as const;
/** The scaled picture as the page would send it (a JPEG in base64). */
const PREPARED =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

const rows = [{ control: button('昵称') }, { control: button('联系信息') }] as const;

export default kit.entry({
  machine: personalInfoMachine,
  input: undefined,
  events: {
    'user.pickPhoto': [
      { type: 'user.pickPhoto', file: { name: 'avatar.png', type: FILES['avatar.png'].type } },
      { type: 'user.pickPhoto', file: { name: 'notes.txt', type: FILES['notes.txt'].type } },
      { type: 'user.pickPhoto', file: null },
    ],
  },
  outcomes: {
    loadProfile: {
      verified: kit.real(verified),
      unverified: kit.real(unverified),
      failed: kit.httpFailure('queryCustomerInfo', '查询个人信息失败'),
    },
    preparePhoto: {
      prepared: kit.real(PREPARED),
      // A file named like a picture that the browser cannot read.
      unreadable: { error: new Error('unreadable picture'), browser: 'real' },
    },
    uploadPhoto: {
      uploaded: kit.real({ photo: PREPARED, msg: avatarText.saved }),
      failed: kit.httpFailure('saveProfilePhotoUpload', '上传头像失败'),
    },
  },
  // Each refusal is shown once; an unverified user only taps (the download prompt).
  filterEvents: (snapshot, event) => {
    const c = snapshot.context;
    if (event.type === 'user.pickPhoto') return c.profile.certified && c.message === null;
    // Only an unverified user's avatar is a button (a verified user's opens the file chooser).
    if (event.type === 'user.tapAvatar') return !c.profile.certified;
    return true;
  },
  invariants: {
    'a refused or failed picture keeps the avatar': (now, before) =>
      now.context.profile.profilePhoto === before.context.profile.profilePhoto ||
      now.context.notice === avatarText.saved ||
      before.matches('loading'),
    'only a verified user gets past the avatar': (now) =>
      now.context.profile.certified || !(now.matches({ ready: 'preparing' }) || now.matches({ ready: 'uploading' })),
  },
  at: { route: '/phone/mineInfoMessage', loginAs: PHONE },
  gestures: {
    'user.pickPhoto': ({ file }) => [
      { upload: '更换头像', file: file && { name: file.name, ...FILES[file.name as keyof typeof FILES] } },
    ],
    'user.tapAvatar': () => [{ click: button('更换头像') }],
    'user.openNickname': () => [{ click: button('昵称') }],
    'user.openContact': () => [{ click: button('联系信息') }],
    'user.retry': () => [{ click: button('重新加载') }],
  },
  sees: {
    // Against the real server the form may have loaded before anyone looks: only the page is sure to show.
    loading: [{ route: '/phone/mineInfoMessage' }],
    failed: [{ text: '加载失败' }, { control: button('重新加载') }],
    ready: rows,
    'ready.idle': (s) => [
      s.context.profile.profilePhoto
        ? { control: { role: 'img', name: '头像' } }
        : { control: { role: 'img', name: '未设置头像' } },
      { text: s.context.profile.nickName || '未设置' },
      s.context.message ? { text: s.context.message } : { noText: avatarText.invalid },
      ...(s.context.notice ? [{ text: s.context.notice }] : []),
    ],
    'ready.preparing': rows,
    'ready.uploading': rows,
    nicknameOpened: [{ route: '/phone/mineModifyNickname' }],
    contactOpened: [{ route: '/phone/mineModifyInformation' }],
  },
});
