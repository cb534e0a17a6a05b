import { z } from 'zod'
import {
  type BuiltinNetworkId,
  builtinNetworkAliases,
  builtinNetworks,
  resolveBuiltinNetworkId,
} from './builtinNetworks.js'
import { caipNetworkIdPattern, chainNamespaces } from './caipNetwork.js'
import {
  cssColor,
  cssLength,
  fontFamily,
  httpsUrl,
  isSameOrigin,
  projectId,
  secureSiteOrigin,
  walletDeepLink,
  walletWebLink,
  wssUrl,
} from './fields.js'
import { connectGroupTypes, connectMethods } from './grammar/connectOrder.js'
import { bundledLocales, type MessageKey, messageKeys, messageParams } from './grammar/messages.js'

/** Social login providers (SPEC section 1), in the default order of SPEC section 9. */
export const socialProviders = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const

export { connectMethods }
/** The wallet groups `connectorTypeOrder` orders, in its default order: the runtime's own list. */
export const connectorTypes = connectGroupTypes
export const walletFeatures = ['onramp', 'swaps', 'receive', 'send'] as const
export const logLevels = ['silent', 'error', 'warn', 'info', 'debug'] as const

/** The public endpoints the runtime talks to; the sandbox points them at loopback. */
export const defaultServices = {
  walletApi: 'https://api.web3modal.org',
  blockchainApi: 'https://rpc.walletconnect.org',
  analytics: 'https://pulse.walletconnect.org',
  relayUrl: 'wss://relay.walletconnect.org',
} as const

/** Every id a config may use for a built-in network: CAIP ids and friendly aliases. */
export const builtinNetworkIds = [
  ...Object.keys(builtinNetworks),
  ...Object.keys(builtinNetworkAliases),
] as [BuiltinNetworkId, ...BuiltinNetworkId[]]

const nonEmpty = z.string().trim().min(1, { error: 'must not be empty' })

/** An order list: a permutation of (some of) `values`, each at most once. */
function orderOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .array(z.enum(values))
    .refine((list) => new Set(list).size === list.length, { error: 'must not repeat an entry' })
}

const builtinNetworkRef = z.enum(builtinNetworkIds, {
  error: 'is not a built-in network id; write a full network object for other chains',
})

const rpcUrlList = z.array(httpsUrl).min(1, { error: 'must list at least one RPC URL' })

/** A network the kit has no built-in entry for: every field of SPEC section 3. */
export const customNetworkSchema = z
  .strictObject({
    id: z.union([z.number().int().positive(), nonEmpty]),
    chainNamespace: z.enum(chainNamespaces),
    caipNetworkId: z.string().regex(caipNetworkIdPattern, {
      error: 'must be a CAIP-2 id such as eip155:8453 (namespace:reference)',
    }),
    name: nonEmpty.max(64),
    nativeCurrency: z.strictObject({
      name: nonEmpty.max(64),
      symbol: nonEmpty.max(16),
      decimals: z.number().int().min(0).max(36),
    }),
    rpcUrls: z.strictObject({
      default: z.strictObject({ http: rpcUrlList, webSocket: z.array(wssUrl).optional() }),
      chainDefault: z.strictObject({ http: rpcUrlList }).optional(),
    }),
    assets: z
      .strictObject({ imageId: nonEmpty.optional(), imageUrl: httpsUrl.optional() })
      .optional(),
    blockExplorers: z
      .strictObject({ default: z.strictObject({ name: nonEmpty, url: httpsUrl }) })
      .optional(),
    contracts: z
      .record(
        z.string(),
        z.strictObject({
          address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a 0x address' }),
          blockCreated: z.number().int().nonnegative().optional(),
        }),
      )
      .optional(),
    testnet: z.boolean().optional(),
    deprecatedCaipNetworkId: z.string().regex(caipNetworkIdPattern).optional(),
  })
  .superRefine((network, ctx) => {
    if (network.caipNetworkId !== `${network.chainNamespace}:${network.id}`) {
      ctx.addIssue({
        code: 'custom',
        path: ['caipNetworkId'],
        message: `must be "${network.chainNamespace}:${network.id}" (chainNamespace:id)`,
        input: network.caipNetworkId,
      })
    }
    if (network.chainNamespace === 'eip155' && typeof network.id !== 'number') {
      ctx.addIssue({
        code: 'custom',
        path: ['id'],
        message: 'must be a positive integer chain id for eip155 networks',
        input: network.id,
      })
    }
    if (network.chainNamespace === 'bip122' && network.nativeCurrency.decimals !== 8) {
      // The Bitcoin adapter reads and sends satoshis: any other scale would show and send
      // amounts off by powers of ten (SPEC section 9: Bitcoin 8).
      ctx.addIssue({
        code: 'custom',
        path: ['nativeCurrency', 'decimals'],
        message: 'must be 8 for bip122 networks (amounts are satoshis)',
        input: network.nativeCurrency.decimals,
      })
    }
    if (network.deprecatedCaipNetworkId && network.chainNamespace !== 'solana') {
      ctx.addIssue({
        code: 'custom',
        path: ['deprecatedCaipNetworkId'],
        message: 'is only meaningful for solana networks',
        input: network.deprecatedCaipNetworkId,
      })
    }
  })

