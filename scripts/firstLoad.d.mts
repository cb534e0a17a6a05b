import type { Metafile } from 'esbuild'

export function firstLoadOutputs(metafile: Metafile): Set<string>
export function modalLoadOutputs(metafile: Metafile): Set<string>
export function firstLoadInputs(metafile: Metafile): Set<string>
export function modalLoadInputs(metafile: Metafile): Set<string>
export function lazyImportsBypassingBarrels(metafile: Metafile): string[]
