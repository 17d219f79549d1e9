import { type ReactNode, useState } from 'react'
import { copyText } from '../lib/copy-text.ts'
import { NoticeDialog } from './notice-dialog.tsx'

export type CopyText = {
  /** Copies `text`, then confirms with `message` (spec: 'The link has been copied'). */
  copy: (text: string, message: string) => Promise<void>
  /** The confirmation, to render where the hook is used: a notice dialog while it is open. */
  notice: ReactNode
}

/** Copy to the clipboard with PRODUCT.md §2's confirmation, in the app's own notice dialog. */
export function useCopyText(): CopyText {
  const [message, setMessage] = useState<string | null>(null)
  const copy = async (text: string, confirmation: string) => {
    if (await copyText(text)) setMessage(confirmation)
  }
  const notice =
    message === null ? null : <NoticeDialog notice={{ message }} onClose={() => setMessage(null)} />
  return { copy, notice }
}
