import { USERNAME_FREE, USERNAME_TAKEN } from '@memap/shared/profile'
import { NAME_TAKEN_MESSAGE } from '@memap/shared/rules'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { MEMBER, PUBLIC_CONFIG, userInfo } from '../../../test/fixtures.ts'
import { renderScreenAt } from '../../../test/render-in-app.tsx'
import { answer, holdAnswer, refusal, stubApi } from '../../../test/stub-api.ts'
import { SettingsForm } from './settings-form.tsx'

// /settings' form: its fields, the notices that tell what is wrong, and `useUpdateProfile`
// (shared/api/profile-form.ts) busy and refused.

async function renderForm(profile = userInfo()) {
  await renderScreenAt('/settings', <SettingsForm profile={profile} address={MEMBER} />)
  await expect.element(page.getByRole('heading', { name: 'Set Your MeMap!' })).toBeVisible()
}

const save = () => page.getByRole('button', { name: 'Save & Continue' })
const nameInput = () => page.getByRole('textbox', { name: 'Name' })

describe('SettingsForm fields', () => {
  test('start with the saved profile, each field labelled', async () => {
    stubApi({ 'GET /config': answer(PUBLIC_CONFIG) })
    await renderForm()
    await expect.element(nameInput()).toHaveValue('Ann')
    await expect
      .element(page.getByRole('textbox', { name: 'Description' }))
      .toHaveValue('Hello from Seoul')
    await expect.element(page.getByRole('switch', { name: 'Show emotion details' })).toBeChecked()
    await expect.element(page.getByRole('textbox', { name: 'SNV' })).toHaveValue('10')
  })

  test('an SNV below 3 is told in a notice when the field is left, and the focus goes to it', async () => {
    stubApi({ 'GET /config': answer(PUBLIC_CONFIG) })
    await renderForm()
    const snv = page.getByRole('textbox', { name: 'SNV' })
    await userEvent.fill(snv, '1x')
    // Digits only.
    await expect.element(snv).toHaveValue('1')
    await userEvent.tab()
    const notice = page.getByRole('dialog', {
      name: 'The minimum SNV value is 3! You cannot set it lower than this. Please set it to 3 or higher.',
    })
    await expect.element(notice).toBeVisible()
    await expect.element(notice.getByRole('button', { name: 'Got it' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect.element(notice).not.toBeInTheDocument()
  })

  test('a changed name is checked when left: the hint says so, a taken name gets a notice', async () => {
    const check = holdAnswer()
    const api = stubApi({
      'GET /config': answer(PUBLIC_CONFIG),
      'GET /profile/checkUsername': check.route,
    })
    await renderForm()
    await userEvent.fill(nameInput(), 'Bob')
    await userEvent.tab()
    await expect.element(nameInput()).toHaveAccessibleDescription('Checking the name…')
    check.give(answer(USERNAME_TAKEN))
    const notice = page.getByRole('dialog', { name: 'Duplicate check' })
    await expect.element(notice).toHaveAccessibleDescription('Already exists name.')
    expect(api.requestsTo('GET /profile/checkUsername')[0]?.query.get('user_name')).toBe('Bob')
  })
})

describe("the MeMap's NFT", () => {
  /** The value beside a fact's label. */
  const fact = (label: string) =>
    [...document.querySelectorAll('dt')].find((term) => term.textContent === label)
      ?.nextElementSibling

  test('shows its name and token id once minted', async () => {
    stubApi({ 'GET /config': answer(PUBLIC_CONFIG) })
    await renderForm(userInfo({ NftName: 'MeMap #7', TokenId: '7' }))
    expect(fact('NFT name')?.textContent).toBe('MeMap #7')
    expect(fact('Token ID')?.textContent).toBe('7')
  })

  test('says it is being minted while the queue has not minted it yet, with no error', async () => {
    stubApi({ 'GET /config': answer(PUBLIC_CONFIG) })
    await renderForm(userInfo({ NftName: '', TokenId: '' }))
    expect(fact('NFT name')?.textContent).toBe('Minting your MeMap…')
    expect(fact('Token ID')?.textContent).toBe('Given once minted')
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument()
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('saving (useUpdateProfile)', () => {
  test('the button waits while the call is under way, then the profile opens', async () => {
    const update = holdAnswer()
    const api = stubApi({
      'GET /config': answer(PUBLIC_CONFIG),
      'POST /profile/update': update.route,
    })
    await renderForm()
    await userEvent.fill(page.getByRole('textbox', { name: 'Description' }), 'New words')
    await save().click()
    const saving = page.getByRole('button', { name: 'Saving…' })
    await expect.element(saving).toBeDisabled()
    await expect.element(saving).toHaveAttribute('aria-busy', 'true')
    update.give(answer(true))
    await expect.element(page.getByText('The profile')).toBeVisible()
    const form = api.requestsTo('POST /profile/update')[0]?.body as FormData
    expect(Object.fromEntries(form.entries())).toEqual({
      wallet_addr: MEMBER,
      user_name: 'Ann',
      user_description: 'New words',
      custom_url: '',
      open_profile: 'Y',
      svn: '10',
    })
  })

  test("a refusal shows the server's reason; closing it keeps the member's edits", async () => {
    const update = holdAnswer()
    stubApi({ 'GET /config': answer(PUBLIC_CONFIG), 'POST /profile/update': update.route })
    await renderForm()
    await userEvent.fill(page.getByRole('textbox', { name: 'Description' }), 'New words')
    await save().click()
    await expect.element(page.getByRole('button', { name: 'Saving…' })).toBeDisabled()
    update.give(
      refusal(429, 'too many requests; try again in 42 s', 'rate_limited', {
        values: { seconds: 42 },
      }),
    )
    const failure = page.getByRole('dialog', { name: 'Too many requests' })
    await expect
      .element(failure)
      .toHaveAccessibleDescription('Please wait 42 seconds and try again.')
    await failure.getByRole('button', { name: 'Got it' }).click()
    await expect.element(failure).not.toBeInTheDocument()
    await expect.element(save()).toBeEnabled()
    await expect
      .element(page.getByRole('textbox', { name: 'Description' }))
      .toHaveValue('New words')
  })

  test('a name taken meanwhile, refused by the server, gets the duplicate notice', async () => {
    stubApi({
      'GET /config': answer(PUBLIC_CONFIG),
      'GET /profile/checkUsername': answer(USERNAME_FREE),
      'POST /profile/update': refusal(409, NAME_TAKEN_MESSAGE, 'name_taken'),
    })
    await renderForm()
    await userEvent.fill(nameInput(), 'Bob')
    await save().click()
    await expect.element(page.getByRole('dialog', { name: 'Duplicate check' })).toBeVisible()
    await expect.element(nameInput()).toHaveValue('Bob')
  })
})
