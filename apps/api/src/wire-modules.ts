import type { FastifyInstance } from 'fastify'
import type {
  AnyModule,
  Gathered,
  Given,
  ModuleContext,
  ShownImages,
  Unmet,
} from './module-declaration.ts'
import type { PageParts } from './plugins/web.ts'

const namesOf = (needs: object | undefined) => Object.keys(needs ?? {})

/** What `needs` names, from what is made. */
const picked = (made: ReadonlyMap<string, unknown>, needs: object) =>
  Object.fromEntries(namesOf(needs).map((name) => [name, made.get(name)]))

/** What the loop gathers, each from the declarations that give to it, in the list's order. */
const GATHERERS: {
  [Name in keyof Gathered]: (
    module: AnyModule,
    needs: object,
    context: ModuleContext,
  ) => Gathered[Name]
} = {
  exportParts: (module, _needs, { db }) => (module.exportPart ? [module.exportPart(db)] : []),
  leaveParts: (module, needs) => (module.leavePart ? [module.leavePart(needs)] : []),
}

/** The field of a declaration that gives to what the loop gathers. */
const GIVEN_BY = { exportParts: 'exportPart', leaveParts: 'leavePart' } as const

const isGathered = (name: string): name is keyof Gathered => Object.hasOwn(GATHERERS, name)

/**
 * The modules in an order that makes each after the modules it needs, and after every module
 * that gives to what it gathers (the list's order otherwise). Throws, so that the app does not
 * start, on two modules of one name, a need that nothing gives, and modules that need each other.
 */
export function inNeedsOrder<M extends AnyModule>(
  modules: readonly M[],
  parts: readonly string[],
): M[] {
  const byName = new Map<string, M>()
  for (const module of modules) {
    if (byName.has(module.name) || parts.includes(module.name) || isGathered(module.name)) {
      throw new Error(`two modules or parts are named ${module.name}`)
    }
    byName.set(module.name, module)
  }
  for (const module of modules) {
    for (const need of [...namesOf(module.needs), ...namesOf(module.routeNeeds)]) {
      if (!byName.has(need) && !parts.includes(need) && !isGathered(need)) {
        throw new Error(`the ${module.name} module needs ${need}, which no module or part gives`)
      }
    }
  }
  const madeBefore = (need: string) =>
    isGathered(need)
      ? modules.filter((module) => module[GIVEN_BY[need]] !== undefined)
      : [byName.get(need)].filter((module) => module !== undefined)
  const ordered: M[] = []
  const making: string[] = []
  const visit = (module: M) => {
    if (ordered.includes(module)) return
    if (making.includes(module.name)) {
      const circle = [...making.slice(making.indexOf(module.name)), module.name]
      throw new Error(`modules need each other: ${circle.join(' → ')}`)
    }
    making.push(module.name)
    for (const need of namesOf(module.needs)) for (const before of madeBefore(need)) visit(before)
    making.pop()
    ordered.push(module)
  }
  for (const module of modules) visit(module)
  return ordered
}

/** Fails the type check of a call whose modules need what the list and the parts do not give. */
type NeedsChecked<Modules extends readonly AnyModule[], Parts> = [Unmet<Modules, Parts>] extends [
  never,
]
  ? []
  : [unmetNeedsOf: Unmet<Modules, Parts>]

/**
 * Makes every module's service, each handed what it needs by name (`parts`: what app.ts makes
 * for every module; what the loop gathers from the declarations, in the list's order), in the
 * order of their needs. Answers every service by its module's name.
 */
export async function makeServices<
  const Modules extends readonly AnyModule[],
  Parts extends object,
>(
  modules: Modules,
  parts: Parts,
  context: ModuleContext,
  ..._check: NeedsChecked<Modules, Parts>
): Promise<Given<Modules, Parts>> {
  const made = new Map<string, unknown>(Object.entries(parts))
  const gather = (name: keyof Gathered) =>
    modules.flatMap((module): unknown[] =>
      GATHERERS[name](module, picked(made, module.needs), context),
    )
  for (const module of inNeedsOrder(modules, [...made.keys()])) {
    for (const need of namesOf(module.needs)) if (isGathered(need)) made.set(need, gather(need))
    made.set(module.name, await module.make?.(picked(made, module.needs), context))
  }
  return Object.fromEntries(made) as Given<Modules, Parts>
}

/** What the pages take of the modules: each part from the module that gives it. */
export function pageParts(
  modules: readonly AnyModule[],
  services: object,
  context: ModuleContext,
): PageParts {
  const made = new Map<string, unknown>(Object.entries(services))
  const { extrasFor, publicConfigFor } = Object.assign(
    {},
    ...modules.map((module) => module.page?.(made.get(module.name), context)),
  ) as Partial<PageParts>
  if (!extrasFor || !publicConfigFor) throw new Error('no module gives the pages what they take')
  return { extrasFor, publicConfigFor }
}

/** The image files each module's rows name, in the list's order. */
export function shownImages(modules: readonly AnyModule[], services: object): ShownImages[] {
  const made = new Map<string, unknown>(Object.entries(services))
  return modules.flatMap((module) => module.images?.(made.get(module.name)) ?? [])
}

/** Registers every module's routes, in the list's order, each handed what its routes need. */
export async function registerRoutes(
  api: FastifyInstance,
  modules: readonly AnyModule[],
  services: object,
  context: ModuleContext,
) {
  const made = new Map<string, unknown>(Object.entries(services))
  for (const module of modules) {
    const needs = picked(made, { ...module.needs, ...module.routeNeeds })
    await module.routes?.(api, made.get(module.name), needs, context)
  }
}
