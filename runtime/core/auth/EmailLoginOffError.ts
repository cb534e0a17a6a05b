import { BaseError, type EmailLoginOff } from '../kernel.js'

const offReasons: Record<EmailLoginOff, string> = {
  'features.email': 'features.email is false and features.socials lists no provider.',
  'no-evm-network': 'no EVM network is configured to keep the embedded wallet on.',
  'no-secure-site':
    'services.secureSite is not set: set it to a secure site that implements docs/secure-site.md.',
  'same-origin':
    "services.secureSite is this page's own origin, which would isolate nothing: use another site.",
}

/** An email login asked of a kit that offers none (a stored login under an older config, say). */
export class EmailLoginOffError extends BaseError {
  override name = 'EmailLoginOffError' as const
  readonly reason: EmailLoginOff
  constructor(reason: EmailLoginOff) {
    super('Email login is off', { code: 'EMAIL_LOGIN_OFF', details: offReasons[reason] })
    this.reason = reason
  }
}
