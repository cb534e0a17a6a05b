import { toHex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { setupWcHarness } from './setupWcHarness.js'

const wc = setupWcHarness()

describe('session events between the sandbox wallet and a dapp', () => {
  it('switches to a chain the session lacks, telling the dapp, and refuses unknown chains with 4902', async () => {
    const [dapp, wallet] = await Promise.all([
      wc.startDapp(),
      wc.startWallet({ chains: { 31337: wc.chain.rpcUrl, 31338: wc.chain.rpcUrl } }),
    ])
    await wc.connect(dapp, wallet)
    const changed = wc.eventOf<string>(dapp, 'chainChanged')
    await dapp.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: toHex(31338) }],
    })
    expect(String(await changed)).toBe('31338')
    await vi.waitFor(
      () =>
        expect(dapp.session?.namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338']),
      { timeout: 10_000 },
    )
    await expect(
      dapp.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHex(1) }] }),
    ).rejects.toMatchObject({ code: 4902 })
  })

  it('emits accountsChanged and refuses prompts with 4001 while rejecting', async () => {
    const [dapp, wallet] = await Promise.all([wc.startDapp(), wc.startWallet()])
    await wc.connect(dapp, wallet)
    const other = wc.chain.accounts[2]?.address ?? '0x'
    const changed = wc.eventOf<string[]>(dapp, 'accountsChanged')
    await wallet.emitAccountsChanged([other])
    expect(await changed).toEqual([other])
    wallet.rejectRequests(true)
    await expect(
      dapp.request(
        { method: 'personal_sign', params: [toHex('no'), wallet.address] },
        'eip155:31337',
      ),
    ).rejects.toMatchObject({ code: 4001 })
  })
})
