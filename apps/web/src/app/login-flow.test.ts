import type { UserInfo } from '@memap/shared/profile'
import { describe, expect, it, vi } from 'vitest'
import { type LoginSteps, logIn, NamelessProfileError } from './login-flow.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function steps({ member = true, name = 'Ann' } = {}) {
  const order: string[] = []
  const track =
    <T>(step: string, value: T) =>
    async () => {
      order.push(step)
      return value
    }
  const fake = {
    ensureChain: vi.fn(track('chain', undefined)),
    signIn: vi.fn(track('sign-in', true)),
    hasMeMap: vi.fn(track('check', member)),
    loadOwnProfile: vi.fn(track('profile', { Name: name } as UserInfo)),
  } satisfies LoginSteps
  return { fake, order }
}

describe('logIn', () => {
  it('switches the chain, signs in, checks the NFT, then loads the own profile', async () => {
    const { fake, order } = steps()
    expect(await logIn(ADDRESS, fake)).toEqual({ to: 'memap', name: 'Ann' })
    expect(order).toEqual(['chain', 'sign-in', 'check', 'profile'])
    expect(fake.loadOwnProfile).toHaveBeenCalledWith(ADDRESS)
  })

  it('sends a wallet without a MeMap to the sign-up', async () => {
    const { fake, order } = steps({ member: false })
    expect(await logIn(ADDRESS, fake)).toEqual({ to: 'memapStart' })
    expect(order).toEqual(['chain', 'sign-in', 'check'])
  })

  it('fails for a MeMap without a name', async () => {
    const { fake } = steps({ name: '' })
    await expect(logIn(ADDRESS, fake)).rejects.toBeInstanceOf(NamelessProfileError)
  })

  it('stops at the first step that fails', async () => {
    const { fake } = steps()
    fake.ensureChain.mockRejectedValueOnce(new Error('rejected'))
    await expect(logIn(ADDRESS, fake)).rejects.toThrow('rejected')
    expect(fake.signIn).not.toHaveBeenCalled()
  })
})
