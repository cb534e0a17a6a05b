import { describe, expect, it } from 'vitest'
import { evmAddress } from './fixtures/setupHubKit.js'
import { setupNameKit, wireNameRecord } from './fixtures/setupNameKit.js'
import { serveTestBlockchainApi } from './fixtures/startTestBlockchainApi.js'
import { getNamesOfAddress } from './getNamesOfAddress.js'
import { registerName, registerNameFailed } from './registerName.js'

const server = serveTestBlockchainApi()
const path = '/v1/profile/account'
const body = {
  coinType: 60,
  address: evmAddress,
  message: '{"name":"alice.reown.id"}',
  signature: '0xabc',
}
const record = wireNameRecord('alice.reown.id', { 60: evmAddress })

async function refusal(promise: Promise<void>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof Error)) throw new Error('registerName did not reject with an Error')
  return error
}

describe('registerName', () => {
  it('POSTs the signed registration as { coin_type, address, message, signature }', async () => {
    server.answer(path, { body: record })
    const { appKit } = setupNameKit(server.url)
    await expect(registerName(appKit, body)).resolves.toBeUndefined()
    expect(server.requests).toHaveLength(1)
    const [request] = server.requests
    expect(request).toMatchObject({ method: 'POST', path })
    expect(request?.query).toMatchObject({ projectId: appKit.config.projectId, st: 'appkit' })
    expect(JSON.parse(request?.body ?? '')).toEqual({
      coin_type: 60,
      address: evmAddress,
      message: body.message,
      signature: '0xabc',
    })
  })

  it('counts any 2xx as registered, whatever its body', async () => {
    for (const answer of [{ raw: 'OK' }, { body: null }, { status: 201, body: {} }]) {
      server.reset()
      server.answer(path, answer)
      await expect(registerName(setupNameKit(server.url).appKit, body)).resolves.toBeUndefined()
    }
  })

  it("rejects with the service's reason for a 400 or 409, made inert", async () => {
    const cases = [
      [
        { status: 409, body: { message: 'Name is already registered' } },
        'Name is already registered',
      ],
      [{ status: 400, body: { message: 'Invalid signature' } }, 'Invalid signature'],
      [{ status: 400, body: { message: 'Stale\u202e timestamp\u200b' } }, 'Stale timestamp'],
      [{ status: 400, body: { message: `Bad ${'x'.repeat(500)}` } }, `Bad ${'x'.repeat(156)}`],
    ] as const
    for (const [answer, message] of cases) {
      server.reset()
      server.answer(path, answer)
      const { appKit, logger } = setupNameKit(server.url)
      const error = await refusal(registerName(appKit, body))
      expect(error.message).toBe(message)
      expect(error.cause).toMatchObject({ name: 'ApiError', status: answer.status })
      expect(logger.warn).toHaveBeenCalledTimes(1)
    }
  })

  it(`says '${registerNameFailed}' without a reason: no message, a 5xx, a timeout, offline`, async () => {
    const answers = [
      { status: 409, body: {} },
      { status: 409, raw: '<html>' },
      { status: 400, body: { message: 7 } },
      { status: 400, body: { message: '\u200b\u202e' } },
      { status: 404, body: { message: 'Not Found' } },
      { status: 403, body: { message: 'Unauthorized: origin not allowed' } },
      { status: 500, body: { message: 'database down' } },
      { delayMs: 2_000, body: record },
    ]
    for (const answer of answers) {
      server.reset()
      server.answer(path, answer)
      const { appKit } = setupNameKit(server.url)
      const error = await refusal(registerName(appKit, body, { timeoutMs: 200 }))
      expect(error.message, JSON.stringify(answer)).toBe(registerNameFailed)
    }
  })

  it('rejects with the reason of a cancelled call', async () => {
    server.answer(path, { delayMs: 2_000, body: record })
    const { appKit } = setupNameKit(server.url)
    const controller = new AbortController()
    const registering = registerName(appKit, body, { signal: controller.signal })
    controller.abort(new Error('left the view'))
    await expect(registering).rejects.toThrow('left the view')
  })

  it("drops the account's cached names once registered, so the new name is found", async () => {
    const reverse = `/v1/profile/reverse/${evmAddress}`
    server.answer(reverse, [{ body: [] }, { body: [record] }])
    server.answer(path, [{ status: 409, body: { message: 'Name is already registered' } }, {}])
    const { appKit } = setupNameKit(server.url)
    expect(await getNamesOfAddress(appKit, evmAddress)).toEqual([])
    await expect(registerName(appKit, body)).rejects.toThrow()
    expect(await getNamesOfAddress(appKit, evmAddress)).toEqual([])
    await registerName(appKit, body)
    expect((await getNamesOfAddress(appKit, evmAddress)).map((r) => r.name)).toEqual([
      'alice.reown.id',
    ])
  })
})
