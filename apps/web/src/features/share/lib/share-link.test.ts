import { describe, expect, it } from 'vitest'
import { shareLink } from './share-link.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('shareLink', () => {
  it('links to /memap with the member as the user query parameter', () => {
    expect(shareLink('https://memap.example', address)).toBe(
      `https://memap.example/memap?user=${address}`,
    )
  })

  it('keeps the port of a local origin and drops a trailing slash', () => {
    expect(shareLink('http://localhost:8080/', address)).toBe(
      `http://localhost:8080/memap?user=${address}`,
    )
  })
})
