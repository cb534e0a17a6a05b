import { describe, expect, it } from 'vitest'
import { createDeviceCheck, deviceLinkLifetimeMs, maxWaiters } from './createDeviceCheck.js'
import type { SandboxMail } from './createLoginStore.js'

const tokenOf = (mail: SandboxMail) => new URL(mail.link ?? '').searchParams.get('token') ?? ''

describe('the sandbox secure site device check', () => {
  it('mails a link that approves the device for that email once, and wakes its waiter', async () => {
    const mail: SandboxMail[] = []
    const devices = createDeviceCheck((each) => mail.push(each))
    const message = devices.ask('a@b.co', 'device-1', 'http://localhost:4100', 0)
    expect(message).toMatchObject({ to: 'a@b.co', code: '', subject: 'Approve this device' })
    expect(message.link).toMatch(/^http:\/\/localhost:4100\/device\/approve\?token=[\w-]{32}$/)
    expect(mail).toEqual([message])
    const waiting = devices.waitFor('a@b.co', 'device-1', 10_000)
    expect(devices.approve(tokenOf(message), 1_000)).toBe(true)
    await expect(waiting).resolves.toBe(true)
    expect(devices.isKnown('a@b.co', 'device-1')).toBe(true)
    // Only that pair: another email on the device, or the email on another device, is not known.
    expect(devices.isKnown('c@d.co', 'device-1')).toBe(false)
    expect(devices.isKnown('a@b.co', 'device-2')).toBe(false)
    expect(devices.approve(tokenOf(message), 1_000)).toBe(false)
  })

  it('refuses an expired link, an unknown one, and one replaced by a newer link', () => {
    const devices = createDeviceCheck(() => undefined)
    const old = devices.ask('a@b.co', 'device-1', 'http://localhost:4100', 0)
    const fresh = devices.ask('a@b.co', 'device-1', 'http://localhost:4100', 0)
    expect(devices.approve(tokenOf(old), 0)).toBe(false)
    expect(devices.approve('no-such-token', 0)).toBe(false)
    expect(devices.approve(tokenOf(fresh), deviceLinkLifetimeMs)).toBe(false)
    expect(devices.isKnown('a@b.co', 'device-1')).toBe(false)
  })

  it('answers false to a wait that no approval ends within its time', async () => {
    const devices = createDeviceCheck(() => undefined)
    await expect(devices.waitFor('a@b.co', 'device-1', 20)).resolves.toBe(false)
  })

  it('owes one code per approval, however many waits it ends', async () => {
    const devices = createDeviceCheck(() => undefined)
    const message = devices.ask('a@b.co', 'device-1', 'http://localhost:4100', 0)
    const waits = [
      devices.waitFor('a@b.co', 'device-1', 10_000),
      devices.waitFor('a@b.co', 'device-1', 10_000),
    ]
    expect(devices.takeOwedCode('a@b.co', 'device-1')).toBe(false)
    devices.approve(tokenOf(message), 0)
    await expect(Promise.all(waits)).resolves.toEqual([true, true])
    expect(devices.takeOwedCode('a@b.co', 'device-1')).toBe(true)
    expect(devices.takeOwedCode('a@b.co', 'device-1')).toBe(false)
  })

  it(`drops a wait whose browser went away, and refuses more than ${maxWaiters} at once`, async () => {
    const devices = createDeviceCheck(() => undefined)
    const gone = new AbortController()
    const dropped = devices.waitFor('a@b.co', 'device-1', 10_000, gone.signal)
    gone.abort()
    await expect(dropped).resolves.toBe(false)
    const held = Array.from({ length: maxWaiters }, () => new AbortController())
    const waits = held.map((each) => devices.waitFor('a@b.co', 'device-1', 10_000, each.signal))
    // The dropped wait no longer counts; one more than the limit is refused at once.
    await expect(devices.waitFor('a@b.co', 'device-1', 10_000)).resolves.toBe(false)
    for (const each of held) each.abort()
    await expect(Promise.all(waits)).resolves.toEqual(held.map(() => false))
    // Once they are gone, a new wait is taken again: an approval ends it with true.
    const message = devices.ask('a@b.co', 'device-1', 'http://localhost:4100', 0)
    const again = devices.waitFor('a@b.co', 'device-1', 10_000)
    devices.approve(tokenOf(message), 0)
    await expect(again).resolves.toBe(true)
  })
})
