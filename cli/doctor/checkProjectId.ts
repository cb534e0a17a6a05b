import { configSchema } from '../../schema/index.js'
import { check, type DoctorCheck } from './DoctorCheck.js'

/**
 * Ids that pass the schema but are examples, not projects: the one the docs and templates use,
 * and its look-alikes. A project id from the dashboard is never one of them.
 */
const placeholderProjectIds: readonly string[] = [
  '0123456789abcdef0123456789abcdef',
  'abcdef0123456789abcdef0123456789',
  'deadbeefdeadbeefdeadbeefdeadbeef',
]

/**
 * Check 3: the projectId's format, by the schema's one rule (32 lowercase hexadecimal characters:
 * upper case is a problem, as for `validate` and `init`), and what passes it but is still not a
 * dashboard id (placeholders). Whether the project exists is answered by the Wallet API checks.
 * @example checkProjectId('0'.repeat(32)).status // 'warn'
 */
export function checkProjectId(projectId: string): DoctorCheck {
  const title = 'Project id'
  const parsed = configSchema.shape.projectId.safeParse(projectId)
  if (!parsed.success) {
    return check(
      'projectId',
      'fail',
      title,
      `projectId ${parsed.error.issues[0]?.message ?? 'is not valid'}: copy it from your WalletConnect dashboard`,
    )
  }
  if (/^(.)\1+$/.test(projectId) || placeholderProjectIds.includes(projectId)) {
    return check(
      'projectId',
      'warn',
      title,
      `projectId ${projectId.slice(0, 4)}… is a placeholder (the example id of the docs, or one like it): use the id from your WalletConnect dashboard`,
    )
  }
  return check(
    'projectId',
    'ok',
    title,
    'projectId has the expected format (32 lowercase hexadecimal characters)',
  )
}
