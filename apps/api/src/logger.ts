import type { FastifyServerOptions } from 'fastify'
import type { Config } from './config.ts'

/** JSON logs, pretty only on a terminal. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const pretty = process.stdout.isTTY
    ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
    : {}
  return { level: config.logLevel, ...pretty }
}
