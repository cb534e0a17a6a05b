import * as z from 'zod/mini'
import { matchOrigin } from '../../runtime/core/api/matchOrigin.js'
import { terminalText } from '../terminalText.js'
import { check, type DoctorCheck, type RemoteCheckContext } from './DoctorCheck.js'
import { describeWalletApiFailure } from './describeWalletApiFailure.js'
import { fetchWalletApi } from './fetchWalletApi.js'

/** An origin to check and where it came from (`metadata.url` or `--origin`). */
export interface OriginToCheck {
  origin: string
  source: string
}

const originsSchema = z.object({ allowedOrigins: z.array(z.string()) })

function judge(target: OriginToCheck, allowedOrigins: readonly string[]): DoctorCheck {
  const id = `origin:${target.origin}`
  const title = `Origin ${target.origin}`
  const named = `origin ${target.origin} (${target.source})`
  const match = matchOrigin(target.origin, allowedOrigins)
  if (match?.source === 'project') {
    return check(
      id,
      'ok',
      title,
      `${named} is on the allow-list (matches "${terminalText(match.entry, 200)}")`,
    )
  }
  if (match) {
    return check(
      id,
      'ok',
      title,
      `${named} is always allowed (development and preview host "${terminalText(match.entry, 200)}")`,
    )
  }
  const empty = allowedOrigins.length === 0 ? ' (the allow-list is empty)' : ''
  return check(
    id,
    'fail',
    title,
    `${named} is not on the allow-list${empty}: add it in your WalletConnect dashboard (your project, Domain section), or the modal shows "Invalid App Configuration" there and email and social login do not load`,
  )
}

/**
 * Check 4: fetches the project's allowed origins and judges each origin against them, with
 * wildcards and the always-allowed hosts of SPEC section 6. HTTP 429, 5xx and 403 are failures
 * named as in SPEC section 8; any other HTTP error counts as an empty list, as the modal does.
 * @example await checkOrigins(context, [{ origin: 'https://dapp.example', source: 'metadata.url' }])
 */
export async function checkOrigins(
  context: RemoteCheckContext,
  origins: readonly OriginToCheck[],
): Promise<DoctorCheck[]> {
  const title = 'Allowed origins'
  const result = await fetchWalletApi(context, '/projects/v1/origins', {}, originsSchema)
  if (result.ok) return origins.map((target) => judge(target, result.data.allowedOrigins))
  const detail = describeWalletApiFailure(result.failure, 'the allowed origins', context.walletApi)
  if (result.failure.kind !== 'status') return [check('origins', 'fail', title, detail)]
  return [
    check(
      'origins',
      'warn',
      title,
      `${detail}: the modal treats this as an empty allow-list, so only the always-allowed development hosts work`,
    ),
    ...origins.map((target) => judge(target, [])),
  ]
}
