import { beforeAll, describe, expect, it } from 'vitest'
import { firstEmotion, postEmotion } from './support/interactions.ts'
import { useJourney } from './support/journey.ts'
import { connectTestWallet } from './support/memap.ts'
import { closeDialog, type Member, signedInMember, walletContext } from './support/member.ts'

// Every refusal says why, no edit is lost, one click is one action.
describe('refusals that explain themselves, in a real browser', () => {
  const journey = useJourney()
  let ann: Member

  beforeAll(async () => {
    ann = await signedInMember(journey, 'Ann')
  })

  it('sends one registration for a double click on Create MeMap, and shows one dialog', async () => {
    const { context } = await walletContext(journey)
    const page = await context.newPage()
    const registrations: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/v0/profile/register')) registrations.push(request.method())
    })
    await connectTestWallet(page, journey.server)
    await page.waitForURL('**/memapstart')
    await page.getByRole('button', { name: 'Start' }).click()
    await page.getByLabel('Name').fill(`Double ${Date.now() % 100000}`)
    await page.getByRole('button', { name: 'Create MeMap' }).dblclick()
    await page.getByRole('dialog', { name: 'Successfully Completed!' }).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(1)
    expect(registrations).toEqual(['POST'])

    // A member who opens /memapstart again goes to the MeMap.
    await page.getByRole('button', { name: 'Got it' }).click()
    await page.waitForURL('**/memap')
    await page.goto(`${journey.server.url}/memapstart`)
    await page.waitForURL('**/memap')
    await context.close()
  })

  it('says why a second emotion of the day is refused, keeps the reason, then shows today’s', async () => {
    const { page } = ann
    const emotion = await firstEmotion(journey.server)
    await page.goto(`${journey.server.url}/select_emotion`)
    await page.getByRole('button', { name: emotion.EmotionName, exact: true }).click()
    const reason = page.getByRole('textbox', {
      name: `Why are you feeling ${emotion.EmotionName}?`,
    })
    // The box says what it asks before it is filled: it is not optional.
    expect(await reason.getAttribute('placeholder')).toBeNull()
    await page.getByText('10 to 500 characters').waitFor()
    await reason.fill('Typed in this tab while another one posted.')
    await page.getByText('43/500').waitFor()
    // Meanwhile, the emotion of the day is posted from elsewhere.
    await postEmotion(
      journey.server,
      { name: ann.name, address: ann.wallet.address, cookie: ann.cookie },
      emotion.EmotionId,
    )
    await page.getByRole('button', { name: 'Submit' }).click()
    const refused = page.getByRole('dialog', { name: 'Already posted today' })
    expect(await refused.innerText()).toContain(
      'You can post the next one after midnight Seoul time',
    )
    expect(await reason.inputValue()).toBe('Typed in this tab while another one posted.')
    await closeDialog(page, 'Already posted today')
    await page.getByRole('heading', { name: `Today's emotion: ${emotion.EmotionName}` }).waitFor()

    // Coming back later shows today's emotion, not the chips.
    await page.goto(`${journey.server.url}/select_emotion`)
    await page.getByRole('heading', { name: `Today's emotion: ${emotion.EmotionName}` }).waitFor()
    expect(await page.getByRole('button', { name: emotion.EmotionName, exact: true }).count()).toBe(
      0,
    )
  })

  it('keeps a name as typed and names the character it cannot hold, in both languages', async () => {
    const { page } = ann
    await page.goto(`${journey.server.url}/settings`)
    const name = page.getByRole('textbox', { name: 'Name' })
    await name.fill('Zoë')
    expect(await name.inputValue()).toBe('Zoë')
    await page
      .getByText("ë can't be used: Korean or English letters, digits, space, _ and -")
      .waitFor()
    expect(await name.getAttribute('aria-invalid')).toBe('true')

    const korean = await ann.context.newPage()
    await korean.goto(`${journey.server.url}/settings`)
    await korean.getByLabel('Language').selectOption('ko')
    const koreanName = korean.getByRole('textbox', { name: '이름' })
    await koreanName.fill('Аlice')
    expect(await koreanName.inputValue()).toBe('Аlice')
    await korean.getByText('А는 쓸 수 없어요', { exact: false }).waitFor()
    await korean.getByLabel('언어').selectOption('en')
    await korean.close()
  })

  it('states the SNV maximum, refuses more with it, and keeps the other edits', async () => {
    const { page } = ann
    await page.goto(`${journey.server.url}/settings`)
    await page.getByText('from 3 to 1,000,000').waitFor()
    await page.getByLabel('Description').fill('Kept through a refusal.')
    await page.getByLabel('SNV').fill('2000000')
    await page.getByRole('button', { name: 'Save & Continue' }).click()
    const notice = page.getByRole('dialog', { name: 'SNV too high' })
    expect(await notice.innerText()).toContain('The maximum SNV value is 1,000,000.')
    await closeDialog(page, 'SNV too high')
    expect(await page.getByLabel('Description').inputValue()).toBe('Kept through a refusal.')
    expect(page.url()).toMatch(/\/settings$/)
  })

  it('gives the format message for an image no decoder can read', async () => {
    const { page } = ann
    await page.goto(`${journey.server.url}/settings`)
    await page.locator('input[type=file]').setInputFiles({
      name: 'broken.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not a PNG at all'),
    })
    // PRODUCT.md §2's alert, in the app's own notice dialog.
    await closeDialog(page, 'Only JPEG, PNG, and WEBP formats are supported.')
    expect(await page.getByRole('dialog', { name: 'Oops! An error occurred.' }).count()).toBe(0)
  })
})
