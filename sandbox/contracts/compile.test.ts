import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { sandboxToken } from './sandboxToken.js'

const run = promisify(execFile)

describe('the SandboxToken artifact', () => {
  it('is what compile.mjs makes of SandboxToken.sol today', async () => {
    const script = fileURLToPath(new URL('./compile.mjs', import.meta.url))
    // --check exits 1 when the committed artifact differs from a fresh compilation.
    const { stdout } = await run(process.execPath, [script, '--check'])
    expect(stdout).toContain('is up to date')
  })

  it('has the standard ERC20 surface and bytecode', () => {
    const names = sandboxToken.artifact.abi.flatMap((item) =>
      'name' in item ? [`${item.type}:${item.name}`] : [],
    )
    expect(names).toEqual(
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
})
