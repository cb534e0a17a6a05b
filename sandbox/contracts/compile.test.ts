import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { sandboxEuro } from './sandboxEuro.js'
import { sandboxNft } from './sandboxNft.js'
import { sandboxSwap } from './sandboxSwap.js'
import { sandboxToken } from './sandboxToken.js'

const run = promisify(execFile)

const surface = (abi: typeof sandboxToken.artifact.abi) =>
  abi.flatMap((item) => ('name' in item ? [`${item.type}:${item.name}`] : []))

/** An ABI item as data without what solc adds and viem's parser leaves out, keys in order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (typeof value !== 'object' || value === null) return value
  // solc also writes unnamed outputs as `name: ''` and every unindexed field as `indexed: false`.
  const kept = Object.entries(value).filter(
    ([key, field]) =>
      key !== 'internalType' &&
      !(['anonymous', 'indexed'].includes(key) && field === false) &&
      !(key === 'name' && field === ''),
  )
  return Object.fromEntries(
    kept.sort(([a], [b]) => a.localeCompare(b)).map(([key, field]) => [key, canonical(field)]),
  )
}
const comparable = (abi: readonly unknown[]) =>
  abi.map((item) => JSON.stringify(canonical(item))).sort()

describe('the committed artifacts', () => {
  it('are what compile.mjs makes of every sandbox contract today', async () => {
    const script = fileURLToPath(new URL('./compile.mjs', import.meta.url))
    // --check exits 1 when the committed artifact differs from a fresh compilation.
    const { stdout } = await run(process.execPath, [script, '--check'])
    for (const name of ['SandboxToken', 'SandboxNft', 'SandboxEuro', 'SandboxSwap']) {
      expect(stdout).toContain(`${name}.json is up to date`)
    }
  })

  it.each([
    ['SUSD', sandboxToken, 'SandboxToken.sol', 6],
    ['SEUR', sandboxEuro, 'SandboxEuro.sol', 18],
  ] as const)(
    'give %s the standard ERC20 surface, bytecode and its decimals',
    (_, token, source, decimals) => {
      expect(token.decimals).toBe(decimals)
      expect(surface(token.artifact.abi)).toEqual(
        expect.arrayContaining([
          'function:transfer',
          'function:transferFrom',
          'function:approve',
          'function:balanceOf',
          'function:allowance',
          'function:totalSupply',
          'function:name',
          'function:symbol',
          'function:decimals',
          'event:Transfer',
          'event:Approval',
        ]),
      )
      expect(token.artifact.bytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/)
      const text = readFileSync(new URL(`./${source}`, import.meta.url), 'utf8')
      expect(text).toContain(`uint8 public constant decimals = ${decimals};`)
    },
  )

  it('give the exchange exactly the typed ABI sandboxSwap.ts declares', async () => {
    const artifact = await import('./artifacts/SandboxSwap.json', { with: { type: 'json' } })
    expect(comparable(sandboxSwap.artifact.abi)).toEqual(comparable(artifact.default.abi))
    expect(sandboxSwap.artifact.bytecode).toBe(artifact.default.bytecode)
    expect(sandboxSwap.artifact.bytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/)
    const source = readFileSync(new URL('./SandboxSwap.sol', import.meta.url), 'utf8')
    expect(source).toContain(`address public constant NATIVE = ${sandboxSwap.nativeAddress};`)
  })

  it('give the NFT the ERC-721 surface with an owner-only mint', () => {
    expect(surface(sandboxNft.artifact.abi)).toEqual(
      expect.arrayContaining([
        'function:mint',
        'function:ownerOf',
        'function:balanceOf',
        'function:transferFrom',
        'function:safeTransferFrom',
        'function:approve',
        'function:getApproved',
        'function:setApprovalForAll',
        'function:isApprovedForAll',
        'function:tokenURI',
        'function:supportsInterface',
        'function:name',
        'function:symbol',
        'event:Transfer',
        'event:Approval',
      ]),
    )
    expect(sandboxNft.artifact.bytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/)
    expect(sandboxNft.item(4n)).toMatchObject({ spam: true })
    expect(sandboxNft.item(1n)).toMatchObject({ spam: false })
  })
})
