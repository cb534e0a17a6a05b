// The sign-in chunk as the React layer and the public actions reach it (through `import()`).
export { siwxControllerOf } from './siwxControllerOf.js'
