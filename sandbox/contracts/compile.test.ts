import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { sandboxNft } from './sandboxNft.js'
import { sandboxToken } from './sandboxToken.js'

const run = promisify(execFile)

const surface = (abi: typeof sandboxToken.artifact.abi) =>
  abi.flatMap((item) => ('name' in item ? [`${item.type}:${item.name}`] : []))

describe('the committed artifacts', () => {
  it('are what compile.mjs makes of SandboxToken.sol and SandboxNft.sol today', async () => {
    const script = fileURLToPath(new URL('./compile.mjs', import.meta.url))
    // --check exits 1 when the committed artifact differs from a fresh compilation.
    const { stdout } = await run(process.execPath, [script, '--check'])
    expect(stdout).toContain('SandboxToken.json is up to date')
    expect(stdout).toContain('SandboxNft.json is up to date')
  })

  it('give the token the standard ERC20 surface and bytecode', () => {
    expect(surface(sandboxToken.artifact.abi)).toEqual(
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
    expect(sandboxToken.artifact.bytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/)
    const source = readFileSync(new URL('./SandboxToken.sol', import.meta.url), 'utf8')
    expect(source).toContain('uint8 public constant decimals = 6')
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
