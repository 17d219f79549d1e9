import type { Address } from '@memap/shared/address'
import { accountExport } from '@memap/shared/endpoints/account'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../shared/lib/api-client.ts'

// `GET /v0/account/export` (owner only): everything the server holds about the wallet.

/** The export's file name, the one the server gives it too. */
export const exportFileName = (walletAddr: Address) => `memap-${walletAddr}.json`

/** Reads the export and hands it to the browser as a file to save. */
export function useDownloadMyData(walletAddr: Address) {
  return useMutation({
    mutationFn: async () => {
      const data = await api.call(accountExport, { query: { walletAddr } })
      const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
      const url = URL.createObjectURL(file)
      const link = document.createElement('a')
      link.href = url
      link.download = exportFileName(walletAddr)
      link.click()
      // After the click has started the download.
      setTimeout(() => URL.revokeObjectURL(url), 0)
    },
  })
}
