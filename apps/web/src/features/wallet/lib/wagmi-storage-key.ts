/**
 * PRODUCT.md §3: wagmi keeps the wallet connection state under the key 'store'. A leaf of its own:
 * the wallet store reads it without loading wallet code, and the wagmi config writes under it.
 */
export const WAGMI_STORAGE_KEY = 'store'
