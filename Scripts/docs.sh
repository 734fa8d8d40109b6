#!/usr/bin/env bash
# Builds the DocC documentation of CellGraph and CellGraphTesting with the toolchain's `docc`,
# warnings as errors (CI runs this too), into .build/docs/<Module>.doccarchive.
#
#   bash Scripts/docs.sh            # both catalogs
#   bash Scripts/docs.sh CellGraph  # one
#
# The archives are static sites: serve one with any web server (see the end of the output).
set -euo pipefail
cd "$(dirname "$0")/.."

modules=("$@")
[ ${#modules[@]} -eq 0 ] && modules=(CellGraph CellGraphTesting)
output=.build/docs
mkdir -p "$output"

for module in "${modules[@]}"; do
  symbols=$(mktemp -d)
  swift build --target "$module" -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir \
    -Xswiftc "$symbols"
  # Only the module's own symbol graphs: its dependencies' belong to their own catalogs.
  find "$symbols" -name '*.symbols.json' ! -name "$module.symbols.json" \
    ! -name "$module@*.symbols.json" -delete
  rm -rf "$output/$module.doccarchive"
  docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$symbols" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.cellgraph.$module" \
    --output-path "$output/$module.doccarchive" --warnings-as-errors > /dev/null
  rm -rf "$symbols"
  echo "$module: $output/$module.doccarchive"
done
echo "Browse one as a static site: python3 -m http.server --directory $output/CellGraph.doccarchive"
echo "and open http://localhost:8000/documentation/cellgraph (cellgraphtesting for the other)."
