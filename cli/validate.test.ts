import { existsSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { notYetAvailableOptions } from '../schema/index.js'
import { runCli } from '../test/runCli.js'
import { configText, type TempProject, tempProject } from '../test/tempProject.js'
import { runValidate } from './validate.js'

let project: TempProject | undefined
afterEach(() => project?.remove())

describe('appkit validate and options that are not yet available', () => {
  it('warns by path for each one the config sets, and stays valid (exit 0)', async () => {
    project = tempProject({
      'appkit.config.ts': configText(
        "  features: { collapseWallets: true, onramp: false, swaps: false, email: true, receive: true },\n  siwx: { enabled: true },\n  services: { secureSite: 'https://secure.example' },\n",
      ),
    })
    const result = await runCli(['validate'], { cwd: project.dir })
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('appkit.config.ts is valid')
    expect(result.stdout).toContain('! features.collapseWallets: is not yet available')
    // Buying, receive, swaps, email login and sign-in work now: setting them is no warning.
    expect(result.stdout).not.toContain('features.onramp')
    expect(result.stdout).not.toContain('features.swaps')
    expect(result.stdout).not.toContain('features.receive')
    expect(result.stdout).not.toContain('features.email')
    expect(result.stdout).not.toContain('siwx')
  })

  it('lists them as warnings in --json, apart from the issues', async () => {
    project = tempProject({
      'appkit.config.ts': configText(
        "  features: { analytics: false, smartSessions: false },\n  services: { secureSite: 'https://secure.example' },\n",
      ),
    })
    const result = await runCli(['validate', '--json'], { cwd: project.dir })
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({
      ok: true,
      issues: [],
      // Analytics works now: turning it off is no warning.
      warnings: [{ path: 'features.smartSessions', message: expect.stringContaining('not yet') }],
    })
  })

  it('says nothing when the config leaves them at their defaults', async () => {
    project = tempProject({
      'appkit.config.ts': configText("  services: { secureSite: 'https://secure.example' },\n"),
    })
    const result = await runValidate({ cwd: project.dir })
    expect(result.warnings).toEqual([])
  })

  it('keeps one list, in dotted option paths', () => {
    expect(notYetAvailableOptions).toContain('features.collapseWallets')
    for (const path of notYetAvailableOptions) expect(path).toMatch(/^[a-zA-Z]+(\.[a-zA-Z0-9]+)*$/)
  })
})

describe('appkit validate and options that cannot work as set', () => {
  it('says in one line why email login is not offered without a secure site, and how to offer it', async () => {
    project = tempProject({ 'appkit.config.ts': configText() })
    const result = await runCli(['validate'], { cwd: project.dir })
    expect(result.code).toBe(0)
    const lines = result.stdout.split('\n').filter((line) => line.includes('features.email'))
    expect(lines).toEqual([
      expect.stringMatching(
        /^! features\.email: email login is not offered: no services\.secureSite is set\. To offer it, set services\.secureSite to a secure site that implements docs\/secure-site\.md/,
      ),
    ])
  })

  it('says in one line why social login is not offered when email is off and no secure site is set', async () => {
    project = tempProject({
      'appkit.config.ts': configText("  features: { email: false, socials: ['github'] },\n"),
    })
    const result = await runValidate({ cwd: project.dir })
    expect(result.warnings).toEqual([
      {
        path: 'features.socials',
        message: expect.stringMatching(
          /^social login is not offered: no services\.secureSite is set\..*set features\.socials to false$/,
        ),
      },
    ])
  })

  it('says nothing of email login when it is off or has a secure site', async () => {
    for (const extra of [
      '  features: { email: false, socials: false },\n',
      "  services: { secureSite: 'https://secure.example' },\n",
    ]) {
      project = tempProject({ 'appkit.config.ts': configText(extra) })
      const result = await runValidate({ cwd: project.dir })
      expect(result.warnings.map((warning) => warning.path)).not.toContain('features.email')
      project.remove()
      project = undefined
    }
  })

  it('gives Bitcoin networks no warning, now that the Bitcoin adapter connects them', async () => {
    project = tempProject({
      'appkit.config.ts': configText(
        '  features: { email: false, socials: false },\n',
        "['mainnet', 'bitcoin', 'bip122:000000000933ea01ad0ee984209779ba']",
      ),
    })
    const result = await runValidate({ cwd: project.dir })
    expect(result.ok).toBe(true)
    expect(result.warnings).toEqual([])
  })

  it("gives defaultAccountTypes.eip155 no warning: it picks the embedded wallet's account type", async () => {
    project = tempProject({
      'appkit.config.ts': configText(
        "  features: { email: false, socials: false },\n  defaultAccountTypes: { eip155: 'eoa' },\n",
      ),
    })
    const result = await runValidate({ cwd: project.dir })
    expect(result.ok).toBe(true)
    expect(result.warnings).toEqual([])
  })

  it('gives defaultAccountTypes.bip122 no warning: it picks the account a Bitcoin wallet connects with', async () => {
    project = tempProject({
      'appkit.config.ts': configText(
        "  features: { email: false, socials: false },\n  defaultAccountTypes: { bip122: 'ordinal' },\n",
        "['mainnet', 'bitcoin']",
      ),
    })
    const result = await runValidate({ cwd: project.dir })
    expect(result.warnings).toEqual([])
  })
})

describe('appkit validate on a config written for Reown AppKit', () => {
  const reownStyle = configText(
    [
      "  themeMode: 'light',",
      "  themeVariables: { '--w3m-accent': '#00bb7f' },",
      '  features: { analytics: true, collapseWallets: true },',
      "  allWallets: 'HIDE',",
      "  featuredWalletIds: ['c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'],",
      "  chainImages: { 1: 'https://images.example/eth.png' },",
      "  services: { secureSite: 'https://secure.example' },",
      '',
    ].join('\n'),
  )
  const expectedLines = [
    '! themeMode: is not a top-level option; it belongs at theme.themeMode',
    '! themeVariables: is not a top-level option; it belongs at theme.themeVariables; its keys are accent, fontFamily, fontSizeBase, radiusBase, zIndex and qrColor, not --w3m-* variables',
    '! allWallets: is not a top-level option; it belongs at wallets.allWallets',
    "! featuredWalletIds: is Reown AppKit's name for wallets.featured",
    "! chainImages: is Reown AppKit's option, not supported here: built-in networks take their images from the Wallet API; a custom network object sets assets.imageUrl",
  ]

  it('prints one line per key with where it belongs, and still warns of options not yet available', async () => {
    project = tempProject({ 'appkit.config.ts': reownStyle })
    const result = await runCli(['validate'], { cwd: project.dir })
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('appkit.config.ts: 5 problems')
    const lines = result.stdout.split('\n').filter((line) => line.startsWith('! '))
    expect(lines).toEqual([
      ...expectedLines,
      expect.stringMatching(/^! features\.collapseWallets: is not yet available/),
    ])
  })

  it('gives the same lines in --json, as unknown_key issues', async () => {
    project = tempProject({ 'appkit.config.ts': reownStyle })
    const result = await runCli(['validate', '--json'], { cwd: project.dir })
    const report = JSON.parse(result.stdout) as {
      issues: { path: string; message: string; code: string }[]
    }
    expect(report.issues.map((issue) => `! ${issue.path}: ${issue.message}`)).toEqual(expectedLines)
    expect(new Set(report.issues.map((issue) => issue.code))).toEqual(new Set(['unknown_key']))
  })

  it('gives appkit generate the same lines, and writes nothing', async () => {
    project = tempProject({ 'appkit.config.ts': reownStyle })
    const result = await runCli(['generate'], { cwd: project.dir })
    expect(result.code).not.toBe(0)
    const output = `${result.stdout}\n${result.stderr}`
    for (const line of expectedLines) expect(output).toContain(line)
    expect(existsSync(project.path('src/appkit.generated.tsx'))).toBe(false)
  })
})
