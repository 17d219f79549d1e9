import Fastify from 'fastify'
import { serveChild } from './child.ts'

// The reference: Fastify with one hello-world route, no plugins, in a process of its own.
await serveChild<object, { url: string }>(async () => {
  const app = Fastify({ logger: false })
  app.get('/', async () => ({ hello: 'world' }))
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  return { ready: { url }, close: () => app.close() }
})
