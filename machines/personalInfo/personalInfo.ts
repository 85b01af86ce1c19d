import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import { avatarText, pictureDataUrl } from '../../src/contract';
import { navigate, output, providedLater } from '../shared/flow';

/** The picture the user chose, as the file input gives it; null when the chooser came back with nothing. */
export type ChosenPhoto = { name: string; type: string } | null;

/** What the page loads (queryCustomerInfo). */
export interface LoadedProfile {
  /** Base64 without the data-URL prefix, or '' for none. */
  profilePhoto: string;
  nickName: string;
  /** Masked for display (138****0001). */
  telephone: string;
  /** Real-name verified (isCertified 2): only then may the user change anything here (spec 1 §6). */
  certified: boolean;
}

export interface PersonalInfoContext {
  profile: LoadedProfile;
  /** Why a picture was not taken (spec 1 §5 "Avatar"). */
  message: string | null;
  /** The server's answer to the upload (result.msg). */
  notice: string | null;
  /** The prepared picture on its way to the server (base64 without its prefix); null once it has answered. */
  photo: string | null;
}

export type PersonalInfoEvent =
  | { type: 'user.pickPhoto'; file: ChosenPhoto }
  /** An unverified user taps the avatar (no file chooser opens for them). */
  | { type: 'user.tapAvatar' }
  | { type: 'user.openNickname' }
  | { type: 'user.openContact' }
  | { type: 'user.retry' };

/** Spec 1 §5 "Avatar": only .jpg, .png or .jpeg. */
export const AVATAR_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
export const AVATAR_ACCEPT = [...AVATAR_EXTENSIONS, 'image/jpeg', 'image/png'].join(',');

export const isAvatarFile = (file: ChosenPhoto): boolean =>
  file !== null && AVATAR_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext));

/** The file of a pick: what the pick's guards check and the preparation reads. */
const chosenFile = (event: PersonalInfoEvent): ChosenPhoto => {
  assertEvent(event, 'user.pickPhoto');
  return event.file;
};

/**
 * Personal information, mineInfoMessage (spec 1 §2 "Personal information", §4 "Avatar", §5 "Avatar", §6, §7
 * queryCustomerInfo, saveProfilePhotoUpload).
 *
 * - loading: the avatar, nickname and phone load (queryCustomerInfo).
 * - failed: they could not load (the call layer has said why); 重新加载 tries again.
 * - ready: the page. An unverified user who taps the avatar, the nickname or the contact information gets the
 *   download prompt instead (请在APP中操作).
 *   - idle: a chosen picture that is not a .jpg, .jpeg or .png says 文件类型错误, no picture says 请选择图片;
 *     a picture is prepared and saved at once.
 *   - preparing: the picture is read and scaled down in the browser (a camera photo is megabytes; an avatar
 *     needs a few hundred pixels). An unreadable picture says 文件类型错误.
 *   - uploading: saveProfilePhotoUpload is under way with the picture as base64 without its prefix; once it
 *     answers, the new avatar and the server's message show. A failure keeps the old avatar.
 * - nicknameOpened, contactOpened: the nickname page or the contact form opens.
 */
export const personalInfoMachine = setup({
  types: {
    context: {} as PersonalInfoContext,
    events: {} as PersonalInfoEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadProfile: providedLater<LoadedProfile>('loadProfile'),
    preparePhoto: providedLater<string, { file: ChosenPhoto }>('preparePhoto'),
    uploadPhoto: providedLater<{ photo: string; msg: string }, { headPortrait: string }>('uploadPhoto'),
  },
  guards: {
    isUncertified: ({ context }) => !context.profile.certified,
    hasNoFile: ({ event }) => chosenFile(event) === null,
    isAvatarFile: ({ event }) => isAvatarFile(chosenFile(event)),
  },
  actions: {
    navigate,
    askForCertification: () => {},
    assignProfile: assign((_, profile: LoadedProfile) => ({ profile })),
    holdPhoto: assign((_, photo: string) => ({ photo })),
    assignPhoto: assign(({ context }, { photo, msg }: { photo: string; msg: string }) => ({
      profile: { ...context.profile, profilePhoto: photo },
      notice: msg,
      photo: null,
    })),
    dropPhoto: assign({ photo: null }),
    showNoFile: assign({ message: avatarText.required, notice: null }),
    showWrongType: assign({ message: avatarText.invalid, notice: null }),
    clearMessage: assign({ message: null, notice: null }),
  },
}).createMachine({
  id: 'personalInfo',
  context: {
    profile: { profilePhoto: '', nickName: '', telephone: '', certified: false },
    message: null,
    notice: null,
    photo: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'ready', actions: { type: 'assignProfile', params: output } },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'user.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      on: {
        'user.openNickname': [{ guard: 'isUncertified', actions: 'askForCertification' }, { target: 'nicknameOpened' }],
        'user.openContact': [{ guard: 'isUncertified', actions: 'askForCertification' }, { target: 'contactOpened' }],
      },
      states: {
        idle: {
          on: {
            'user.tapAvatar': { actions: 'askForCertification' },
            'user.pickPhoto': [
              { guard: 'hasNoFile', actions: 'showNoFile' },
              { guard: 'isAvatarFile', target: 'preparing', actions: 'clearMessage' },
              { actions: 'showWrongType' },
            ],
          },
        },
        preparing: {
          tags: ['busy'],
          invoke: {
            id: 'preparePhoto',
            src: 'preparePhoto',
            input: ({ event }) => ({ file: chosenFile(event) }),
            onDone: { target: 'uploading', actions: { type: 'holdPhoto', params: output } },
            // Named .jpg but not a picture the browser can read.
            onError: { target: 'idle', actions: 'showWrongType' },
          },
        },
        uploading: {
          tags: ['busy'],
          invoke: {
            id: 'uploadPhoto',
            src: 'uploadPhoto',
            input: ({ context }) => ({ headPortrait: context.photo ?? '' }),
            onDone: { target: 'idle', actions: { type: 'assignPhoto', params: output } },
            onError: { target: 'idle', actions: 'dropPhoto' },
          },
        },
      },
    },
    nicknameOpened: {
      type: 'final',
      entry: { type: 'navigate', params: { to: 'mineModifyNickname' } },
    },
    contactOpened: {
      type: 'final',
      entry: { type: 'navigate', params: { to: 'mineModifyInformation' } },
    },
  },
});

export type PersonalInfoSnapshot = SnapshotFrom<typeof personalInfoMachine>;

/** The picture's data URL: JPEG or PNG by its first bytes (the server keeps base64 without a prefix). */
/** What the personal-information page shows. */
export function selectPersonalInfoView(snapshot: Pick<PersonalInfoSnapshot, 'context' | 'matches' | 'hasTag'>) {
  const { context } = snapshot;
  return {
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    photo: pictureDataUrl(context.profile.profilePhoto),
    nickName: context.profile.nickName,
    telephone: context.profile.telephone,
    /** Unverified users may look; tapping opens the download prompt. */
    certified: context.profile.certified,
    uploading: snapshot.matches({ ready: 'preparing' }) || snapshot.matches({ ready: 'uploading' }),
    message: context.message,
    notice: context.notice,
  };
}
