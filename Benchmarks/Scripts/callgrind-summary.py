#!/usr/bin/env python3
"""Summarizes a callgrind profile of `cellgraph-report --profile KEY`.

    python3 Scripts/callgrind-summary.py callgrind.out [operations]

Prints the instructions per operation, the share of each kind of work (exclusive instructions,
grouped by what the function is), and the top functions by exclusive instructions with their
names demangled. Needs `callgrind_annotate` (valgrind) and `swift demangle` on the PATH.
"""
import re
import subprocess
import sys

CATEGORIES = [
    ("Swift runtime: generic metadata and witness lookups",
     r"Metadata|GenericCacheEntry|TupleCacheEntry|getCache|AtomicWaitQueue|WitnessTable"
     r"|AssociatedTypeWitness|ConcurrentReadableHashMap|MetadataCacheKey"),
    ("Swift runtime: dynamic casts and conformance checks",
     r"tryCast|dynamicCast|conformsToProtocol|ConformanceCache|ConformanceState|ProtocolDescriptor"),
    ("Swift runtime: exclusivity checks", r"swift_beginAccess|swift_endAccess|AccessSet|SwiftTLSContext|__tls_get_addr"),
    ("ARC: retain and release", r"swift_retain|swift_release|swift_bridgeObjectRe|swift_unknownObjectRe|swift_isUniquely"),
    ("allocation: malloc, free, object allocation",
     r"malloc|_int_free|\bfree\b|cfree|swift_allocObject|swift_deallocClassInstance|swift_slowAlloc"
     r"|swift_slowDealloc|swift_deallocObject|swift_allocBox|malloc_consolidate|unlink_chunk|tcache"),
    ("value witnesses: generic copies and destroys",
     r"initializeWithCopy|initializeWithTake|assignWithCopy|assignWithTake|\bdestroy\b|ValueWitnesses|tuple_|outlined copy|outlined destroy|outlined retain|outlined release"),
    ("hashing: Set, Dictionary, AnyHashable", r"Hasher|AnyHashable|_NativeSet|_NativeDictionary|Set<|Dictionary<|\bSet\.|\bDictionary\.|_HashTable"),
    ("strings: counting characters, building and joining text",
     r"String|Character|underestimatedCount|_SmallString|UTF8|Unicode|memcmp|memmove|memcpy|memset|joined|_BinaryIntegerToASCII|description"),
    ("iteration through unspecialized generics", r"IteratorProtocol|IndexingIterator|formIndex|Collection\.|Sequence\."),
]


# Specialized copies of CellGraph's generics are attributed to <compiler-generated>.
CELLGRAPH_TYPES = (
    r"\b(Node|TypedNode|PrimitiveNode|BodyNode|Graph|ChildReconciler|ChildKey|ViewTypeInfo"
    r"|ValueComparator|StateBox|Source|Tracking|TextLayout|TextBlock|ViewHost|ForEach|VStack"
    r"|HStack|TupleView|PrimitiveView)\b")


# Entry points whose inclusive cost tells where an operation goes (outermost calls only:
# callgrind marks recursive re-entries with a ' suffix, which are skipped).
PHASES = [
    ("update pass: `Graph.flush()`", r"Graph\.flush\(\)$"),
    ("  reconciling a `ForEach`'s children", r"ForEach\.updateChildren\(of:reason:\)$"),
    ("  creating nodes: `Node.makeChild`", r"Node\.makeChild<A>\(_:key:replacing:\)$"),
    ("  removing nodes: `Graph.remove`", r"Graph\.remove\(_:\)$"),
    ("  comparing inputs: `ViewTypeInfo.isSameInput`", r"ViewTypeInfo\.isSameInput<A>\(_:_:\)$"),
    ("`ViewHost.text` (its flush, then the text)", r"ViewHost\.text\.getter$"),
    ("  `TextLayout.string(from:)` (the final join)", r"TextLayout\.string\(from:\)$"),
    ("  `TextLayout.vertical` (VStack)", r"TextLayout\.vertical\(_:alignment:spacing:\)$"),
    ("  `TextLayout.horizontal` (HStack)", r"TextLayout\.horizontal\(_:alignment:spacing:\)$"),
]


def annotate(path, inclusive="no"):
    out = subprocess.run(
        ["callgrind_annotate", f"--inclusive={inclusive}", "--threshold=100", "--auto=no", path],
        capture_output=True, text=True, check=True).stdout
    demangled = subprocess.run(["swift", "demangle", "--simplified"], input=out,
                               capture_output=True, text=True, check=True).stdout
    rows = []
    total = None
    for line in demangled.splitlines():
        m = re.match(r"\s*([\d,]+) \([ \d.]+%\)\s+(.*)$", line)
        if not m:
            continue
        count = int(m.group(1).replace(",", ""))
        name = m.group(2)
        if "PROGRAM TOTALS" in name:
            total = count
            continue
        name = re.sub(r" \[/[^\]]*\]$", "", name)
        name = re.sub(r"^[^:]*?(Sources/[^:]*|\?\?\?|<compiler-generated>|\./[^:]*):", r"\1:", name)
        rows.append((count, name))
    return total, rows


def category(name):
    if "Sources/CellGraph/" in name:
        return "CellGraph's own code"
    for label, pattern in CATEGORIES:
        if re.search(pattern, name):
            return label
    if re.search(CELLGRAPH_TYPES, name):
        return "CellGraph's own code"
    if "Sources/CellGraphWorkloads/" in name or "Sources/cellgraph-report/" in name:
        return "benchmark code (the write, the sink)"
    return "other"


def main():
    path = sys.argv[1]
    operations = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    total, rows = annotate(path)
    print(f"instructions per operation: {total / operations:,.0f}\n")
    _, inclusive = annotate(path, inclusive="yes")
    print("| part of the operation (inclusive) | share |\n|---|---:|")
    for label, pattern in PHASES:
        counts = [count for count, name in inclusive if re.search(pattern, name)]
        if counts:
            print(f"| {label} | {100 * max(counts) / total:.1f} % |")
    print()
    sums = {}
    for count, name in rows:
        sums[category(name)] = sums.get(category(name), 0) + count
    print("| kind of work | share |\n|---|---:|")
    for label, count in sorted(sums.items(), key=lambda item: -item[1]):
        print(f"| {label} | {100 * count / total:.1f} % |")
    print("\n| function (exclusive) | share |\n|---|---:|")
    for count, name in sorted(rows, key=lambda row: -row[0])[:15]:
        short = name.split(":", 1)[-1] if name.startswith(("Sources/", "???", "<compiler", "./")) else name
        print(f"| `{short[:110]}` | {100 * count / total:.1f} % |")


if __name__ == "__main__":
    main()
