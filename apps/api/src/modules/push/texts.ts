import type { PushPayloadKind } from '@memap/shared/push'

export type PushLanguage = 'en' | 'ko'

/**
 * What a push says, given who acted last (`name`), how many others did the same within the minute
 * (`others`) and the Whoom it brings (`value`, summed): English and Korean.
 */
type Words = (who: { name: string; others: number; value: number }) => {
  title: string
  body: string
}

const TEXTS: Record<PushLanguage, Record<PushPayloadKind, Words>> = {
  en: {
    friend_request: ({ name, others }) => ({
      title: 'Friend request',
      body: others
        ? `${name} and ${others} ${others === 1 ? 'other' : 'others'} want to be your friends`
        : `${name} wants to be your friend`,
    }),
    friend_accepted: ({ name, others }) => ({
      title: 'Friend request accepted',
      body: others
        ? `${name} and ${others} ${others === 1 ? 'other' : 'others'} accepted your friend requests`
        : `${name} accepted your friend request`,
    }),
    cheer: ({ name, others }) => ({
      title: 'Cheer',
      body: others
        ? `${name} and ${others} ${others === 1 ? 'other' : 'others'} cheered you`
        : `${name} cheered you`,
    }),
    like: ({ name, others }) => ({
      title: 'Like',
      body: others
        ? `${name} and ${others} ${others === 1 ? 'other' : 'others'} liked your photos`
        : `${name} liked your photo`,
    }),
    reward: ({ value }) => ({ title: 'Whoom', body: `You received ${value} Whoom` }),
    test: () => ({ title: 'MeMap', body: 'Notifications reach this device' }),
  },
  ko: {
    friend_request: ({ name, others }) => ({
      title: '친구 요청',
      body: others
        ? `${name}님 외 ${others}명이 친구 요청을 보냈어요`
        : `${name}님이 친구 요청을 보냈어요`,
    }),
    friend_accepted: ({ name, others }) => ({
      title: '친구 요청 수락',
      body: others
        ? `${name}님 외 ${others}명이 친구 요청을 수락했어요`
        : `${name}님이 친구 요청을 수락했어요`,
    }),
    cheer: ({ name, others }) => ({
      title: '응원',
      body: others ? `${name}님 외 ${others}명이 응원했어요` : `${name}님이 응원했어요`,
    }),
    like: ({ name, others }) => ({
      title: '좋아요',
      body: others ? `${name}님 외 ${others}명이 사진을 좋아해요` : `${name}님이 사진을 좋아해요`,
    }),
    reward: ({ value }) => ({ title: 'Whoom', body: `${value} Whoom을 받았어요` }),
    test: () => ({ title: 'MeMap', body: '이 기기에서 알림을 받을 수 있어요' }),
  },
}

export const pushWords = (language: PushLanguage, kind: PushPayloadKind) => TEXTS[language][kind]

/**
 * The language a subscription's pushes are written in: the member's choice (the `memap_language`
 * cookie the web app sets), else the browser's first language, else English.
 */
export function pushLanguage(chosen: string | undefined, acceptLanguage: string | undefined) {
  if (chosen === 'en' || chosen === 'ko') return chosen
  return acceptLanguage?.trim().toLowerCase().startsWith('ko') ? 'ko' : 'en'
}
