import { describe, expect, it } from 'vitest'
import type { LeavePart } from './core/account-parts.ts'
import { declareModule, type ModuleContext } from './module-declaration.ts'
import { inNeedsOrder, makeServices } from './wire-modules.ts'

// The app makes its modules from their declarations (module-list.ts): each after what it needs,
// and not at all when a need is missing or two modules need each other.

const context = {} as ModuleContext

const ledger = { post: () => true }
const profiles = declareModule<{ ledger: typeof ledger }>()({
  name: 'profiles',
  needs: { ledger: true },
  make: ({ ledger }) => ({ join: () => ledger.post() }),
})
const friends = declareModule<{ profiles: { join(): boolean } }>()({
  name: 'friends',
  needs: { profiles: true },
  make: ({ profiles }) => ({ befriend: () => profiles.join() }),
})
const names = (modules: readonly { name: string }[]) => modules.map((module) => module.name)

describe('the modules of the app', () => {
  it('are made after what they need, each handed it by name', async () => {
    expect(names(inNeedsOrder([friends, profiles], ['ledger']))).toEqual(['profiles', 'friends'])
    const services = await makeServices([friends, profiles], { ledger }, context)
    expect(services.friends.befriend()).toBe(true)
  })

  it('are not made when one needs what nothing gives', async () => {
    // @ts-expect-error: the type check knows no ledger is given
    await expect(makeServices([profiles], {}, context)).rejects.toThrow('needs ledger')
    // @ts-expect-error: nor a ledger of another type
    await expect(makeServices([profiles], { ledger: 1 }, context)).resolves.toBeDefined()
    expect(() => inNeedsOrder([friends, profiles], [])).toThrow(
      'the profiles module needs ledger, which no module or part gives',
    )
    const routesOnly = declareModule<Record<never, never>, { moderation: object }>()({
      name: 'auth',
      needs: {},
      routeNeeds: { moderation: true },
    })
    expect(() => inNeedsOrder([routesOnly], [])).toThrow('the auth module needs moderation')
  })

  it('are not made when they need each other, round any loop', () => {
    const auth = declareModule<{ friends: object }>()({ name: 'auth', needs: { friends: true } })
    const needsAuth = declareModule<{ auth: object; ledger: object }>()({
      name: 'profiles',
      needs: { auth: true, ledger: true },
    })
    expect(() => inNeedsOrder([friends, needsAuth, auth], ['ledger'])).toThrow(
      'modules need each other: friends → profiles → auth → friends',
    )
  })

  it('let routes need a module that needs theirs', () => {
    const auth = declareModule<{ profiles: object }, { friends: object }>()({
      name: 'auth',
      needs: { profiles: true },
      routeNeeds: { friends: true },
    })
    expect(names(inNeedsOrder([auth, friends, profiles], ['ledger']))).toEqual([
      'profiles',
      'auth',
      'friends',
    ])
  })

  it('are not made when two share a name, or a module takes a part’s', () => {
    expect(() => inNeedsOrder([profiles, profiles], ['ledger'])).toThrow(
      'two modules or parts are named profiles',
    )
    expect(() => inNeedsOrder([profiles], ['profiles', 'ledger'])).toThrow(
      'two modules or parts are named profiles',
    )
  })

  it('hand what they gather from every declaration to a module made after its givers', async () => {
    const part: LeavePart = async () => []
    const leaving = declareModule<{ ledger: typeof ledger }>()({
      name: 'friends',
      needs: { ledger: true },
      leavePart: ({ ledger: given }) => (given === ledger ? part : async () => ['wrong ledger']),
    })
    const account = declareModule<{ leaveParts: LeavePart[] }>()({
      name: 'account',
      needs: { leaveParts: true },
      make: ({ leaveParts }) => leaveParts,
    })
    expect(names(inNeedsOrder([account, leaving], ['ledger']))).toEqual(['friends', 'account'])
    const services = await makeServices([account, leaving], { ledger }, context)
    expect(services.account).toEqual([part])
  })
})
