/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Optional API key sent as `X-API-Key` on every `/v0` call; compiled into the bundle. */
  readonly VITE_API_KEY?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
