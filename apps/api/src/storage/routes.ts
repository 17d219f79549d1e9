import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../errors.ts'
import type { BlobStore } from './blob-store.ts'

/** The route of the image files, under /v0 (the URLs `imageUrl` writes). */
export const IMAGE_FILES_ROUTE = '/images/:key'

/** Image files, by content hash: they never change, so they are cached for a year. */
export async function imageRoutes(app: FastifyInstance, { blobs }: { blobs: BlobStore }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    IMAGE_FILES_ROUTE,
    {
      config: { access: 'public', refusals: { 404: 'no such image' } },
      schema: {
        summary: 'An image file',
        params: z.object({ key: z.string().regex(/^[0-9a-f]{64}\.jpg$/, 'is not an image key') }),
      },
    },
    async (request, reply) => {
      const bytes = await blobs.get(request.params.key)
      if (!bytes) throw notFound('no such image')
      return reply
        .type('image/jpeg')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes)
    },
  )
}
