import { USERNAME_FREE } from '@memap/shared/profile'
import { NAME_TAKEN_MESSAGE } from '@memap/shared/rules'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { sessionStore } from '../../shared/lib/session-store.ts'
import { MEMBER } from '../../test/fixtures.ts'
import { renderScreenAt } from '../../test/render-in-app.tsx'
import { answer, holdAnswer, refusal, type StubRoute, stubApi } from '../../test/stub-api.ts'
import { SignupScreen } from './signup-screen.tsx'

// /memapstart: the intro, then the form, `useCreateMeMap` (busy, refused, done) and the welcome.

async function renderSignup({ signedIn = true, route = '/memapstart' } = {}) {
  if (signedIn) sessionStore.setState({ address: MEMBER })
  await renderScreenAt('/memapstart', <SignupScreen />, { route })
}

/** A wallet without a MeMap that joining would pay `reward`, and the calls of `more`. */
function stubNewWallet(reward = 30, more: Record<string, StubRoute> = {}) {
  return stubApi({
    'POST /user/check': answer({ NftStatus: false }),
    'GET /profile/join-reward': answer({ Reward: reward }),
    ...more,
  })
}

const start = () => page.getByRole('button', { name: 'Start' })
const create = () => page.getByRole('button', { name: 'Create MeMap' })
const nameInput = () => page.getByRole('textbox', { name: 'Name' })

async function openForm() {
  await start().click()
  await expect.element(page.getByRole('heading', { name: 'Create MeMap' })).toBeVisible()
  await expect.element(nameInput()).toBeVisible()
}

describe('the intro', () => {
  test('promises the joining reward to a new wallet; Start opens the form', async () => {
    stubNewWallet(30)
    await renderSignup()
    await expect.element(page.getByText('Receive 30 Whoom when your MeMap is minted')).toBeVisible()
    await openForm()
    await expect.element(start()).not.toBeInTheDocument()
  })

  test('tells a wallet that joined before that no Whoom comes this time', async () => {
    stubNewWallet(0)
    await renderSignup()
    await expect
      .element(
        page.getByText(
          'You joined before: the joining reward is paid once per wallet, so no Whoom this time',
        ),
      )
      .toBeVisible()
  })

  test('sends a wallet that has a MeMap to it, and nobody signed in to the landing', async () => {
    stubApi({
      'POST /user/check': answer({ NftStatus: true }),
      'GET /profile/join-reward': answer({ Reward: 0 }),
    })
    await renderSignup()
    await expect.element(page.getByText('The profile')).toBeVisible()
  })

  test('nobody signed in goes to the landing', async () => {
    stubApi({})
    await renderSignup({ signedIn: false })
    await expect.element(page.getByText('The landing')).toBeVisible()
  })
})

describe('creating the MeMap (useCreateMeMap)', () => {
  test('Create MeMap waits while the call runs, then welcomes the member with the reward', async () => {
    const registered = holdAnswer()
    const api = stubNewWallet(30, {
      'GET /profile/checkUsername': answer(USERNAME_FREE),
      'POST /profile/register': registered.route,
    })
    await renderSignup()
    await openForm()
    await userEvent.fill(nameInput(), 'Ann')
    await create().click()
    const creating = page.getByRole('button', { name: 'Creating your MeMap…' })
    await expect.element(creating).toBeDisabled()
    await expect.element(creating).toHaveAttribute('aria-busy', 'true')
    registered.give(answer({ Reward: 30 }))
    const welcome = page.getByRole('dialog', { name: 'Successfully Completed!' })
    await expect
      .element(welcome)
      .toHaveAccessibleDescription(
        'Your MeMap is being minted on-chain, and 30 Whoom tokens have been received.',
      )
    const form = api.requestsTo('POST /profile/register')[0]?.body as FormData
    expect(form.get('user_name')).toBe('Ann')
    expect(form.get('wallet_addr')).toBe(MEMBER)
    await welcome.getByRole('button').first().click()
    await expect.element(page.getByText('The profile')).toBeVisible()
    expect(sessionStore.getState().name).toBe('Ann')
  })

  test('a wallet joining again is welcomed back, with no Whoom', async () => {
    stubNewWallet(0, {
      'GET /profile/checkUsername': answer(USERNAME_FREE),
      'POST /profile/register': answer({ Reward: 0 }),
    })
    await renderSignup()
    await openForm()
    await userEvent.fill(nameInput(), 'Ann')
    await create().click()
    await expect.element(page.getByRole('dialog', { name: 'Welcome back!' })).toBeVisible()
  })

  test('a name taken meanwhile gets the duplicate notice, and is checked again next time', async () => {
    const api = stubNewWallet(30, {
      'GET /profile/checkUsername': answer(USERNAME_FREE),
      'POST /profile/register': refusal(409, NAME_TAKEN_MESSAGE, 'name_taken'),
    })
    await renderSignup()
    await openForm()
    await userEvent.fill(nameInput(), 'Ann')
    await create().click()
    const notice = page.getByRole('dialog', { name: 'Duplicate check' })
    await expect.element(notice).toHaveAccessibleDescription('Already exists name.')
    await userEvent.keyboard('{Escape}')
    await expect.element(notice).not.toBeInTheDocument()
    await expect.element(nameInput()).toHaveValue('Ann')
    const checks = api.requestsTo('GET /profile/checkUsername').length
    await create().click()
    await expect.element(notice).toBeVisible()
    expect(api.requestsTo('GET /profile/checkUsername')).toHaveLength(checks + 1)
    expect(api.requestsTo('POST /profile/register')).toHaveLength(2)
  })

  test('an empty name is told on submit, and nothing is sent', async () => {
    const api = stubNewWallet(30)
    await renderSignup()
    await openForm()
    await create().click()
    await expect
      .element(page.getByRole('dialog', { name: 'Your input does not meet the required length' }))
      .toBeVisible()
    expect(api.requestsTo('POST /profile/register')).toHaveLength(0)
  })
})
