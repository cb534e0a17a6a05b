import { type AppKit, defineOwned } from '../kernel.js'
import { type ConnectionBook, createConnectionBook } from './createConnectionBook.js'

const connectionBook = defineOwned<ConnectionBook, AppKit>(
  'connection book',
  createConnectionBook,
  (book) => book.dispose(),
)

/**
 * The instance's connection book, created (and recording) on first call, released by `destroy()`.
 * @example const book = connectionBookOf(appKit)
 */
export function connectionBookOf(appKit: AppKit): ConnectionBook {
  return appKit.owned.get(connectionBook)
}