const networkEntry = z.union([builtinNetworkRef, customNetworkSchema])

const customWalletSchema = z.strictObject({
  id: nonEmpty.max(128),
  name: nonEmpty.max(64),
  image_url: httpsUrl.optional(),
  image_id: nonEmpty.optional(),
  mobile_link: walletDeepLink.optional(),
  desktop_link: walletDeepLink.optional(),
  webapp_link: walletWebLink.optional(),
  rdns: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, {
      error: 'must be a reverse-DNS name such as io.metamask',
    })
    .optional(),
  chains: z.array(z.string().regex(caipNetworkIdPattern)).optional(),
})

const featuresSchema = z.strictObject({
  email: z
    .boolean()
    .default(true)
    .describe(
      'Email login with an embedded wallet kept by the secure site (apps with EVM networks).',
    ),
  socials: z
    .union([z.literal(false), orderOf(socialProviders)])
    .default([...socialProviders])
    .describe(
      'Social logins in display order, or false for none: google, github, apple, facebook, x and discord sign in through a popup of the secure site; farcaster through a QR code or link. They need services.secureSite, as email does.',
    ),
  swaps: z.boolean().default(true).describe('Token swaps.'),
  onramp: z.boolean().default(true).describe('Buy crypto through an onramp provider.'),
  send: z.boolean().default(true).describe('Send tokens.'),
  receive: z.boolean().default(true).describe('Receive (address and QR code).'),
  activity: z.boolean().default(true).describe('Transaction history tab.'),
  analytics: z.boolean().default(true).describe('Send usage events to the analytics service.'),
  multiWallet: z
    .boolean()
    .default(false)
    .describe(
      'Keep several wallets connected per chain family and switch between them (ProfileWallets).',
    ),
  legalCheckbox: z
    .boolean()
    .default(false)
    .describe('Require accepting the terms before connecting.'),
  smartSessions: z.boolean().default(false).describe('Smart-account sessions.'),
  collapseWallets: z
    .boolean()
    .default(false)
    .describe('Show wallets behind one button on the Connect view.'),
  /** Unset: email, social, wallet; wallet first when a browser wallet is present (SPEC section 2). */
  connectMethodsOrder: orderOf(connectMethods)
    .optional()
    .describe('Order of email, social, wallet on Connect; default depends on installed wallets.'),
  connectorTypeOrder: orderOf(connectorTypes)
    .default([...connectorTypes])
    .describe('Order of the wallet groups on the Connect view.'),
  walletFeaturesOrder: orderOf(walletFeatures)
    .default([...walletFeatures])
    .describe('Order of the account actions.'),
})

const walletsSchema = z.strictObject({
  featured: z.array(nonEmpty).default([]).describe('Registry wallet ids shown first.'),
  include: z.array(nonEmpty).default([]).describe('Only these registry wallet ids are listed.'),
  exclude: z.array(nonEmpty).default([]).describe('Registry wallet ids never listed.'),
  excludeRdns: z.array(nonEmpty).default([]).describe('Hide wallets with these rdns.'),
  excludeNames: z
    .array(nonEmpty)
    .default([])
    .describe('Hide wallets with these names (case-insensitive).'),
  custom: z.array(customWalletSchema).default([]).describe('Wallets that are not in the registry.'),
  allWallets: z
    .enum(['SHOW', 'HIDE', 'ONLY_MOBILE'])
    .default('SHOW')
    .describe('The All Wallets entry of the Connect view.'),
  enableInjected: z.boolean().default(true).describe('List window.ethereum as Browser Wallet.'),
  enableEIP6963: z.boolean().default(true).describe('List wallets announced over EIP-6963.'),
  enableWalletConnect: z
    .boolean()
    .default(true)
    .describe('Offer WalletConnect (QR code and mobile links).'),
})

