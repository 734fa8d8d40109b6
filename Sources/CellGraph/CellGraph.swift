// `import CellGraph` gives a user the engine's public API too (`View`, `StateCell`, `ViewHost`,
// …): the views, controls and features here build on it.
@_exported import CellGraphCore
