import type { Identity } from './BlockchainApiTypes.js'

/** The names of dev accounts 0 and 1 and the colours of their avatars, by account index. */
const people = [
  { name: 'sandbox-dev.eth', letter: 'D', colors: ['#3b82f6', '#a855f7'] },
  { name: 'sandbox-friend.eth', letter: 'F', colors: ['#f59e0b', '#ef4444'] },
] as const

/**
 * The identities the sandbox gives dev accounts 0 and 1, keyed by address, for
 * `startBlockchainApi({ identities })`. The avatars are paths on the stand-in
 * (`/assets/avatar-<n>.svg`), which it answers as absolute URLs. `.eth` names here are sandbox
 * data, never resolved anywhere.
 * @example
 * sandboxIdentities(chain.accounts)
 * // { '0xf39F...2266': { name: 'sandbox-dev.eth', avatar: '/assets/avatar-0.svg' }, ... }
 */
export function sandboxIdentities(
  accounts: readonly { address: string }[],
): Record<string, Identity> {
  return Object.fromEntries(
    people.flatMap((person, index) => {
      const account = accounts[index]
      return account
        ? [[account.address, { name: person.name, avatar: `/assets/avatar-${index}.svg` }]]
        : []
    }),
  )
}

/**
 * The avatar picture of a sandbox identity (`avatar-0.svg`): a gradient disc with a letter of its
 * name. Undefined for any other file.
 * @example
 * renderAvatar('avatar-0.svg') // '<svg ...>'
 */
export function renderAvatar(file: string): string | undefined {
  const index = /^avatar-(\d)\.svg$/.exec(file)?.[1]
  const person = index === undefined ? undefined : people[Number(index)]
  if (!person) return undefined
  const [from, to] = person.colors
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>`,
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<circle cx="48" cy="48" r="48" fill="url(#g)"/>',
    '<text x="48" y="62" font-family="sans-serif" font-size="40" font-weight="700" ',
    `text-anchor="middle" fill="#fff">${person.letter}</text></svg>`,
  ].join('')
}
