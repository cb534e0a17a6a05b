import bs58 from 'bs58'
import { getAddress } from 'viem'
import type { OnrampOrderBook } from '../onramp/createOnrampOrderBook.js'
import {
  onrampPaymentCurrencies,
  onrampPaymentMethods,
  onrampPurchaseCurrencies,
} from '../onramp/onrampCatalog.js'
import {
  OnrampInputError,
  type OnrampMarket,
  readOnrampPurchase,
} from '../onramp/readOnrampInput.js'
import { toOnrampQuote } from '../onramp/toOnrampQuote.js'
import type { BlockchainApiAnswer } from './BlockchainApiTypes.js'
import { fail, json } from './jsonAnswer.js'

/** What the onramp routes read: the stand-in providers (`startOnrampProviders`) and their orders. */
export interface BlockchainApiOnramp extends OnrampMarket {
  orders: OnrampOrderBook
}

const routes = {
  '/v1/onramp/providers': 'GET',
  '/v1/onramp/options': 'GET',
  '/v1/onramp/quote': 'POST',
  '/v1/generators/onrampurl': 'POST',
} as const

type OnrampPath = keyof typeof routes

/**
 * The HTTP method of an onramp route, or undefined for a path that is not one.
 * @example onrampRouteMethod('/v1/onramp/quote') // 'POST'
 */
export function onrampRouteMethod(pathname: string): 'GET' | 'POST' | undefined {
  return Object.hasOwn(routes, pathname) ? routes[pathname as OnrampPath] : undefined
}

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new OnrampInputError('Invalid body: expected a JSON object')
  }
  return body as Record<string, unknown>
}

/**
 * A destination address as its namespace writes it (0x checksummed, base58 as is), or undefined
 * when it is not one.
 * @example readDestination('eip155', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // '0xf39F...2266'
 */
export function readDestination(namespace: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  if (namespace === 'eip155') {
    return /^0x[0-9a-fA-F]{40}$/.test(value) ? getAddress(value.toLowerCase()) : undefined
  }
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value) && bs58.decodeUnsafe(value)?.length === 32
    ? value
    : undefined
}

function answerOptions(market: OnrampMarket) {
  const limit = (value: number) => String(value)
  const paymentCurrencies = Object.entries(onrampPaymentCurrencies).map(([id, currency]) => ({
    id,
    payment_method_limits: onrampPaymentMethods.map((method) => ({
      id: method,
      min: limit(currency.limits[method].min),
      max: limit(currency.limits[method].max),
    })),
  }))
  const delivered = market.networks.filter((network) =>
    market.providers.some((provider) => provider.supportedChains.includes(network.caipNetworkId)),
  )
  const purchaseCurrencies = Object.values(onrampPurchaseCurrencies)
    .map((currency) => ({
      id: currency.symbol,
      name: currency.name,
      symbol: currency.symbol,
      networks: delivered
        .filter((network) => network.namespace === currency.namespace)
        .map((network) => ({
          name: network.name,
          chain_id: network.caipNetworkId,
          contract_address:
            currency.symbol === 'SUSD' && network.namespace === 'eip155'
              ? network.tokenAddress
              : null,
        })),
    }))
    .filter((currency) => currency.networks.length > 0)
  return { paymentCurrencies, purchaseCurrencies }
}

function answerQuote(market: OnrampMarket, body: unknown) {
  const fields = objectBody(body)
  return toOnrampQuote(
    readOnrampPurchase(market, {
      provider: fields.provider,
      purchaseCurrency: fields.purchaseCurrency,
      paymentCurrency: fields.paymentCurrency,
      paymentMethod: fields.paymentMethod,
      network: fields.network,
      amount: fields.amount,
    }),
  )
}

