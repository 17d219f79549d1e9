/** A photo's date as the app shows dates (spec: Korean format, Seoul time), e.g. 2026. 11. 22. */
export function formatPhotoDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return date.toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul' })
}
