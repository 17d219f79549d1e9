import type { FastifyInstance } from 'fastify'

export interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

/** The samples of Prometheus' text format (the `# HELP` and `# TYPE` lines left out). */
export function parseSamples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
      if (!match) throw new Error(`not a sample: ${line}`)
      const [, name = '', labelText = '', value = ''] = match
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, text]) => [
          key,
          JSON.parse(`"${text}"`) as string,
        ]),
      )
      return { name, labels, value: Number(value) }
    })
}

/** Scrapes the app's `/metrics` with `token`; throws unless it answers 200. */
export async function scrape(app: FastifyInstance, token: string): Promise<Sample[]> {
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })
  if (res.statusCode !== 200) throw new Error(`/metrics answered ${res.statusCode}: ${res.body}`)
  return parseSamples(res.body)
}

/** The samples named `name` whose labels include `labels`. */
export const samplesOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )
