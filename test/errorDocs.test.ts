import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { appKitErrorCodes } from '../runtime/core/errors/errorCodes.js'
import { providerRpcErrors } from '../runtime/core/kernel.js'
import { type CodeUse, errorCodeUses } from './errorCodeUses.js'
import { sourceFiles } from './sourceFiles.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const docsDir = join(root, 'docs/errors')
const unionFile = 'runtime/core/errors/errorCodes.ts'

/**
 * Upper-snake strings of the runtime that are not error codes, and what they are. A new one
 * fails below on purpose: it is either a code (add it to `appKitErrorCodes` with its page) or
 * something else (add it here).
 */
const notErrorCodes: Readonly<Record<string, string>> = {
  CONNECT_DEVICE: 'a secure-frame request (runtime/core/frame/frameProtocol.ts)',
  CONNECT_EMAIL: 'a secure-frame request',
  CONNECT_OTP: 'a secure-frame request',
  GET_USER: 'a secure-frame request',
  GET_SOCIAL_REDIRECT_URI: 'a secure-frame request',
  CONNECT_SOCIAL: 'a secure-frame request',
  GET_FARCASTER_URI: 'a secure-frame request',
  CONNECT_FARCASTER: 'a secure-frame request',
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: 'a secure-frame request',
  INIT_SMART_ACCOUNT: 'a secure-frame request',
  SET_PREFERRED_ACCOUNT: 'a secure-frame request',
  SOCIAL_RESULT: "a message the social popup posts (frameProtocol.ts's SocialPopupMessage)",
  SOCIAL_ERROR: "a message the social popup posts (frameProtocol.ts's SocialPopupMessage)",
  SOCIAL_LOGIN_STARTED: 'an analytics event name',
  SOCIAL_LOGIN_REQUEST_USER_DATA: 'an analytics event name',
  SOCIAL_LOGIN_SUCCESS: 'an analytics event name',
  SOCIAL_LOGIN_CANCELED: 'an analytics event name',
  SOCIAL_LOGIN_ERROR: 'an analytics event name',
  SET_PREFERRED_ACCOUNT_TYPE: 'an analytics event name',
  IS_CONNECTED: 'a secure-frame request',
  RPC_ABORT: 'a secure-frame request',
  RPC_REQUEST: 'a secure-frame request',
  SIGN_OUT: 'a secure-frame request',
  SWITCH_NETWORK: 'a secure-frame request',
  SYNC_DAPP_DATA: 'a secure-frame request',
  SYNC_THEME: 'a secure-frame request',
  UPDATE_EMAIL: 'a secure-frame request',
  UPDATE_EMAIL_PRIMARY_OTP: 'a secure-frame request',
  UPDATE_EMAIL_SECONDARY_OTP: 'a secure-frame request',
  SESSION_UPDATE: "a message the secure frame sends on its own (frameProtocol.ts's header)",
  VERIFY_DEVICE: "the secure frame's next step after CONNECT_EMAIL",
  VERIFY_OTP: "the secure frame's next step after CONNECT_EMAIL",
  VERIFY_PRIMARY_OTP: "the secure frame's next step after UPDATE_EMAIL",
  VERIFY_SECONDARY_OTP: "the secure frame's next step after UPDATE_EMAIL",
  MULTI_CHAIN: 'a connector type (runtime/core/connectors/Connector.ts)',
  WALLET_CONNECT: 'a connector type',
  ONLY_MOBILE: 'a value of the config field wallets.allWallets (schema/)',
  ORIGIN_NOT_ALLOWED: 'an alert key (runtime/core/alerts/alertCatalog.ts)',
  INVALID_PROJECT_ID: 'an alert key',
  PROJECT_ID_NOT_CONFIGURED: 'an alert key',
  MULTI_WALLET_NOT_ENABLED: 'an alert key',
  MODAL_OPEN: 'an analytics event name (runtime/core/analytics/toAnalyticsProps.ts)',
  MODAL_CLOSE: 'an analytics event name',
  SEARCH_WALLET: 'an analytics event name',
  CONNECT_SUCCESS: 'an analytics event name',
  SEND_INITIATED: 'an analytics event name',
  SEND_SUCCESS: 'an analytics event name',
  ERROR_FETCH_TRANSACTIONS: 'an analytics event name',
  INTERNAL_SDK_ERROR: 'an analytics event name',
}

