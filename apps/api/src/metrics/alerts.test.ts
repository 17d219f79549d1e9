import fs from 'node:fs'
import path from 'node:path'
import { parser } from '@prometheus-io/lezer-promql'
import { describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { parse } from 'yaml'
import { z } from 'zod'
import { useTestApp } from '../test/app.ts'
import { scrape } from '../test/metrics.ts'

// promtool is not at hand: the rules file is parsed here, its expressions by Prometheus' own
// PromQL grammar (@prometheus-io/lezer-promql), and checked against what the server exports.

const DOCS = path.join(import.meta.dirname, '..', '..', '..', '..', 'docs')
const TOKEN = 'metrics-token-for-the-alerts'

const ruleSchema = z.strictObject({
  alert: z.string().regex(/^Memap[A-Z]\w+$/),
  expr: z.string().min(1),
  for: z.string().regex(/^(\d+(ms|[smhdwy]))+$/),
  labels: z.looseObject({ severity: z.enum(['critical', 'warning']) }),
  annotations: z.looseObject({ summary: z.string().min(1), description: z.string().optional() }),
})
const rulesFileSchema = z.strictObject({
  groups: z.array(z.strictObject({ name: z.string().min(1), rules: z.array(ruleSchema).min(1) })),
})

/** Every rule of the file; throws, naming the field, where one is not a Prometheus rule. */
const readRules = () =>
  rulesFileSchema
    .parse(parse(fs.readFileSync(path.join(DOCS, 'alerts.yml'), 'utf8')))
    .groups.flatMap((group) => group.rules)

interface Selector {
  metric: string
  matchers: Array<{ label: string; op: string; value: string }>
}

/** The series an expression selects, or the places where it is not PromQL. */
function readExpression(expr: string): { selectors: Selector[]; errorsAt: number[] } {
  const selectors: Selector[] = []
  const errorsAt: number[] = []
  const text = (node: { from: number; to: number } | null) =>
    node ? expr.slice(node.from, node.to) : ''
  parser.parse(expr).iterate({
    enter: (ref) => {
      if (ref.type.isError) errorsAt.push(ref.from)
      if (ref.name !== 'VectorSelector') return
      const matchers = (
        ref.node.getChild('LabelMatchers')?.getChildren('UnquotedLabelMatcher') ?? []
      ).map((matcher) => ({
        label: text(matcher.getChild('LabelName')),
        op: text(matcher.getChild('MatchOp')),
        value: JSON.parse(text(matcher.getChild('StringLiteral'))) as string,
      }))
      selectors.push({ metric: text(ref.node.getChild('Identifier')), matchers })
    },
  })
  return { selectors, errorsAt }
}

/** Made by Prometheus for each target, not by the server. */
const PROMETHEUS_SERIES = new Set(['up'])
const TARGET_LABELS = ['job', 'instance']

describe('the alert rules (docs/alerts.yml)', () => {
  // Push on, so that its figures are exported too.
  const vapid = webpush.generateVAPIDKeys()
  const t = useTestApp({
    METRICS_TOKEN: TOKEN,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@memap.example',
  })

  it('has every field of a Prometheus alerting rule, unique names and PromQL that parses', () => {
    const rules = readRules()
    expect(rules.length).toBeGreaterThan(0)
    const names = rules.map((rule) => rule.alert)
    expect(new Set(names).size).toBe(names.length)
    for (const rule of rules) {
      const { selectors, errorsAt } = readExpression(rule.expr)
      expect(errorsAt, `${rule.alert}: not PromQL at ${errorsAt}`).toEqual([])
      expect(selectors.length, rule.alert).toBeGreaterThan(0)
      expect(
        selectors.every((selector) => selector.metric),
        rule.alert,
      ).toBe(true)
    }
  })

  it('selects only metrics and labels the server exports, and routes it serves', async () => {
    // Requests, so that the request and query histograms have samples.
    await t.app.inject({ url: '/v0/config' })
    const exported = new Map<string, Set<string>>()
    for (const sample of await scrape(t.app, TOKEN)) {
      const labels = exported.get(sample.name) ?? new Set(TARGET_LABELS)
      for (const label of Object.keys(sample.labels)) labels.add(label)
      exported.set(sample.name, labels)
    }
    for (const name of PROMETHEUS_SERIES) exported.set(name, new Set(TARGET_LABELS))

    for (const rule of readRules()) {
      for (const { metric, matchers } of readExpression(rule.expr).selectors) {
        const labels = exported.get(metric)
        expect(labels, `${rule.alert}: ${metric} is not exported`).toBeDefined()
        for (const { label, op, value } of matchers) {
          expect(labels?.has(label), `${rule.alert}: ${metric} has no label ${label}`).toBe(true)
          if (label === 'route' && op === '=') {
            expect(t.app.hasRoute({ method: 'GET', url: value }), `${rule.alert}: ${value}`).toBe(
              true,
            )
          }
        }
      }
    }
  })

  it('is named by docs/OPERATIONS.md, "What to watch": each item its alerts, every alert once', () => {
    const operations = fs.readFileSync(path.join(DOCS, 'OPERATIONS.md'), 'utf8')
    const section = /\n## What to watch\n([\s\S]*?)(?=\n## |$)/.exec(operations)?.[1] ?? ''
    const items = section.split(/\n(?=- )/).filter((item) => item.startsWith('- '))
    expect(items.length).toBeGreaterThan(0)
    const named = items.map((item) => [...item.matchAll(/`(Memap[A-Z]\w+)`/g)].map((m) => m[1]))
    for (const [index, alerts] of named.entries()) {
      expect(alerts.length, `an item names no alert: ${items[index]}`).toBeGreaterThan(0)
    }
    expect(named.flat().sort()).toEqual(
      readRules()
        .map((rule) => rule.alert)
        .sort(),
    )
    expect(section).toContain('docs/alerts.yml')
  })
})