function answerOnrampUrl(onramp: BlockchainApiOnramp, body: unknown) {
  const fields = objectBody(body)
  const wallets = fields.destinationWallets
  if (!Array.isArray(wallets) || wallets.length === 0) {
    throw new OnrampInputError('Invalid destinationWallets: expected a non-empty list')
  }
  const entries = wallets.map((wallet, index) => {
    const entry = (typeof wallet === 'object' && wallet !== null ? wallet : {}) as {
      address?: unknown
      blockchains?: unknown
      assets?: unknown
    }
    if (
      !Array.isArray(entry.blockchains) ||
      !entry.blockchains.every((chain) => typeof chain === 'string')
    ) {
      throw new OnrampInputError(
        `Invalid destinationWallets[${index}].blockchains: expected a list of CAIP-2 ids`,
      )
    }
    return { ...entry, blockchains: entry.blockchains as string[] }
  })
  const network = fields.defaultNetwork ?? entries[0]?.blockchains[0]
  const wallet = entries.find((entry) => entry.blockchains.includes(network as string))
  if (!wallet) {
    throw new OnrampInputError(`Invalid destinationWallets: none is on ${show(network)}`)
  }
  const purchase = readOnrampPurchase(onramp, {
    provider: fields.provider,
    purchaseCurrency: fields.purchaseCurrency,
    paymentCurrency: fields.paymentCurrency,
    // The method the user picked is the page's default; the page offers both anyway.
    paymentMethod: fields.paymentMethod ?? 'card',
    network,
    amount: fields.presetFiatAmount,
  })
  const destination = readDestination(purchase.network.namespace, wallet.address)
  if (!destination) {
    throw new OnrampInputError(
      `Invalid destinationWallets address: ${show(wallet.address)} is not an address on ${purchase.network.caipNetworkId}`,
    )
  }
  if (Array.isArray(wallet.assets) && !wallet.assets.includes(purchase.purchaseCurrency)) {
    throw new OnrampInputError(
      `Invalid destinationWallets assets: ${purchase.purchaseCurrency} is not among them`,
    )
  }
  if (fields.defaultExperience !== undefined && fields.defaultExperience !== 'buy') {
    throw new OnrampInputError(
      `Invalid defaultExperience: ${show(fields.defaultExperience)} (the sandbox providers only buy)`,
    )
  }
  const quote = toOnrampQuote(purchase)
  const order = onramp.orders.create({
    provider: purchase.provider.name,
    network: purchase.network.caipNetworkId,
    destination,
    purchaseCurrency: purchase.purchaseCurrency,
    paymentCurrency: purchase.paymentCurrency,
    paymentMethod: purchase.paymentMethod,
    // The figures are recomputed, never taken from the request: the same inputs give the same
    // quote, so the order delivers what the quote said.
    quote: typeof fields.quoteId === 'string' ? { ...quote, quoteId: fields.quoteId } : quote,
    purchaseUnits: purchase.price.purchaseUnits,
  })
  return { url: `${purchase.provider.url}/checkout/${order.id}` }
}

/**
 * Answers one onramp route of the stand-in (the method and project id are checked before, by
 * `answerBlockchainApi`): the providers, the options (USD and EUR with the sandbox's own limits;
 * ETH and SUSD on the EVM chains, SOL on Solana Localnet), a quote, and the URL generator, which
 * creates an order at the provider and answers its checkout URL. A request the stand-in cannot
 * use is answered 400 with a `message` naming the field.
 * @example
 * answerOnramp('/v1/onramp/quote', { provider: 'sandboxpay', purchaseCurrency: 'ETH', ... }, onramp)
 * // { status: 200, body: '{"purchaseAmount":{"amount":"0.03296666","currency":"ETH"},...}' }
 */
export function answerOnramp(
  pathname: string,
  body: unknown,
  onramp: BlockchainApiOnramp,
): BlockchainApiAnswer {
  try {
    switch (pathname) {
      case '/v1/onramp/providers':
        return json(200, onramp.providers)
      case '/v1/onramp/options':
        return json(200, answerOptions(onramp))
      case '/v1/onramp/quote':
        return json(200, answerQuote(onramp, body))
      case '/v1/generators/onrampurl':
        return json(200, answerOnrampUrl(onramp, body))
      default:
        return fail(404, 'Not Found')
    }
  } catch (error) {
    if (error instanceof OnrampInputError) return fail(400, error.message)
    throw error
  }
}
