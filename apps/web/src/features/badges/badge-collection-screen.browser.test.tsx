import { PERMIT_DOMAIN_FIELDS, PERMIT_TYPES } from '@memap/contracts/permit'
import type { Address } from '@memap/shared/address'
import { defineChain } from 'viem'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { createConfig, http, mock, WagmiProvider } from 'wagmi'
import type { OwnedBadge } from '../../shared/api/owned-badges.ts'
import { sessionStore } from '../../shared/lib/session-store.ts'
import { MEMBER, OTHER, PUBLIC_CONFIG } from '../../test/fixtures.ts'
import { renderInApp } from '../../test/render-in-app.tsx'
import { answer, type StubRoute, stubApi } from '../../test/stub-api.ts'
import type { BadgeGroup } from './api/badges.ts'
import { BadgeCollectionScreen } from './badge-collection-screen.tsx'

// /badgecollection (PRODUCT.md §2, §4, §13): the catalogue with what is owned and pending, the
// question before a purchase, Whoom on chain that fall short, a wallet that cannot sign typed
// data, and a signed purchase that confirms or fails while the screen watches.

const CATALOGUE: BadgeGroup[] = [
  {
    group: 'Travel',
    badges: [
      { id: 1, name: 'Explorer', price: 10 },
      { id: 2, name: 'Globetrotter', price: 30 },
    ],
  },
  { group: 'Food', badges: [{ id: 3, name: 'Foodie', price: 5 }] },
]
const FOODIE: OwnedBadge = { badgeId: 3, badgeName: 'Foodie', status: true }
const EXPLORER: OwnedBadge = { badgeId: 1, badgeName: 'Explorer', status: false }
const WEI = 10n ** 18n
/** The devnet's chain (PUBLIC_CONFIG's); the mock wallet never calls its RPC here. */
const DEVNET = defineChain({
  id: 31337,
  name: 'MeMap Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [PUBLIC_CONFIG.rpcUrl] } },
})

type Lists = { owned: OwnedBadge[]; pending: { badgeId: number; badgeName: string }[] }

/**
 * The screen for `wallet`, 20 Whoom on chain and 42 points, in a wagmi config whose one wallet (a
 * mock) is connected; `lists` answers the owned and pending badges as they are when asked.
 */
async function renderBadges(
  lists: Lists,
  { wallet = MEMBER, cannotSign = false, more = {} as Record<string, StubRoute> } = {},
) {
  const api = stubApi({
    'GET /config': answer(PUBLIC_CONFIG),
    'GET /badge/list': answer(CATALOGUE),
    'GET /badge/user/list/have': () => answer(lists.owned),
    'GET /badge/user/list/pending': () => answer(lists.pending),
    [`GET /erc20/${PUBLIC_CONFIG.contracts.main}/balanceOf`]: answer({
      balance: String(20n * WEI),
    }),
    'GET /point/check-user': answer({ Value: 42 }),
    ...more,
  })
  // The wallet answers 4200 (method unsupported) to eth_signTypedData_v4 when it cannot sign.
  const signTypedDataError = cannotSign
    ? Object.assign(new Error('eth_signTypedData_v4 is not supported'), { code: 4200 })
    : undefined
  const wagmi = createConfig({
    chains: [DEVNET],
    transports: { [DEVNET.id]: http() },
    // Connected from the start; the provider reconnects it at each of its renders.
    connectors: [
      mock({
        accounts: [wallet],
        features: { defaultConnected: true, reconnect: true, signTypedDataError },
      }),
    ],
  })
  sessionStore.setState({ address: wallet })
  const screen = await renderInApp(
    <WagmiProvider config={wagmi}>
      <BadgeCollectionScreen />
    </WagmiProvider>,
    { route: '/badgecollection' },
  )
  await expect.element(page.getByRole('heading', { name: 'Badge Group' })).toBeVisible()
  return { api, queryClient: screen.queryClient }
}

const pill = (name: string) => page.getByRole('button', { name, exact: true })
const confirmDialog = () =>
  page.getByRole('dialog', { name: 'Do You Want to Proceed with the Purchase?' })
const status = () => page.getByRole('status').filter({ hasText: /./ })

