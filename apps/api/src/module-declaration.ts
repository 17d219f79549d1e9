import type { Refusals } from '@memap/shared/endpoint'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { ExportReader, LeavePart, WalletTables } from './core/account-parts.ts'
import type { Db } from './db/database.ts'
import type { AppDeps } from './deps.ts'
import type { LimitedRoutes } from './plugins/rate-limit.ts'
import type { PageParts } from './plugins/web.ts'

// What a module is, declared once in its `modules/<name>/index.ts`: what it needs and what it
// gives. `app.ts` wires the modules of `module-list.ts` in a loop (`wire-modules.ts`). Its own
// file, below the app, as `deps.ts` is: a module names it without importing the app.

/** What every module is made with besides its needs: the app's deps, its log and its closing. */
export interface ModuleContext extends AppDeps {
  log: FastifyBaseLogger
  /** Runs `close` when the app closes (a worker stopped, a connection ended). */
  onClose(close: () => Promise<void> | void): void
}

/** The names of the keys of `T`: what a module needs, named at run time as in its type. */
export type NeedNames<T> = { readonly [Name in keyof T]-?: true }

type NoNeeds = Record<never, never>

/**
 * A module: its name (which its service is given by), the names of what it is made with (other
 * modules' services and the shared parts app.ts makes: the ledger, the notifier, the images), and
 * how it makes its service and registers its routes. `routeNeeds` are what its routes take beyond
 * its needs, made before any route is registered, so that two modules' routes may use each other.
 */
interface ModuleShape<Name extends string, Needs, RouteNeeds, Service> {
  name: Name
  needs: NeedNames<Needs>
  routeNeeds?: NeedNames<RouteNeeds>
  make?(needs: Needs, context: ModuleContext): Service | Promise<Service>
  routes?(
    api: FastifyInstance,
    service: Service,
    needs: Needs & RouteNeeds,
    context: ModuleContext,
  ): Promise<void>
  /**
   * The codes its routes' handlers refuse with, by endpoint, beyond what the plugins decide
   * (refusals.ts): listed in the OpenAPI document and held by every test
   * (plugins/refusal-check.ts). Kept on the server, not in the contract the web app downloads.
   */
  refusals?: ReadonlyArray<readonly [RouteOf, Refusals]>
  /** Its routes that a rate limit counts other than as their method says. */
  limits?: LimitedRoutes
  /** The tables it owns and what a member's export and leaving do with their rows. */
  walletTables?: WalletTables
  /** Its part of a member's export, read from its own tables. */
  exportPart?(db: Db): ExportReader
  /** What it removes of a member who leaves, in the leaving transaction. */
  leavePart?(needs: Needs): LeavePart
  /** The image files its rows name, from its service. */
  images?(service: Service): ShownImages
  /** What the pages the server sends take of it (plugins/web.ts). */
  page?(service: Service, context: ModuleContext): Partial<PageParts>
}

/**
 * Whether a module's rows name an image file: at all (its file is kept), or to others than its
 * owner (it is served: not a suspended member's).
 */
export interface ShownImages {
  named: (key: string) => Promise<boolean>
  shownToOthers: (key: string) => Promise<boolean>
}

/** A route as the contract names it (an endpoint, or a raw endpoint). */
export interface RouteOf {
  method: string
  path: string
}

/** A module as it declares itself: `routeNeeds` named when its routes need anything more. */
export type ModuleDeclaration<Name extends string, Needs, RouteNeeds, Service> = ModuleShape<
  Name,
  Needs,
  RouteNeeds,
  Service
> &
  (keyof RouteNeeds extends never ? unknown : { routeNeeds: NeedNames<RouteNeeds> })

/**
 * Declares a module that needs `Needs` (and its routes `RouteNeeds`), each by the type of the
 * service or part it takes: `declareModule<{ profiles: ProfilesService }>()({ name, … })`. Its
 * service's type is what `make` answers.
 */
export const declareModule =
  <Needs extends object = NoNeeds, RouteNeeds extends object = NoNeeds>() =>
  <const Name extends string, Service = undefined>(
    declaration: ModuleDeclaration<Name, Needs, RouteNeeds, Service>,
  ) =>
    declaration

/** Any module of the list, whatever it needs and gives. */
// biome-ignore lint/suspicious/noExplicitAny: a list holds modules of every need and service.
export type AnyModule = ModuleShape<string, any, any, any>

/** The service a module makes. */
export type ServiceOf<M> =
  M extends ModuleShape<string, unknown, unknown, infer Service> ? Service : never

/** What a module and its routes take, by name. */
type NeedsOf<M> =
  M extends ModuleShape<string, infer Needs, infer RouteNeeds, unknown> ? Needs & RouteNeeds : never

/**
 * What the loop gathers from every module's declaration, by the name a module needs it by: such a
 * module is made after every module that gives to it.
 */
export interface Gathered {
  exportParts: ExportReader[]
  leaveParts: LeavePart[]
}

/** What a list of modules and the shared parts give, by name: each module's service. */
export type Given<Modules extends readonly AnyModule[], Parts> = Parts &
  Gathered & {
    [M in Modules[number] as M['name']]: ServiceOf<M>
  }

/** The modules of the list whose needs the list and the parts do not give, or not as they take. */
export type Unmet<Modules extends readonly AnyModule[], Parts> = {
  [M in Modules[number] as M['name']]: Given<Modules, Parts> extends NeedsOf<M> ? never : M['name']
}[Modules[number]['name']]
