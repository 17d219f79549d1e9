import { describe, expect, it } from 'vitest'
import { embeddedPublicConfig } from './public-config.ts'

const page = (text: string | null) =>
  ({
    getElementById: (id: string) =>
      id === 'memap-config' && text !== null ? { textContent: text } : null,
  }) as unknown as Pick<Document, 'getElementById'>

describe('embeddedPublicConfig', () => {
  it('reads the config the server embedded in the page', () => {
    expect(embeddedPublicConfig(page('{"chainId":31337,"version":"Beta v1.0"}'))).toEqual({
      chainId: 31337,
      version: 'Beta v1.0',
    })
  })

  it('answers nothing without the element, or with broken JSON, so the app fetches it', () => {
    expect(embeddedPublicConfig(page(null))).toBeUndefined()
    expect(embeddedPublicConfig(page('{"chainId":'))).toBeUndefined()
  })
})
