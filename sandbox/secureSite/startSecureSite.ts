import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { loopbackHosts, refuseForeignHost } from '../http/refuseForeignHost.js'
import { answerApi } from './answerApi.js'
import { answerDeviceApproval } from './answerDeviceApproval.js'
import { answerFarcasterPage, farcasterPagePattern } from './answerFarcasterPage.js'
import { answerSocialPage } from './answerSocialPage.js'
import type { SecureSiteSolana } from './answerSolanaRpc.js'
import { createDeviceCheck } from './createDeviceCheck.js'
import { createFarcasterChannels } from './createFarcasterChannels.js'
import { createLoginStore, type SandboxMail } from './createLoginStore.js'
import { createSocialLogins } from './createSocialLogins.js'
import { frameStyles } from './frameStyles.js'
import { renderMailbox } from './renderMailbox.js'
import type { SecureSiteState } from './secureSiteState.js'
import { sendJson } from './sendJson.js'
import { createSiteSmartAccounts, type SmartAccountsOption } from './siteSmartAccounts.js'

/**
 * The frame page's script source: next to this file when run from source; from a bundle (the CLI
 * in dist/), found by walking up to the package root, which ships sandbox/secureSite.
 */
function frameEntry(): string {
  const here = dirname(fileURLToPath(import.meta.url))
  const candidates = [join(here, 'frameScript.ts')]
  for (let dir = here; dirname(dir) !== dir; dir = dirname(dir)) {
    candidates.push(join(dir, 'sandbox', 'secureSite', 'frameScript.ts'))
  }
  const found = candidates.find((path) => existsSync(path))
  if (found) return found
  throw new Error('The secure site source (sandbox/secureSite/frameScript.ts) is missing.')
}

export interface StartSecureSiteOptions {
  /** The origins that may frame it (CSP `frame-ancestors`): the app's page, e.g. `http://127.0.0.1:5173`. */
  allowedOrigins: readonly string[]
  /** Where each user's key is kept between runs; in memory without it. */
  dataDir?: string
  /** 0 (the default) picks a free port. */
  port?: number
  /**
   * The eip155 chains the embedded wallet serves: chain id -> JSON-RPC URL of a local anvil. Without
   * it, RPC requests are refused and SWITCH_NETWORK takes any chain id.
   */
  chains?: Readonly<Record<number, string>>
  /**
   * The smart accounts the embedded wallet offers (SPEC section 6): the sandbox's
   * `SandboxAccountFactory` (`deploySmartAccountFactory`, one address on every chain) and the
   * chains of `chains` it is deployed on. Without it, no chain offers a smart account.
   */
  smartAccounts?: SmartAccountsOption
  /**
   * Told of each user's address the first time they log in while this site runs (a new email or
   * social account, or a key kept in `dataDir` from an earlier run, whose chains started fresh),
   * before the login succeeds: the sandbox funds it. With `smartAccounts`, `smartAccount` is the
   * user's smart account (the same address on every chain, deployed or not), funded too, so the
   * app sees a balance on it. Given 10 s at most; its failure never fails the login.
   */
  onFirstLogin?: (
    address: `0x${string}`,
    accounts: { smartAccount?: `0x${string}` },
  ) => void | Promise<void>
  /**
   * The Solana network the embedded wallet serves too: the local validator's JSON-RPC URL and its
   * CAIP-2 id (`solana:<reference>`). Without it, Solana requests answer 4901 (not served).
   */
  solana?: SecureSiteSolana
  /**
   * As `onFirstLogin`, with the user's Solana address (base58), when `solana` is given: the
   * sandbox funds it on the validator. Same 10 s bound; its failure never fails the login either.
   */
  onFirstSolanaLogin?: (address: string) => void | Promise<void>
  /**
   * A login from a browser that has not logged in as that email before must be approved first,
   * through a link mailed to it (CONNECT_EMAIL answers VERIFY_DEVICE). Off by default.
   */
  verifyNewDevices?: boolean
  /** How long a Farcaster approval link works (4 min); shorter in tests. */
  farcasterLifetimeMs?: number
}

export interface SecureSite {
  /** `http://localhost:PORT`: another site than an app on 127.0.0.1, as a real secure site is. */
  origin: string
  /** The frame page for a page of `parentOrigin` (which must be allowed). */
  frameUrl(parentOrigin: string): string
  /** The mailbox page, where the login codes arrive: `${origin}/mailbox`. */
  mailboxUrl: string
  /** Every email sent, oldest first. */
  mail: readonly SandboxMail[]
  /** The newest code sent to `email`, for tests. */
  latestCode(email: string): string | undefined
  /**
   * How many live sessions `account` has, for tests: an email, or a social or Farcaster login
   * as `<provider>:<userName>` (`google:ada.google`, `farcaster:ada.eth`).
   */
  sessionCount(account: string): number
  /**
   * Turns the approval of new browsers (`verifyNewDevices`) on or off, from now on; `waitMs`
   * (tests) shortens how long CONNECT_DEVICE waits for it (100 s).
   */
  verifyNewDevices(on: boolean, waitMs?: number): void
  /** Lets `origin` frame the site too (CSP `frame-ancestors` and the `parent` check), from now on. */
  allowOrigin(origin: string): void
  close(): Promise<void>
}

