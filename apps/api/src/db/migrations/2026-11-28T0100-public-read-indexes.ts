import type { Kysely } from 'kysely'

// Reads that find a member's things by a value other than the wallet: NFT metadata by token id,
// and an image file by its key, served only while a present member's profile or album shows it
// (storage/routes.ts; forgetting a file asks the same). Each was a scan of its table.

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as written, not as typed
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('users_token_id').on('users').column('token_id').execute()
  await db.schema.createIndex('users_profile_image').on('users').column('profile_image').execute()
  await db.schema.createIndex('album_photos_image').on('album_photos').column('image').execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('album_photos_image').execute()
  await db.schema.dropIndex('users_profile_image').execute()
  await db.schema.dropIndex('users_token_id').execute()
}
