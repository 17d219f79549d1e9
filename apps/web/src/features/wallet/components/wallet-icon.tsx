import type { BuiltinIcon } from '../lib/wallet-options.ts'
import './wallet-icon.css'

/** A wallet's EIP-6963 icon (a data URI) or one of the built-in marks. */
export function WalletIcon({ icon }: { icon: string | BuiltinIcon }) {
  switch (icon) {
    case 'coinbase':
      return (
        <svg className="wallet-icon" viewBox="0 0 32 32" aria-hidden="true">
          <circle cx="16" cy="16" r="16" fill="#0052FF" />
          <circle cx="16" cy="16" r="10" fill="#fff" />
          <rect x="12.5" y="12.5" width="7" height="7" rx="1.2" fill="#0052FF" />
        </svg>
      )
    case 'walletConnect':
      return (
        <svg className="wallet-icon" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="#3B99FC" />
          <path
            fill="#fff"
            d="M9.6 12.6c3.5-3.4 9.3-3.4 12.8 0l.4.4a.4.4 0 0 1 0 .6l-1.5 1.4a.2.2 0 0 1-.3 0l-.6-.6c-2.5-2.4-6.4-2.4-8.9 0l-.6.6a.2.2 0 0 1-.3 0l-1.5-1.4a.4.4 0 0 1 0-.6zm15.8 2.9 1.3 1.3a.4.4 0 0 1 0 .6l-5.9 5.8a.5.5 0 0 1-.6 0l-4.2-4.1a.1.1 0 0 0-.2 0l-4.2 4.1a.5.5 0 0 1-.6 0l-5.9-5.8a.4.4 0 0 1 0-.6l1.3-1.3a.5.5 0 0 1 .6 0l4.2 4.1a.1.1 0 0 0 .2 0l4.2-4.1a.5.5 0 0 1 .6 0l4.2 4.1a.1.1 0 0 0 .2 0l4.2-4.1a.5.5 0 0 1 .6 0z"
          />
        </svg>
      )
    case 'metaMask':
      return (
        <svg className="wallet-icon" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="#FFF1E6" />
          <path fill="#E2761B" d="m6 7 8 6-1.5-3.6zm20 0-8 6 1.5-3.6z" />
          <path
            fill="#F6851B"
            d="m6 7 2.2 9.5L7 21l3.8 4.2L16 23l5.2 2.2L25 21l-1.2-4.5L26 7l-10 7z"
          />
          <path fill="#763D16" d="m12.4 18.4 1.2 2.2-3 .6zm7.2 0-1.2 2.2 3 .6z" />
        </svg>
      )
    case 'browser':
      return (
        <svg className="wallet-icon" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="#EEEBFF" />
          <path
            d="M9 11.5A2.5 2.5 0 0 1 11.5 9H21v3m-12-.5v10A2.5 2.5 0 0 0 11.5 24H23v-12H11.5A2.5 2.5 0 0 1 9 9.5M19.5 18h.01"
            fill="none"
            stroke="#5B3DF5"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )
    default:
      return <img className="wallet-icon" src={icon} alt="" width={32} height={32} />
  }
}