const signInFields = {
  statement: nonEmpty
    .max(280)
    // EIP-4361's grammar: one line of RFC 3986 reserved and unreserved characters and spaces.
    .regex(/^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]+$/, {
      error:
        "must be one line of letters, digits, spaces and - . _ ~ : / ? # [ ] @ ! $ & ' ( ) * + , ; = (EIP-4361)",
    })
    .optional()
    .describe('Statement shown in the sign-in message.'),
  expiry: z.number().int().positive().optional().describe('Session lifetime in seconds.'),
  signOutOnDisconnect: z.boolean().default(true).describe('End the session on disconnect.'),
}

/**
 * Where a server-mode sign-in endpoint lives: a path on the app's own origin (`/api/siwx`), or an
 * https URL (http only for localhost / 127.0.0.1) without credentials.
 */
const siwxEndpoint = z
  .string()
  .refine((value) => /^\/(?!\/)[-\w./~%]*$/.test(value) || httpsUrl.safeParse(value).success, {
    error:
      "must be a path on the app's origin (/api/siwx) or an https URL (http only for localhost / 127.0.0.1) without credentials",
  })

const siwxSchema = z.strictObject({
  enabled: z.boolean().default(true).describe('Ask for a signature after connecting.'),
  required: z
    .boolean()
    .default(false)
    .describe('Without a signature the wallet is disconnected and the modal cannot be closed.'),
  endpoint: siwxEndpoint
    .optional()
    .describe(
      'Server mode: the base of the appkit/siwx-server protocol (nonce, verify, session, revoke); without it sessions stay in the browser.',
    ),
  ...signInFields,
})

const siweConfigSchema = z.strictObject({
  enabled: z.boolean().default(true).describe('Ask for a signature after connecting.'),
  ...signInFields,
})

const themeSchema = z.strictObject({
  themeMode: z.enum(['light', 'dark']).default('dark').describe('Color scheme.'),
  themeVariables: z
    .strictObject({
      accent: cssColor.optional().describe('Accent color (buttons, links).'),
      fontFamily: fontFamily.optional().describe('Font family list.'),
      fontSizeBase: cssLength.default('10px').describe('Base of the type scale.'),
      radiusBase: cssLength.default('4px').describe('Base of the corner radii.'),
      zIndex: z
        .number()
        .int()
        .min(0)
        .max(2147483647)
        .default(999)
        .describe('z-index of the modal.'),
      qrColor: cssColor.optional().describe('Color of the QR code modules.'),
    })
    .default({ fontSizeBase: '10px', radiusBase: '4px', zIndex: 999 })
    .describe('CSS variables of the modal; values are checked so they cannot break out of CSS.'),
})

const servicesSchema = z.strictObject({
  walletApi: httpsUrl.default(defaultServices.walletApi).describe('Wallet API (registry, config).'),
  blockchainApi: httpsUrl
    .default(defaultServices.blockchainApi)
    .describe('Blockchain API (balances, history, names).'),
  analytics: httpsUrl.default(defaultServices.analytics).describe('Analytics events endpoint.'),
  // No default: the vendor's secure site speaks its own protocol, not docs/secure-site.md, so a
  // default would offer an email login that cannot work.
  secureSite: secureSiteOrigin
    .optional()
    .describe(
      'Origin of a secure site that implements docs/secure-site.md; its frame (/frame) holds the embedded wallet. Unset: email login is not offered (appkit dev uses its stand-in).',
    ),
  relayUrl: wssUrl.default(defaultServices.relayUrl).describe('WalletConnect relay.'),
})

/** A placeholder in an override's text: `{address}`. */
const placeholderPattern = /\{(\w+)\}/g

/**
 * Words an app puts in place of the kit's, by message key; an override's placeholders are the
 * English message's own (`{address}`), each optional.
 */
