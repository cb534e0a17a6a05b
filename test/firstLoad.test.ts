import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Metafile } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildExample } from '../scripts/buildExample.mjs'
import {
  firstLoadInputs,
  firstLoadOutputs,
  lazyImportsBypassingBarrels,
  modalLoadInputs,
  modalLoadOutputs,
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

/**
 * The output files the modal's load adds, fetched right after the first paint: its entry and
 * the chunk it shares with the lazy views (React internal and what it re-exports).
 */
const maxModalLoadFiles = 2

/** Modules only the open modal needs: the dialog, the Connect view, the toasts, their styles. */
const modalOnlyModules = [
  'runtime/react/modal/ModalDialog.tsx',
  'runtime/react/modal/modalCss.ts',
  'runtime/react/views/Connect/ConnectView.tsx',
  'runtime/react/views/viewsCss.ts',
  'runtime/react/toasts/Toaster.tsx',
]

/** The toasts, the snackbar and their styles: fetched with the first message, in neither load. */
const firstMessageModules = [
  'runtime/react/toasts/ToastList.tsx',
  'runtime/react/toasts/toastCss.ts',
  'runtime/react/toasts/Snackbar.tsx',
  'runtime/react/toasts/snackbarCss.ts',
]

let metafile: Metafile
const out = mkdtempSync(join(tmpdir(), 'appkit-first-load-'))
beforeAll(async () => {
  metafile = (await buildExample({ out })).metafile
}, 60_000)
afterAll(() => rmSync(out, { recursive: true, force: true }))

describe('the first load of the production example', () => {
  it('reaches code of an earlier load only through the kernel and React internal', () => {
    expect(lazyImportsBypassingBarrels(metafile)).toEqual([])
  })

  it(`is at most ${maxFirstLoadFiles} files`, () => {
    expect(firstLoadOutputs(metafile).size).toBeLessThanOrEqual(maxFirstLoadFiles)
  })

  it('holds the kernel, so a lazy chunk never waits on a barrel of its own', () => {
    expect(firstLoadInputs(metafile)).toContain('runtime/core/kernel.ts')
  })

  it('holds none of the modal-only modules, which arrive with the modal after the first paint', () => {
    const first = firstLoadInputs(metafile)
    expect(modalOnlyModules.filter((module) => first.has(module))).toEqual([])
    const modal = modalLoadInputs(metafile)
    expect(modalOnlyModules.filter((module) => !modal.has(module))).toEqual([])
  })
})

describe("the modal's load of the production example", () => {
  it(`adds at most ${maxModalLoadFiles} files`, () => {
    expect(modalLoadOutputs(metafile).size).toBeLessThanOrEqual(maxModalLoadFiles)
  })

  it('holds React internal, so a lazy view never waits on a barrel of its own', () => {
    expect(modalLoadInputs(metafile)).toContain('runtime/react/internal.ts')
  })

  it('holds neither the toasts nor the snackbar, which arrive with their first message', () => {
    const loaded = new Set([...firstLoadInputs(metafile), ...modalLoadInputs(metafile)])
    expect(firstMessageModules.filter((module) => loaded.has(module))).toEqual([])
  })
})
