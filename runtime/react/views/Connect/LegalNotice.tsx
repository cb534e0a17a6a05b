import { strings } from '../../internal.js'
import { WalletHelpLink } from './WalletHelpLink.js'

/** The link, when it is an https URL (the CLI checked; checked again before it becomes an href). */
function safeHref(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * The foot of the Connect view: the "I don't have a wallet" link, then 'By connecting your wallet,
 * you agree to our Terms of Service and Privacy Policy' with the links the config gives (no such
 * line when it gives none).
 * @example <LegalNotice terms={config.termsConditionsUrl} privacy={config.privacyPolicyUrl} />
 */
export function LegalNotice({
  terms,
  privacy,
}: {
  terms?: string | undefined
  privacy?: string | undefined
}) {
  const termsHref = safeHref(terms)
  const privacyHref = safeHref(privacy)
  if (!termsHref && !privacyHref) return <WalletHelpLink />
  const link = (href: string, label: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  )
  return (
    <>
      <WalletHelpLink />
      <p className="ak-legal">
        {strings.connectView.legalPrefix}
        {termsHref ? link(termsHref, strings.connectView.terms) : null}
        {termsHref && privacyHref ? strings.connectView.legalJoin : null}
        {privacyHref ? link(privacyHref, strings.connectView.privacy) : null}
      </p>
    </>
  )
}
