/** A multipart form as the web app sends it; `file` is attached as a file part. */
export function form(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name?: string; type?: string },
) {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  if (file) {
    body.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }),
      file.name ?? 'photo.jpg',
    )
  }
  return body
}
