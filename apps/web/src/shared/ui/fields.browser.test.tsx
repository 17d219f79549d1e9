import { DESCRIPTION_MAX, NAME_MAX, NAME_MIN } from '@memap/shared/rules'
import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderInApp } from '../../test/render-in-app.tsx'
import { DescriptionField } from '../forms/description-field.tsx'
import { NameField } from '../forms/name-field.tsx'
import { SwitchField } from './switch-field.tsx'

// The fields are controlled: each test holds the value as a form does.

function Name({
  onBlur = () => {},
  checking = false,
}: {
  onBlur?: (cleaned: string) => void
  checking?: boolean
}) {
  const [value, setValue] = useState('')
  return <NameField value={value} onChange={setValue} onBlur={onBlur} checking={checking} />
}

function Description({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return <DescriptionField value={value} onChange={setValue} />
}

function Switch() {
  const [checked, setChecked] = useState(true)
  return (
    <SwitchField
      label="Show emotion details"
      hint="When off, only you see why you feel today’s emotion."
      checked={checked}
      onChange={setChecked}
    />
  )
}

describe('NameField', () => {
  const rule = `${NAME_MIN} to ${NAME_MAX} letters, digits, spaces, _ or -`

  test('is labelled Name and described by its rule', async () => {
    await renderInApp(<Name />)
    const input = page.getByRole('textbox', { name: 'Name' })
    await expect.element(input).toHaveAccessibleDescription(rule)
    // The label is tied to the input: a click on it puts the caret there.
    await page.getByText('Name', { exact: true }).click()
    await expect.element(input).toHaveFocus()
  })

  test('keeps what is typed, names a character a name cannot hold, and shows the stored form when left', async () => {
    const onBlur = vi.fn()
    await renderInApp(<Name onBlur={onBlur} />)
    const input = page.getByRole('textbox', { name: 'Name' })
    await userEvent.type(input, 'Zoë')
    // Nothing taken out behind the member's back: the letter stays, and the field says why not.
    await expect.element(input).toHaveValue('Zoë')
    await expect.element(input).toHaveAttribute('aria-invalid', 'true')
    await expect
      .element(input)
      .toHaveAccessibleDescription(
        "ë can't be used: Korean or English letters, digits, space, _ and -",
      )
    await userEvent.clear(input)
    await userEvent.type(input, '  Ann   Lee ')
    await expect.element(input).toHaveAttribute('aria-invalid', 'false')
    await expect.element(input).toHaveAccessibleDescription(rule)
    await userEvent.tab()
    await expect.element(input).toHaveValue('Ann Lee')
    expect(onBlur).toHaveBeenCalledWith('Ann Lee')
  })

  test('says, in a live region, that the name is being checked', async () => {
    const { rerender } = await renderInApp(<Name />)
    const hint = page.getByText(rule)
    await expect.element(hint).toHaveAttribute('aria-live', 'polite')
    await rerender(<Name checking />)
    const input = page.getByRole('textbox', { name: 'Name' })
    await expect.element(input).toHaveAccessibleDescription('Checking the name…')
    await expect
      .element(page.getByText('Checking the name…'))
      .toHaveAttribute('aria-live', 'polite')
  })
})

describe('DescriptionField', () => {
  test('is labelled Description and counts the characters as they change', async () => {
    await renderInApp(<Description />)
    const area = page.getByRole('textbox', { name: 'Description' })
    await expect.element(area).toHaveAccessibleDescription(`0/${DESCRIPTION_MAX}`)
    await userEvent.type(area, 'Hi')
    await expect.element(area).toHaveAccessibleDescription(`2/${DESCRIPTION_MAX}`)
    // Filled, not typed: the tester's typing splits an emoji into its two UTF-16 halves.
    await userEvent.fill(area, 'Hi 한국 👏')
    // A Hangul syllable and an emoji are one character each.
    await expect.element(area).toHaveAccessibleDescription(`7/${DESCRIPTION_MAX}`)
  })

  test(`stops at ${DESCRIPTION_MAX} characters, a pasted text too`, async () => {
    await renderInApp(<Description />)
    const area = page.getByRole('textbox', { name: 'Description' })
    await userEvent.fill(area, 'a'.repeat(DESCRIPTION_MAX + 50))
    await expect.element(area).toHaveValue('a'.repeat(DESCRIPTION_MAX))
    // The cut is said, not done behind the member's back.
    await expect
      .element(area)
      .toHaveAccessibleDescription(
        `${DESCRIPTION_MAX}/${DESCRIPTION_MAX}: the description holds at most ${DESCRIPTION_MAX} characters, and the rest was left out.`,
      )
    await userEvent.type(area, 'b')
    await expect.element(area).toHaveValue('a'.repeat(DESCRIPTION_MAX))
    await userEvent.fill(area, 'Short again')
    await expect.element(area).toHaveAccessibleDescription(`11/${DESCRIPTION_MAX}`)
  })
})

describe('SwitchField', () => {
  test('is a switch named by its label and described by its hint; a click or Space flips it', async () => {
    await renderInApp(<Switch />)
    const toggle = page.getByRole('switch', { name: 'Show emotion details' })
    await expect.element(toggle).toBeChecked()
    await expect
      .element(toggle)
      .toHaveAccessibleDescription('When off, only you see why you feel today’s emotion.')
    await toggle.click()
    await expect.element(toggle).not.toBeChecked()
    await expect.element(toggle).toHaveAttribute('aria-checked', 'false')
    await page.getByText('Show emotion details').click()
    await expect.element(toggle).toBeChecked()
    await userEvent.keyboard(' ')
    await expect.element(toggle).not.toBeChecked()
  })
})
