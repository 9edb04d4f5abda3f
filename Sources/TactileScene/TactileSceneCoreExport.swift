// The scene formats and runtime live in `TactileSceneCore` (no Foundation, so
// the C API and the WebAssembly module share them); users of `TactileScene`
// see them as before.
@_exported import TactileSceneCore
