import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../errors.ts'
import type { BlobStore } from './blob-store.ts'

/** The route of the image files, under /v0 (the URLs `imageUrl` writes). */
export const IMAGE_FILES_ROUTE = '/images/:key'

/**
 * Image files, by content hash: they never change, so they are cached for a year. Only those a
 * present member's profile or album shows (`shownBy` asks each module that names images): a
 * suspended member's pictures are kept, and shown to nobody (PRODUCT.md §11).
 */
export async function imageRoutes(
  app: FastifyInstance,
  { blobs, shownBy }: { blobs: BlobStore; shownBy: Array<(key: string) => Promise<boolean>> },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    IMAGE_FILES_ROUTE,
    {
      config: { access: 'public', refusals: ['no_such_image'] },
      schema: {
        summary: 'An image file',
        params: z.object({ key: z.string().regex(/^[0-9a-f]{64}\.jpg$/, 'is not an image key') }),
      },
    },
    async (request, reply) => {
      const { key } = request.params
      const shown = await Promise.all(shownBy.map((shows) => shows(key)))
      const bytes = shown.includes(true) ? await blobs.get(key) : undefined
      if (!bytes) throw notFound('no_such_image', 'no such image')
      return reply
        .type('image/jpeg')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes)
    },
  )
}
