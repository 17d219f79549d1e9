import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { publicConfig } from '../../e2e/support/memap.ts'
import { type RunningServer, startServer } from '../../e2e/support/server.ts'
import { registerMeMap } from '../../e2e/support/sign-up.ts'

/** The real server on the built web app, with one member whose profile a visitor can open. */
export type Site = {
  server: RunningServer
  landingUrl: string
  profileUrl: string
  /** The member's name: the profile's heading. */
  memberName: string
}

export async function startSite(): Promise<Site> {
  const server = await startServer()
  try {
    const account = privateKeyToAccount(generatePrivateKey())
    const memberName = `Bench ${account.address.slice(2, 8)}`
    await registerMeMap(server, await publicConfig(server), account, {
      name: memberName,
      description: 'A public profile, as a visitor sees it.',
    })
    return {
      server,
      landingUrl: `${server.url}/`,
      profileUrl: `${server.url}/memap?user=${account.address}`,
      memberName,
    }
  } catch (error) {
    await server.stop()
    throw error
  }
}
