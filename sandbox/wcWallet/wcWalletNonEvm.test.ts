import { describe, expect, it } from 'vitest'
import {
  cosmosHubChain,
  defaultWcWalletAccounts,
  polkadotChain,
} from './defaultWcWalletAccounts.js'
import { setupWcHarness } from './setupWcHarness.js'
import { startWcWallet } from './startWcWallet.js'

const wc = setupWcHarness()

const kusama = 'polkadot:b0a8d493285c2df73290dfb7e61f870f'
// A Solana cluster the wallet does not hold (it holds mainnet, devnet, testnet and the sandbox's).
const solana = `solana:${'NoSuchCluster'.padEnd(32, '1')}`
const polkadot = (chains: string[]) => ({
  chains,
  methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
  events: ['chainChanged', 'accountsChanged'],
})

describe('the sandbox wallet and a dapp proposing non-EVM namespaces', () => {
  it('approves polkadot and cosmos beside eip155, leaves out chains it lacks, and refuses their requests with 4200', async () => {
    const [dapp, wallet] = await Promise.all([wc.startDapp(), wc.startWallet()])
    const session = await wc.connect(dapp, wallet, {
      eip155: wc.eip155(),
      polkadot: polkadot([polkadotChain, kusama]),
      cosmos: { chains: [cosmosHubChain], methods: ['cosmos_signDirect'], events: [] },
      solana: { chains: [solana], methods: ['solana_signMessage'], events: [] },
    })
    const namespaces = session?.namespaces ?? {}
    expect(Object.keys(namespaces).sort()).toEqual(['cosmos', 'eip155', 'polkadot'])
    expect(namespaces.polkadot).toMatchObject({
      chains: [polkadotChain],
      accounts: [`${polkadotChain}:${defaultWcWalletAccounts[polkadotChain]}`],
      methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
    })
    expect(namespaces.cosmos?.accounts).toEqual([
      `${cosmosHubChain}:${defaultWcWalletAccounts[cosmosHubChain]}`,
    ])
    expect(namespaces.eip155?.accounts).toEqual([`eip155:31337:${wallet.address}`])

    const signing = dapp.request(
      { method: 'polkadot_signMessage', params: { address: 'x', message: 'hi' } },
      polkadotChain,
    )
    await expect(signing).rejects.toMatchObject({ code: 4200 })
    expect(wallet.requests).toMatchObject([
      { method: 'polkadot_signMessage', chainId: polkadotChain },
    ])
  })

  it('approves a polkadot-only proposal with the accounts it was given and skips it in accountsChanged', async () => {
    const ksmAddress = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F' // Alice on Kusama
    const [dapp, wallet] = await Promise.all([
      wc.startDapp(),
      wc.startWallet({ accounts: { [kusama]: ksmAddress } }),
    ])
    const session = await wc.connect(dapp, wallet, { polkadot: polkadot([polkadotChain, kusama]) })
    expect(Object.keys(session?.namespaces ?? {})).toEqual(['polkadot'])
    expect(session?.namespaces.polkadot?.accounts).toEqual([`${kusama}:${ksmAddress}`])
    await expect(wallet.emitAccountsChanged()).resolves.toBeUndefined()
  })

  it('rejects a proposal for chains it holds none of with 5100', async () => {
    const [dapp, wallet] = await Promise.all([wc.startDapp(), wc.startWallet()])
    const connecting = wc.connect(dapp, wallet, {
      solana: { chains: [solana], methods: ['solana_signMessage'], events: [] },
      polkadot: polkadot([kusama]),
    })
    connecting.catch(() => undefined)
    await expect(wallet.nextSession()).rejects.toThrow(/rejected as unsupported/)
    await expect(connecting).rejects.toMatchObject({ code: 5100, message: 'Unsupported chains.' })
    expect(wallet.sessions()).toEqual([])
  })

  it('refuses accounts that are not for non-EVM CAIP-2 chains before connecting anywhere', async () => {
    const privateKey = `0x${'1'.repeat(64)}` as const
    const start = (accounts: Record<string, string>) =>
      startWcWallet({
        relayUrl: 'ws://127.0.0.1:1',
        projectId: 'p',
        privateKey,
        chains: {},
        accounts,
      })
    await expect(start({ 'eip155:1': '0x01' })).rejects.toThrow(/put it in `chains`/)
    await expect(start({ cosmoshub: 'cosmos1x' })).rejects.toThrow(/not a CAIP-2 chain id/)
    await expect(start({ [cosmosHubChain]: 'a:b' })).rejects.toThrow(/is not an address/)
  })
})
