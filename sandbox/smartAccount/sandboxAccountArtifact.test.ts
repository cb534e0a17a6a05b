import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { sandboxAccountArtifact } from './sandboxAccountArtifact.js'

const run = promisify(execFile)

describe('the committed smart-account artifact', () => {
  it('was compiled from SandboxAccount.sol as it is now', () => {
    const source = readFileSync(new URL('./SandboxAccount.sol', import.meta.url))
    // Editing the contract without running scripts/compile-sandbox-account.mjs fails here.
    expect(sandboxAccountArtifact.sourceSha256).toBe(
      createHash('sha256').update(source).digest('hex'),
    )
  })

  it('is exactly what the compile script makes of it today', async () => {
    const script = fileURLToPath(
      new URL('../../scripts/compile-sandbox-account.mjs', import.meta.url),
    )
    const { stdout } = await run(process.execPath, [script, '--check'], { timeout: 30_000 })
    expect(stdout).toContain('sandboxAccountArtifact.ts is up to date')
  })

  it('holds both contracts with the surface the sandbox calls', () => {
    const names = (abi: readonly { type: string; name?: string }[]) =>
      abi.flatMap((item) => (item.name ? [`${item.type}:${item.name}`] : []))
    expect(names(sandboxAccountArtifact.account.abi)).toEqual(
      expect.arrayContaining(['function:owner', 'function:execute', 'function:isValidSignature']),
    )
    expect(names(sandboxAccountArtifact.factory.abi)).toEqual(
      expect.arrayContaining(['function:createAccount', 'function:accountOf']),
    )
    for (const { bytecode } of [sandboxAccountArtifact.account, sandboxAccountArtifact.factory]) {
      expect(bytecode).toMatch(/^0x(?:[0-9a-f]{2})+$/)
    }
    expect(sandboxAccountArtifact.compiler).toMatch(/^solc 0\.8\.\d+/)
  })
})
