/**
 * A stable pick among the avatar's 8 hues, so one address always looks the same.
 * @example <span className="ak-trigger-avatar" data-hue={avatarHue(address)} />
 */
export function avatarHue(address: string): number {
  let hash = 0
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash % 8
}
