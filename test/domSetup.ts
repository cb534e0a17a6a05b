import { configure } from '@testing-library/react'

// The views load their own chunks with import() (and the QR code's): on a loaded 2-core machine
// that has taken more than testing-library's 1 s default, so every `waitFor` and `findBy*` of the
// DOM tests is bounded at 10 s instead. A wait that never succeeds still fails, only later.
configure({ asyncUtilTimeout: 10_000 })
