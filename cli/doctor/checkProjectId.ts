import { check, type DoctorCheck } from './DoctorCheck.js'

/**
 * Check 3: the projectId's format. The schema already requires 32 hex characters; this catches
 * what passes the schema but is still not a dashboard id (placeholders, upper case). Whether the
 * project exists is answered by the Wallet API checks (a 403 there).
 * @example checkProjectId('0'.repeat(32)).status // 'warn'
 */
export function checkProjectId(projectId: string): DoctorCheck {
  const title = 'Project id'
  if (!/^[0-9a-f]{32}$/i.test(projectId)) {
    return check(
      'projectId',
      'fail',
      title,
      'projectId must be 32 hexadecimal characters: copy it from your WalletConnect dashboard',
    )
  }
  if (/^(.)\1+$/.test(projectId)) {
    return check(
      'projectId',
      'warn',
      title,
      `projectId ${projectId.slice(0, 4)}… repeats one character: it looks like a placeholder, use the id from your WalletConnect dashboard`,
    )
  }
  if (projectId !== projectId.toLowerCase()) {
    return check(
      'projectId',
      'warn',
      title,
      'projectId has upper-case letters, but dashboard ids are lower-case: copy it again from your WalletConnect dashboard',
    )
  }
  return check(
    'projectId',
    'ok',
    title,
    'projectId has the expected format (32 hexadecimal characters)',
  )
}
