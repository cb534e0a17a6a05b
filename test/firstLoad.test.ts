import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Metafile } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildExample } from '../scripts/buildExample.mjs'
import {
  firstLoadBarrels,
  firstLoadInputs,
  firstLoadOutputs,
  lazyImportsBypassingBarrels,
} from '../scripts/firstLoad.mjs'

// The first load of the example as esbuild splits it for production (the build `npm run bench`
// measures): the bench weighs it; this keeps its shape, so a change that adds first-load files
// fails here, in `npm test`, not only in the bench.

/**
 * The output files before the first click: the entry (app, public entries, adapters), the
 * kernel's shared chunk, React's shared chunk and esbuild's helpers. A change here is deliberate:
 * each file is one more request before the first paint.
 */
const maxFirstLoadFiles = 4

let metafile: Metafile
const out = mkdtempSync(join(tmpdir(), 'appkit-first-load-'))
beforeAll(async () => {
  metafile = (await buildExample({ out })).metafile
}, 60_000)
afterAll(() => rmSync(out, { recursive: true, force: true }))

describe('the first load of the production example', () => {
  it('reaches first-load code from lazy modules only through the kernel and React internal', () => {
    expect(lazyImportsBypassingBarrels(metafile)).toEqual([])
  })

  it(`is at most ${maxFirstLoadFiles} files`, () => {
    expect(firstLoadOutputs(metafile).size).toBeLessThanOrEqual(maxFirstLoadFiles)
  })

  it('holds both barrels, so a lazy view never waits on a barrel of its own', () => {
    const first = firstLoadInputs(metafile)
    expect(firstLoadBarrels.filter((barrel) => !first.has(barrel))).toEqual([])
  })
})
