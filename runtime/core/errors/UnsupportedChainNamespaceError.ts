import { BaseError } from './BaseError.js'

/**
 * A chain namespace the kit keeps no state for: not one of the configured networks' namespaces.
 * @example
 * throw new UnsupportedChainNamespaceError({ namespace: 'tron' })
 * // message starts with 'Unsupported chain namespace: tron'
 */
export class UnsupportedChainNamespaceError extends BaseError {
  override name = 'UnsupportedChainNamespaceError' as const
  readonly namespace: string

  constructor(parameters: { namespace: string; supported?: readonly string[] }) {
    super(`Unsupported chain namespace: ${parameters.namespace}`, {
      code: 'UNSUPPORTED_CHAIN_NAMESPACE',
      ...(parameters.supported
        ? { details: `The configured networks use: ${parameters.supported.join(', ')}.` }
        : {}),
    })
    this.namespace = parameters.namespace
  }
}
