// Multi-wallet's one entry: loaded with `import()` (`loadMultiWallet` in ../kernel.ts) once the
// feature is on, so none of it is in the first load. Names are re-exported one by one (STYLE.md 6).

export { connectionBookOf } from './connectionBookOf.js'
export type { ConnectionBook } from './createConnectionBook.js'
export { displayAuthName } from './displayAuthName.js'