const messagesSchema = z
  .partialRecord(z.enum(messageKeys), z.string().min(1, { error: 'must not be empty' }))
  .superRefine((messages, ctx) => {
    for (const [key, text] of Object.entries(messages)) {
      const allowed: readonly string[] = messageParams[key as MessageKey]
      for (const [, name] of text.matchAll(placeholderPattern)) {
        if (name === undefined || allowed.includes(name)) continue
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: allowed.length
            ? `has no placeholder {${name}}: this message's are ${allowed.map((param) => `{${param}}`).join(', ')}`
            : `has no placeholder {${name}}: this message takes none`,
          input: text,
        })
      }
    }
  })

const accountTypesSchema = z.strictObject({
  eip155: z
    .enum(['smartAccount', 'eoa'])
    .default('smartAccount')
    .describe(
      "The embedded wallet's (email and social login) EVM account: its smart account on the networks its secure site enables for smart accounts (a plain account elsewhere), or its plain account (eoa). The user can switch in the account view; their choice is kept. Browser and WalletConnect wallets keep their own accounts.",
    ),
  solana: z.enum(['eoa']).default('eoa'),
  polkadot: z.enum(['eoa']).default('eoa'),
  bip122: z
    .enum(['payment', 'ordinal'])
    .default('payment')
    .describe(
      "Bitcoin account type: which of a browser wallet's accounts the kit connects with, the payment account (account index 0) or the ordinal one (index 1). WalletConnect sessions keep the wallet's order.",
    ),
})

