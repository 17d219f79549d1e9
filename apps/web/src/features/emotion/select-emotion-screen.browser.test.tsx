import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { sessionStore } from '../../shared/lib/session-store.ts'
import { MEMBER, userInfo } from '../../test/fixtures.ts'
import { renderScreenAt } from '../../test/render-in-app.tsx'
import { answer, holdAnswer, refusal, type StubRoute, stubApi } from '../../test/stub-api.ts'
import { SelectEmotionScreen } from './select-emotion-screen.tsx'

// /select_emotion (PRODUCT.md §2, §4, §5): the chips, the reason and its rules, the post and
// what follows it, and today's emotion once posted.

const EMOTIONS = [
  { EmotionId: 1, EmotionName: 'Happy' },
  { EmotionId: 2, EmotionName: 'Calm' },
]

async function renderScreen(routes: Record<string, StubRoute> = {}) {
  const api = stubApi({
    'GET /emotion/list': answer(EMOTIONS),
    'GET /user/info': answer(userInfo()),
    ...routes,
  })
  sessionStore.setState({ address: MEMBER })
  await renderScreenAt('/select_emotion', <SelectEmotionScreen />)
  return api
}

const reasonBox = () => page.getByRole('textbox', { name: 'Why are you feeling Happy?' })
const submit = () => page.getByRole('button', { name: 'Submit' })

async function chooseHappy() {
  await page.getByRole('button', { name: 'Happy' }).click()
  await expect.element(reasonBox()).toHaveFocus()
}

describe('choosing an emotion', () => {
  test('a chip asks for the reason, with its rule and count; Cancel goes back to the chips', async () => {
    await renderScreen()
    await expect
      .element(page.getByRole('heading', { name: "Select today's emotion" }))
      .toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Calm' })).toBeVisible()
    await chooseHappy()
    await expect.element(reasonBox()).toHaveAccessibleDescription('10 to 500 characters 0/500')
    await userEvent.fill(reasonBox(), 'Sunny day')
    await expect.element(page.getByText('9/500')).toBeVisible()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect.element(reasonBox()).not.toBeInTheDocument()
    await page.getByRole('button', { name: 'Happy' }).click()
    // The reason typed before is gone.
    await expect.element(reasonBox()).toHaveValue('')
  })

  test("today's emotion posted already shows it, not the chips", async () => {
    await renderScreen({
      'GET /user/info': answer(
        userInfo({
          EmotionPostingStatus: true,
          UserEmotion: { UserEmotionId: 'e1', EmotionName: 'Calm' },
        }),
      ),
    })
    await expect.element(page.getByRole('heading', { name: "Today's emotion: Calm" })).toBeVisible()
    await expect.element(page.getByText(/You can post the next one after midnight/)).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: 'Back to my MeMap' }))
      .toHaveAttribute('href', '/memap')
    await expect.element(page.getByRole('button', { name: 'Happy' })).not.toBeInTheDocument()
  })
})

describe('the reason', () => {
  test('shorter than 10 characters is not sent: a notice says so', async () => {
    const api = await renderScreen()
    await chooseHappy()
    await userEvent.fill(reasonBox(), 'Too short')
    await submit().click()
    const notice = page.getByRole('dialog', {
      name: 'Your input does not meet the required length',
    })
    await expect.element(notice).toHaveAccessibleDescription('Please write at least 10 characters.')
    expect(api.requestsTo('POST /emotion/user-emotion/create')).toHaveLength(0)
  })

  test('a paste longer than 500 characters is cut, with a notice', async () => {
    await renderScreen()
    await chooseHappy()
    await userEvent.fill(reasonBox(), 'a'.repeat(520))
    await expect
      .element(page.getByRole('dialog', { name: 'Your input does not meet the required length' }))
      .toHaveAccessibleDescription('The reason can be at most 500 characters.')
    await page.getByRole('button', { name: 'Got it' }).click()
    await expect.element(page.getByText('500/500')).toBeVisible()
  })
})

describe('posting', () => {
  test('waits while sent, then the reward dialog leads to the MeMap', async () => {
    const post = holdAnswer()
    const api = await renderScreen({ 'POST /emotion/user-emotion/create': post.route })
    await chooseHappy()
    await userEvent.fill(reasonBox(), 'A sunny day in Seoul')
    await submit().click()
    await expect.element(submit()).toBeDisabled()
    await expect.element(submit()).toHaveAttribute('aria-busy', 'true')
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    post.give(answer({ UserEmotionId: 'e9', Reward: 5 }))
    const reward = page.getByRole('dialog', { name: 'Congratulations!' })
    await expect.element(reward).toHaveTextContent('You earned 5 Whoom.')
    expect(api.requestsTo('POST /emotion/user-emotion/create')[0]?.body).toEqual({
      walletAddr: MEMBER,
      emotionId: 1,
      description: 'A sunny day in Seoul',
    })
    await reward.getByRole('button', { name: 'Got it' }).click()
    await expect.element(page.getByText('The profile')).toBeVisible()
  })

  test('refused, shows why; closing keeps the emotion and the reason, and reads today again', async () => {
    const api = await renderScreen({
      'POST /emotion/user-emotion/create': refusal(
        400,
        'no such emotion to post',
        'unknown_emotion',
      ),
    })
    await chooseHappy()
    await userEvent.fill(reasonBox(), 'A sunny day in Seoul')
    await submit().click()
    const reads = api.requestsTo('GET /user/info').length
    await page.getByRole('button', { name: 'Got it' }).click()
    await expect.poll(() => api.requestsTo('GET /user/info').length).toBeGreaterThan(reads)
    await expect.element(reasonBox()).toHaveValue('A sunny day in Seoul')
    await expect.element(submit()).toBeEnabled()
  })
})
