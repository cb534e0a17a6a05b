import { describe, expect, it, vi } from 'vitest'
import { FrameRequestTimeoutError } from '../frame/frameErrors.js'
import { AuthRpcError } from './AuthRpcError.js'
import { createAuthEip1193Provider } from './createAuthEip1193Provider.js'

function setup(address?: string) {
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
  const send = vi.fn(async (_method: string, _params: unknown): Promise<unknown> => '0xread')
  const approve = vi.fn(async (_method: string, _params: unknown): Promise<unknown> => '0xsigned')
  const refuse = vi.fn(async (): Promise<never> => {
    throw new AuthRpcError('Requested RPC call is not allowed', 4200)
  })
  const wallet = createAuthEip1193Provider({
    address: () => address,
    chainId: () => 8453,
    send,
    approve,
    refuse,
    logger,
  })
  return { ...wallet, send, approve, refuse, logger }
}

describe('createAuthEip1193Provider', () => {
  it('answers accounts and the chain id from what the kit knows', async () => {
    const { provider, send } = setup('0x00000000000000000000000000000000000000a1')
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([
      '0x00000000000000000000000000000000000000a1',
    ])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x2105')
    expect(send).not.toHaveBeenCalled()
  })

  it("routes by SPEC section 6's lists: read-only to the frame, signing to the approval", async () => {
    const { provider, send, approve, refuse } = setup()
    await expect(provider.request({ method: 'eth_call', params: [{}] })).resolves.toBe('0xread')
    expect(send).toHaveBeenCalledWith('eth_call', [{}])
    await expect(provider.request({ method: 'personal_sign', params: ['0x68'] })).resolves.toBe(
      '0xsigned',
    )
    expect(approve).toHaveBeenCalledWith('personal_sign', ['0x68'])
    await expect(provider.request({ method: 'eth_sign' })).rejects.toMatchObject({ code: 4200 })
    expect(refuse).toHaveBeenCalledWith('eth_sign')
  })

  it("rejects a frame failure as an AuthRpcError (-32603, the kit's error as cause)", async () => {
    const { provider, send } = setup()
    const timeout = new FrameRequestTimeoutError('RPC_REQUEST', 10_000)
    send.mockRejectedValueOnce(timeout)
    const error = await provider.request({ method: 'eth_blockNumber' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AuthRpcError)
    expect(error).toMatchObject({ code: -32603, cause: timeout })
  })

  it('tells every listener of an event, even after one threw, and forgets removed ones', () => {
    const { provider, emit, logger } = setup()
    const throwing = vi.fn(() => {
      throw new Error('app bug')
    })
    const listening = vi.fn()
    const removed = vi.fn()
    provider.on?.('accountsChanged', throwing)
    provider.on?.('accountsChanged', listening)
    provider.on?.('accountsChanged', removed)
    provider.removeListener?.('accountsChanged', removed)
    emit('accountsChanged', [])
    expect(listening).toHaveBeenCalledWith([])
    expect(removed).not.toHaveBeenCalled()
    expect(logger.error).toHaveBeenCalledOnce()
  })
})