/** The schema of `appkit.config.ts`: the single source of truth for what a config may say. */
export const configSchema = z
  .strictObject({
    $schema: z.string().optional(),
    projectId,
    metadata: z
      .strictObject({
        name: nonEmpty.max(64).describe('App name shown in wallets.'),
        description: z.string().max(280).default('').describe('One sentence about the app.'),
        url: httpsUrl.describe('The app origin; wallets and the allow-list check it.'),
        icons: z.array(httpsUrl).default([]).describe('App icon URLs.'),
      })
      .describe('Dapp metadata sent to wallets.'),
    networks: z
      .array(networkEntry)
      .min(1, { error: 'must list at least one network' })
      .describe(
        'Networks the app supports: built-in ids or aliases, or full CAIP network objects (EVM, Solana, Bitcoin; Polkadot and Cosmos over WalletConnect only).',
      ),
    defaultNetwork: z
      .string()
      .optional()
      .describe('The network selected before a wallet connects; default: the first of networks.'),
    /** RPC URLs that replace a network's defaults, keyed by the id used in `networks`. */
    rpcUrls: z
      .record(z.string(), rpcUrlList)
      .default({})
      .describe("RPC URLs replacing a network's defaults, keyed by its id in networks."),
    swapNetworks: z
      .array(z.string())
      .optional()
      .describe(
        'Networks (ids as in networks, EVM only) where Swap is offered; default: those of networks that are swap-supported chains (1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554). `appkit dev` adds its local chains.',
      ),
    features: featuresSchema
      .default(featuresSchema.parse({}))
      .describe('Which parts of the modal are on.'),
    wallets: walletsSchema
      .default(walletsSchema.parse({}))
      .describe('Which wallets are listed, and how.'),
    siwx: siwxSchema.optional().describe('Sign in with the wallet (SIWX, EIP-4361 / CAIP-122).'),
    siweConfig: siweConfigSchema
      .optional()
      .describe('Older sign-in option; cannot be set together with siwx.'),
    theme: themeSchema.default(themeSchema.parse({})).describe('Light or dark, and CSS variables.'),
    enableReconnect: z
      .boolean()
      .default(true)
      .describe(
        'Restore the last connection on load; false ends it instead (also in the wallet, and at the secure site, tried again at up to 5 later loads until it can be reached).',
      ),
    enableNetworkSwitch: z
      .boolean()
      .default(true)
      .describe(
        "Let users switch networks in the modal (the network button, the account's network chip, the Networks list) and show UnsupportedChain for unknown chains; false shows the network as text there. The app's own switchNetwork calls still switch.",
      ),
    allowUnsupportedChain: z
      .boolean()
      .default(false)
      .describe('Stay connected on a chain that is not configured.'),
    defaultAccountTypes: accountTypesSchema
      .default(accountTypesSchema.parse({}))
      .describe('Account type per chain namespace.'),
    embedded: z.boolean().default(false).describe('Render inline instead of as a dialog.'),
    disableAppend: z
      .boolean()
      .default(false)
      .describe('Do not append the modal host element to document.body.'),
    logLevel: z.enum(logLevels).default('error').describe('Console log level of the runtime.'),
    locale: z
      .enum(bundledLocales)
      .default('en')
      .describe(
        "The modal's language: en, ar (Arabic, right to left) or de (German). Other than en, its words load with the app's first load (one locale per page).",
      ),
    messages: messagesSchema
      .optional()
      .describe(
        "Your own words for the kit's messages, by key (docs/locales.md lists them), over the locale's; {name} placeholders as the message has them.",
      ),
    termsConditionsUrl: httpsUrl.optional().describe('Terms of service link shown in the modal.'),
    privacyPolicyUrl: httpsUrl.optional().describe('Privacy policy link shown in the modal.'),
    services: servicesSchema
      .default(servicesSchema.parse({}))
      .describe('Endpoints of the remote services; `appkit dev` points them at loopback.'),
    /** Where `appkit generate` writes the typed module, relative to the config file. */
    output: nonEmpty
      .default('src/appkit.generated.tsx')
      .describe('Where `appkit generate` writes the typed module, relative to the config file.'),
  })
  .superRefine((config, ctx) => {
    const ids = config.networks.map((entry) =>
      typeof entry === 'string' ? resolveBuiltinNetworkId(entry) : entry.caipNetworkId,
    )
    const configured = new Set<string>()
    ids.forEach((id, index) => {
      if (!id) return
      if (configured.has(id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['networks', index],
          message: `repeats network ${id}`,
          input: config.networks[index],
        })
      }
      configured.add(id)
    })
    const isConfigured = (ref: string) => configured.has(resolveBuiltinNetworkId(ref) ?? ref)
    if (config.defaultNetwork !== undefined && !isConfigured(config.defaultNetwork)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultNetwork'],
        message: 'must be one of the configured networks',
        input: config.defaultNetwork,
      })
    }
    config.swapNetworks?.forEach((ref, index) => {
      const id = resolveBuiltinNetworkId(ref) ?? ref
      const message = !isConfigured(ref)
        ? 'names a network that is not in networks'
        : !id.startsWith('eip155:')
          ? 'names a network that is not an EVM network: swaps are EVM only'
          : undefined
      if (message) {
        ctx.addIssue({ code: 'custom', path: ['swapNetworks', index], message, input: ref })
      }
    })
    for (const key of Object.keys(config.rpcUrls)) {
      if (!isConfigured(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['rpcUrls', key],
          message: 'names a network that is not in networks',
          input: key,
        })
      }
    }
    const { secureSite } = config.services
    if (secureSite && isSameOrigin(secureSite, config.metadata.url)) {
      ctx.addIssue({
        code: 'custom',
        path: ['services', 'secureSite'],
        message:
          "must be another site than the app (metadata.url has the same origin): a secure site on the app's own origin isolates nothing",
        input: secureSite,
      })
    }
    if (config.siwx && config.siweConfig) {
      ctx.addIssue({
        code: 'custom',
        path: ['siweConfig'],
        message: 'Cannot set both `siweConfig` and `siwx` options',
        input: config.siweConfig,
      })
    }
    if (config.features.legalCheckbox && !config.termsConditionsUrl && !config.privacyPolicyUrl) {
      ctx.addIssue({
        code: 'custom',
        path: ['features', 'legalCheckbox'],
        message: 'needs termsConditionsUrl or privacyPolicyUrl to link to',
        input: true,
      })
    }
    const excluded = new Set(config.wallets.exclude)
    for (const list of ['featured', 'include'] as const) {
      config.wallets[list].forEach((id, index) => {
        if (excluded.has(id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['wallets', list, index],
            message: 'is also in wallets.exclude',
            input: id,
          })
        }
      })
    }
  })

/** What a developer writes in `appkit.config.ts`. */
export type AppKitConfigInput = z.input<typeof configSchema>
/** A config after validation, with every default applied. */
export type AppKitConfig = z.output<typeof configSchema>
export type CustomNetworkInput = z.input<typeof customNetworkSchema>
