import { describe, expect, it } from 'vitest'
import { setupSeededApi } from './setupSeededApi.js'

const seeded = setupSeededApi()
const identity = async (index: number) =>
  (await (await seeded.get(`/v1/identity/${seeded.account(index)}`)).json()) as {
    name: string | null
    avatar: string | null
  }

describe('the dev accounts identities', () => {
  it('name dev accounts 0 and 1, with avatars served by the stand-in', async () => {
    expect(await identity(0)).toEqual({
      name: 'sandbox-dev.eth',
      avatar: `${seeded.url()}/assets/avatar-0.svg`,
    })
    expect(await identity(1)).toEqual({
      name: 'sandbox-friend.eth',
      avatar: `${seeded.url()}/assets/avatar-1.svg`,
    })
    const pictures = new Set<string>()
    for (const index of [0, 1]) {
      const avatar = (await identity(index)).avatar ?? ''
      const response = await fetch(avatar)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      pictures.add(await response.text())
    }
    expect(pictures.size).toBe(2)
  })

  it('leave the other dev accounts without one, and serve no avatar past the named ones', async () => {
    expect(await identity(2)).toEqual({ name: null, avatar: null })
    expect((await fetch(`${seeded.url()}/assets/avatar-2.svg`)).status).toBe(404)
  })
})
