import { prefetchProfile } from '../../features/profile/api/prefetch-profile.ts'
import { paths } from '../../shared/lib/paths.ts'
import { renderedFor } from '../../shared/lib/rendered-page.ts'
import { sessionStore } from '../../shared/lib/session-store.ts'
import { queryClient } from '../providers.tsx'
import { type LazyScreen, lazyScreen } from './lazy-screen.tsx'

/** A MeMap and what is on it: creating one, the profile, its QR code, settings, emotion, album. */
export const memapScreens: [string, LazyScreen][] = [
  [
    paths.memapStart,
    lazyScreen(
      () => import('../../features/signup/signup-screen.tsx'),
      (m) => m.SignupScreen,
    ),
  ],
  [
    paths.memap,
    lazyScreen(
      () => import('../../features/profile/profile-screen.tsx'),
      (m) => m.ProfileScreen,
      // For the viewer the page was rendered for, if the server rendered it: it hydrates with it.
      (url) =>
        prefetchProfile(queryClient, url, renderedFor()?.viewer ?? sessionStore.getState().address),
    ),
  ],
  [
    paths.miCode,
    lazyScreen(
      () => import('../../features/share/share-screen.tsx'),
      (m) => m.ShareScreen,
    ),
  ],
  [
    paths.settings,
    lazyScreen(
      () => import('../../features/settings/settings-screen.tsx'),
      (m) => m.SettingsScreen,
    ),
  ],
  [
    paths.selectEmotion,
    lazyScreen(
      () => import('../../features/emotion/select-emotion-screen.tsx'),
      (m) => m.SelectEmotionScreen,
    ),
  ],
  [
    paths.album,
    lazyScreen(
      () => import('../../features/album/album-screen.tsx'),
      (m) => m.AlbumScreen,
    ),
  ],
]