describe('the catalogue', () => {
  test('shows each group with its badges and prices; an owned badge cannot be picked', async () => {
    await renderBadges({ owned: [FOODIE], pending: [] })
    await expect.element(page.getByRole('list', { name: 'Travel' })).toBeVisible()
    await expect.element(pill('Explorer, 10 Whoom')).toBeEnabled()
    await expect.element(pill('Globetrotter, 30 Whoom')).toBeEnabled()
    await expect.element(pill('Foodie, 5 Whoom, owned')).toBeDisabled()
    await expect.element(page.getByTestId('points-balance')).toHaveTextContent('42 W')
    await expect.element(page.getByTestId('on-chain-balance')).toHaveTextContent('20 W')
  })

  test('picking a badge asks first, with its price and the permit the wallet will sign', async () => {
    await renderBadges({ owned: [FOODIE], pending: [] })
    await pill('Explorer, 10 Whoom').click()
    await expect.element(pill('Explorer, 10 Whoom')).toHaveAttribute('aria-pressed', 'true')
    await expect.element(confirmDialog()).toHaveTextContent('Explorer')
    await expect
      .element(confirmDialog())
      .toHaveTextContent(/take 10 Whoom from your wallet, once, for this badge\. No gas fee/)
    await confirmDialog().getByRole('button', { name: 'Cancel' }).click()
    await expect.element(confirmDialog()).not.toBeInTheDocument()
    await expect.element(pill('Explorer, 10 Whoom')).toHaveAttribute('aria-pressed', 'false')
  })

  test('Whoom on chain short of the price are told, and no permit is asked', async () => {
    const { api } = await renderBadges({ owned: [FOODIE], pending: [] })
    await pill('Globetrotter, 30 Whoom').click()
    await confirmDialog().getByRole('button', { name: 'Confirm Purchase' }).click()
    await expect.element(page.getByRole('dialog', { name: 'Insufficient Balance' })).toBeVisible()
    await expect.element(confirmDialog()).not.toBeInTheDocument()
    expect(api.requestsTo('GET /badge/permit')).toEqual([])
  })
})

describe('a signed purchase pending', () => {
  const pendingExplorer: Lists = {
    owned: [FOODIE],
    pending: [{ badgeId: 1, badgeName: 'Explorer' }],
  }

  test('is told on its way, its badge waiting; confirmed, it is told bought', async () => {
    const lists = structuredClone(pendingExplorer)
    const { queryClient } = await renderBadges(lists)
    await expect
      .element(status())
      .toHaveTextContent(
        'Explorer is on its way: it is yours once the blockchain confirms it. No gas fee for you.',
      )
    await expect.element(pill('Explorer, 10 Whoom, pending')).toBeDisabled()
    // The live event: the purchase confirmed, both lists read again.
    lists.pending = []
    lists.owned = [FOODIE, EXPLORER]
    await queryClient.invalidateQueries()
    await expect.element(status()).toHaveTextContent('Explorer is yours now.')
    await expect
      .element(page.getByRole('link', { name: 'Wear it on your MeMap' }))
      .toHaveAttribute('href', '/myassets')
    await expect.element(pill('Explorer, 10 Whoom, owned')).toBeDisabled()
  })

  test('that failed on chain is told in a dialog, nothing taken', async () => {
    const lists = structuredClone(pendingExplorer)
    const { queryClient } = await renderBadges(lists)
    await expect.element(pill('Explorer, 10 Whoom, pending')).toBeDisabled()
    lists.pending = []
    await queryClient.invalidateQueries()
    await expect
      .element(page.getByRole('dialog', { name: 'The purchase did not go through' }))
      .toHaveAccessibleDescription(
        'Your purchase of Explorer did not go through, and no Whoom were taken. You can try again.',
      )
    await expect.element(pill('Explorer, 10 Whoom')).toBeEnabled()
  })
})

describe('a wallet that cannot sign typed data', () => {
  // Another wallet than MEMBER: the tab remembers a wallet that must pay from itself.
  const wallet: Address = OTHER

  test('is asked again, to pay with a transaction, and no signed purchase is sent', async () => {
    const { api } = await renderBadges(
      { owned: [], pending: [] },
      {
        wallet,
        cannotSign: true,
        more: { 'GET /badge/permit': answer(permitFor(wallet)) },
      },
    )
    await pill('Explorer, 10 Whoom').click()
    await confirmDialog().getByRole('button', { name: 'Confirm Purchase' }).click()
    await expect
      .element(confirmDialog())
      .toHaveTextContent(
        'Your wallet cannot sign the purchase, so it pays with a transaction from your wallet.',
      )
    // The permit's note is gone: the wallet pays by itself.
    await expect.element(confirmDialog()).not.toHaveTextContent(/sign a permit/)
    expect(api.requestsTo('GET /badge/permit')).toHaveLength(1)
    expect(api.requestsTo('POST /badge/purchase-signed')).toEqual([])
  })
})

/** `GET /v0/badge/permit`'s typed data for 10 Whoom from `owner` to the badge shop. */
function permitFor(owner: Address) {
  return {
    domain: {
      name: 'Whoom',
      version: '1',
      chainId: DEVNET.id,
      verifyingContract: PUBLIC_CONFIG.contracts.main,
    },
    types: {
      EIP712Domain: [...PERMIT_DOMAIN_FIELDS],
      Permit: [...PERMIT_TYPES.Permit],
    },
    primaryType: 'Permit',
    message: {
      owner,
      spender: PUBLIC_CONFIG.contracts.badge,
      value: String(10n * WEI),
      nonce: '0',
      deadline: '1999999999',
    },
  }
}
