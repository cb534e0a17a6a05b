import { describe, expect, it } from 'vitest'
import { historyEntry, nftTransfer } from './fixtures/historyEntries.js'
import { evmAddress, setupHubKit, solanaAddress, solanaMainnet } from './fixtures/setupHubKit.js'
import { serveTestBlockchainApi } from './fixtures/startTestBlockchainApi.js'
import { getHistoryPage } from './getHistoryPage.js'

const server = serveTestBlockchainApi()

const path = `/v1/account/${evmAddress}/history`

function setup() {
  const kit = setupHubKit(server.url)
  return { ...kit, parameters: { address: evmAddress, caipNetwork: kit.networkOf('eip155:1') } }
}

describe('getHistoryPage', () => {
  it('returns the validated page and its cursor, sending chainId and cursor', async () => {
    server.answer(path, { body: { data: [historyEntry(1)], next: 'c2' } })
    const { appKit, parameters } = setup()
    const page = await getHistoryPage(appKit, { ...parameters, cursor: 'c1' })
    expect(page.next).toBe('c2')
    expect(page.transactions).toEqual([
      {
        id: historyEntry(1).id,
        hash: historyEntry(1).metadata.hash,
        minedAt: '2024-05-01T12:00:00.000Z',
        operationType: 'send',
        status: 'confirmed',
        sentFrom: evmAddress,
        sentTo: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
        chain: 'eip155:1',
        transfers: [
          {
            kind: 'fungible',
            name: 'Ether',
            symbol: 'ETH',
            iconUrl: 'https://assets.example/eth.svg',
            quantity: '0.5',
            direction: 'out',
            isSpam: false,
          },
        ],
      },
    ])
    expect(server.requests[0]?.query).toMatchObject({ chainId: 'eip155:1', cursor: 'c1' })
  })

  it('hides other chains and spam-only NFT transactions, keeps mixed ones', async () => {
    const spam = nftTransfer({ spam: true })
    const data = [
      historyEntry(1, { chain: 'eip155:8453' }),
      historyEntry(2, { transfers: [spam, spam] }),
      historyEntry(3, { transfers: [spam, nftTransfer({ spam: false })] }),
      historyEntry(4, { transfers: [] }),
    ]
    server.answer(path, { body: { data, next: null } })
    const { appKit, parameters } = setup()
    const page = await getHistoryPage(appKit, parameters)
    expect(page.transactions.map((entry) => entry.id)).toEqual([data[2]?.id, data[3]?.id])
    expect(page).not.toHaveProperty('next')
    expect(page.transactions[0]?.transfers[1]).toMatchObject({
      kind: 'nft',
      name: 'Punk',
      imageUrl: 'https://nft.example/1.png',
      isSpam: false,
    })
  })

  it('drops malformed entries and makes hostile text inert', async () => {
    const data = [
      null,
      { id: 'x' },
      historyEntry(1, { minedAt: 'yesterday' }),
      historyEntry(2, { status: 'weird' }),
      historyEntry(3, { chain: 'not a chain' }),
      historyEntry(4, {
        transfers: [{ fungible_info: { name: 'X' }, quantity: { numeric: '1e9' } }],
      }),
      historyEntry(5, { id: 'has spaces' }),
      historyEntry(6, {
        operationType: '\u202esend<img src=x onerror=alert(1)>',
        transfers: [
          {
            fungible_info: {
              name: `\u200b${'N'.repeat(500)}`,
              symbol: 'ET\u2066H<svg>',
              icon: { url: 'javascript:alert(1)' },
            },
            quantity: { numeric: '1' },
            direction: 'sideways',
          },
        ],
      }),
    ]
    server.answer(path, { body: { data, next: null } })
    const { appKit, parameters } = setup()
    const { transactions } = await getHistoryPage(appKit, parameters)
    expect(transactions).toHaveLength(1)
    expect(transactions[0]?.operationType).toBe('send<img src=x onerror=alert(1)>')
    expect(transactions[0]?.transfers[0]).toEqual({
      kind: 'fungible',
      name: 'N'.repeat(64),
      symbol: 'ETH<svg>',
      quantity: '1',
      isSpam: false,
    })
  })

  it('rejects with an ApiError on a malformed envelope, 429, 500 or a timeout', async () => {
    const cases = [
      [{ body: { data: {}, next: null } }, 'INVALID_RESPONSE'],
      [{ body: { data: [], next: 7 } }, 'INVALID_RESPONSE'],
      [{ raw: '{"data": [' }, 'INVALID_RESPONSE'],
      [{ status: 429 }, 'RATE_LIMITED'],
      [{ status: 500 }, 'SERVER_ERROR'],
      [{ delayMs: 5_000, body: { data: [], next: null } }, 'HTTP_REQUEST_TIMEOUT'],
    ] as const
    const { appKit, parameters } = setup()
    for (const [answer, code] of cases) {
      server.answer(path, answer)
      // Far from each other on a loaded machine: 10 s for an answer, 500 ms against a 5 s delay.
      const timeoutMs = 'delayMs' in answer ? 500 : 10_000
      await expect(getHistoryPage(appKit, parameters, { timeoutMs })).rejects.toMatchObject({
        name: 'ApiError',
        code,
      })
    }
  })

  it('is CHAIN_NOT_SUPPORTED off eip155 or off the config, without a request', async () => {
    const { appKit, networkOf, parameters } = setup()
    const solana = { address: solanaAddress, caipNetwork: networkOf(solanaMainnet) }
    const error = await getHistoryPage(appKit, solana).catch((reason: unknown) => reason)
    expect(error).toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
      shortMessage: 'Chain is not supported',
    })
    expect((error as Error).message).toContain(
      `Activity is only available on eip155 networks; ${solanaMainnet} is not one.`,
    )
    const polygon = { ...parameters.caipNetwork, id: 137, caipNetworkId: 'eip155:137' as const }
    await expect(
      getHistoryPage(appKit, { ...parameters, caipNetwork: polygon }),
    ).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' })
    expect(server.requests).toHaveLength(0)
  })
})