interface FoundUse extends CodeUse {
  /** `path:line`, from the repository root. */
  where: string
}

/** Every string of the shipped runtime source that is written as, or shaped like, an error code. */
function runtimeCodeUses(): FoundUse[] {
  return sourceFiles(join(root, 'runtime')).flatMap((file) => {
    const path = relative(root, file)
    return errorCodeUses(readFileSync(file, 'utf8'), file).map((use) => ({
      ...use,
      where: `${path}:${use.line}`,
    }))
  })
}

const union = new Set<string>(appKitErrorCodes)
const uses = runtimeCodeUses()
const usesOutsideUnion = uses.filter((use) => !use.where.startsWith(`${unionFile}:`))
const pages = readdirSync(docsDir)
  .filter((name) => name.endsWith('.md') && name !== 'README.md')
  .map((name) => name.slice(0, -'.md'.length))
const index = readFileSync(join(docsDir, 'README.md'), 'utf8')
const describeUse = (use: FoundUse) => `${use.code} (${use.form}) at ${use.where}`

describe('the error code union (appKitErrorCodes)', () => {
  it('finds the codes the runtime writes, in each form', () => {
    // Guards the scan itself: an empty or broken scan would make every other check pass.
    const forms = new Set(usesOutsideUnion.map((use) => use.form))
    expect([...forms].sort()).toEqual(
      expect.arrayContaining(['comparison', 'constructor', 'list', 'property', 'shape']),
    )
    expect(usesOutsideUnion.length).toBeGreaterThan(100)
  })

  it('has exactly one code per page of docs/errors', () => {
    expect(appKitErrorCodes.length).toBe(union.size)
    expect([...union].sort()).toEqual([...pages].sort())
  })

  it('holds every code the runtime writes: code fields, comparisons, guards, tables and lists', () => {
    const unknown = uses.filter((use) => use.form !== 'shape' && !union.has(use.code))
    expect(unknown.map(describeUse)).toEqual([])
  })

  it('leaves no other upper-snake string in the runtime than the names listed as not codes', () => {
    const unknown = uses.filter(
      (use) => use.form === 'shape' && !union.has(use.code) && !(use.code in notErrorCodes),
    )
    expect(unknown.map(describeUse)).toEqual([])
  })

  it('has no code that nothing in the runtime raises or checks', () => {
    const written = new Set(usesOutsideUnion.map((use) => use.code))
    expect(appKitErrorCodes.filter((code) => !written.has(code))).toEqual([])
  })

  it('lists as not codes only names the runtime still writes, and no code', () => {
    const written = new Set(uses.map((use) => use.code))
    const listed = Object.keys(notErrorCodes)
    expect(listed.filter((name) => !written.has(name) || union.has(name))).toEqual([])
  })
})

describe('docs/errors', () => {
  it.each(appKitErrorCodes)('has a page for %s, listed in the index', (code) => {
    const page = join(docsDir, `${code}.md`)
    expect(existsSync(page), `docs/errors/${code}.md is missing`).toBe(true)
    expect(readFileSync(page, 'utf8').startsWith(`# ${code}\n`)).toBe(true)
    expect(index, `docs/errors/README.md does not list ${code}`).toContain(`[${code}](${code}.md)`)
  })

  it.each(Object.entries(providerRpcErrors))(
    'quotes the short message of provider code %s word for word',
    (_rpcCode, { code, shortMessage }) => {
      const page = join(docsDir, `${code}.md`)
      expect(existsSync(page) ? readFileSync(page, 'utf8') : '').toContain(`> ${shortMessage}\n`)
      expect(index).toContain(`| [${code}](${code}.md) | ${shortMessage} |`)
    },
  )
})
