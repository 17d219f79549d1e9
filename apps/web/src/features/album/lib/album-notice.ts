import type { AlbumPhoto } from '../api/albums.ts'

/** The dialog an action of the album leaves open: its outcome, or the question before a delete. */
export type AlbumNotice =
  | { kind: 'reward'; amount: number }
  | { kind: 'image-type' }
  | { kind: 'confirm-delete'; photo: AlbumPhoto }
  | { kind: 'deleted' }
  | { kind: 'insufficient'; points: number }
  | { kind: 'daily-limit' }
  | { kind: 'error'; error: unknown }