/**
 * The sandbox's stand-in for the secure site of email login (SPEC section 7, DESIGN "The
 * sandbox"): on `localhost` (another site than an app on 127.0.0.1), it serves the frame page that
 * speaks the kit's frame protocol, a small login API (a 6-digit code per email, a key per user, a
 * session in a partitioned cookie), and a mailbox page where the codes arrive. It stands in for
 * the social providers (`/social/<provider>`: a consent page per provider) and Farcaster
 * (`/farcaster/<channel>`: an approval page), each user name a wallet of its own. With `chains`,
 * it is the user's embedded wallet on those chains: reads pass through to the chain, and signing
 * or sending waits for the user's approval in the frame (`POST /api/rpc`); with `smartAccounts`,
 * the session may act as the user's smart account there instead (SET_PREFERRED_ACCOUNT). With
 * `solana`, it is the user's Solana wallet on that validator too, with a key derived from the
 * user's EVM key (`solanaUserKey`). Only the allowed origins may frame it (CSP
 * `frame-ancestors`).
 * @example
 * const site = await startSecureSite({
 *   allowedOrigins: ['http://127.0.0.1:5173'],
 *   chains: { 31337: chain.rpcUrl },
 *   smartAccounts: { factory, chainIds: [31337] },
 *   solana: { rpcUrl: solana.rpcUrl, caipNetworkId: sandboxSolanaCaipNetworkId },
 * })
 */
export async function startSecureSite(options: StartSecureSiteOptions): Promise<SecureSite> {
  const store = createLoginStore(options.dataDir ? { dataDir: options.dataDir } : {})
  const devices = createDeviceCheck(store.deliver)
  devices.enabled = options.verifyNewDevices ?? false
  const allowed = new Set(options.allowedOrigins)
  const state: SecureSiteState = {
    store,
    options,
    loggedIn: new Set(),
    // Known once the server listens, before it answers anything.
    origin: '',
    allowed,
    devices,
    social: createSocialLogins(),
    farcaster: createFarcasterChannels(options.farcasterLifetimeMs),
    smartAccounts:
      options.smartAccounts && createSiteSmartAccounts(options.smartAccounts, options.chains ?? {}),
  }
  // Warmed now (it loads @solana/web3.js), so the first Solana approval does not wait for it.
  if (options.solana) import('./answerSolanaRpc.js').catch(() => undefined)
  const bundle = await build({
    entryPoints: [frameEntry()],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
  })
  const frameJs = bundle.outputFiles[0]?.text ?? ''
  let hosts: readonly string[] = []

  const server = createServer((request, response) => {
    // Its mailbox holds login codes and its API signs: only its own Host is answered (DNS
    // rebinding). Only as localhost: as 127.0.0.1 it would be the same site as the app.
    if (refuseForeignHost(request, response, hosts, 'The sandbox secure site')) return
    const url = new URL(request.url ?? '/', 'http://localhost')
    const path = url.pathname
    if (path === '/frame') {
      const parent = url.searchParams.get('parent') ?? ''
      if (!allowed.has(parent)) {
        response.writeHead(403, { 'content-type': 'text/plain' })
        response.end('This origin may not use the secure site.')
        return
      }
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': `frame-ancestors ${[...allowed].join(' ') || "'none'"}; default-src 'self'; script-src 'self'`,
      })
      response.end(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>appkit sandbox secure site</title><link rel="stylesheet" href="/frame.css"></head><body><script src="/frame.js"></script></body></html>',
      )
      return
    }
    if (path === '/frame.css') {
      response.writeHead(200, {
        'content-type': 'text/css; charset=utf-8',
        'cache-control': 'no-store',
      })
      response.end(frameStyles)
      return
    }
    if (path === '/frame.js') {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      })
      response.end(frameJs)
      return
    }
    if (path === '/mailbox') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      })
      response.end(renderMailbox(store.mail))
      return
    }
    if (path === '/mailbox.json') return sendJson(response, 200, { mail: store.mail })
    if (path === '/device/approve') {
      answerDeviceApproval(devices, request, response, url)
      return
    }
    // A handler that throws answers 500 (unless it answered already).
    const failed = () => {
      if (!response.headersSent) sendJson(response, 500, { message: 'Server error' })
      else response.end()
    }
    if (path.startsWith('/social/')) {
      answerSocialPage(
        { logins: state.social, origin: state.origin },
        request,
        response,
        url,
      ).catch(failed)
      return
    }
    if (farcasterPagePattern.test(path)) {
      const context = { channels: state.farcaster, origin: state.origin }
      answerFarcasterPage(context, request, response, path).catch(failed)
      return
    }
    if (path.startsWith('/api/')) {
      answerApi(state, path, request, response).catch(failed)
      return
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://localhost:${port}`
  state.origin = origin
  hosts = loopbackHosts(port, ['localhost'])
  return {
    origin,
    mailboxUrl: `${origin}/mailbox`,
    frameUrl: (parentOrigin) => `${origin}/frame?parent=${encodeURIComponent(parentOrigin)}`,
    mail: store.mail,
    latestCode: (email) =>
      store.mail.findLast((each) => each.to === email.toLowerCase() && each.code !== '')?.code,
    // An email is kept lowercased; a user name as it was picked.
    sessionCount: (account) =>
      store.sessionCount(account.includes(':') ? account : account.toLowerCase()),
    verifyNewDevices(on, waitMs = 100_000) {
      devices.enabled = on
      devices.waitMs = waitMs
    },
    allowOrigin(allowedOrigin) {
      // Only a bare origin: anything else would end up inside the CSP header.
      if (!URL.canParse(allowedOrigin) || new URL(allowedOrigin).origin !== allowedOrigin)
        throw new TypeError(`${allowedOrigin} is not an origin like http://127.0.0.1:5173`)
      allowed.add(allowedOrigin)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
