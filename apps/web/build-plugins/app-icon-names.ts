/**
 * The icons a phone puts on its home screen, by file name (see build-plugins/installable.ts), and
 * the one a notification shows without a sender's picture (src/service-worker/push.ts).
 */
export const APP_ICONS = {
  any192: 'icons/icon-192.png',
  any512: 'icons/icon-512.png',
  maskable512: 'icons/icon-maskable-512.png',
  appleTouch: 'icons/apple-touch-icon.png',
} as const
