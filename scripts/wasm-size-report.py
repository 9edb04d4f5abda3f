#!/usr/bin/env python3
"""Where the bytes of tactile.wasm are: reads a module linked with its name
section (`TACTILE_WASM_NAMES=1 scripts/build-wasm.sh` writes
.build/wasm/tactile.named.wasm, linked like tactile.wasm but before wasm-opt
and without --strip-all) and prints the code bytes per function body, summed
by source area (the folder of Sources/ declaring the function's type, "stdlib"
for the standard library's own code, "stdlib specialized" for its generics
specialized for our types, "C" for wasi-libc and runtime_support.c), then by
type, then the largest functions, names demangled with `swift demangle`.

Usage: scripts/wasm-size-report.py [MODULE] [--top N]
"""
import collections
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def leb(data, i):
    result = shift = 0
    while True:
        byte = data[i]
        i += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return result, i


def read_module(path):
    """Returns (sizes of the function bodies in index order, {index: name}, imported functions, section sizes)."""
    data = open(path, 'rb').read()
    if data[:4] != b'\0asm':
        sys.exit(f'wasm-size-report: {path} is not a WebAssembly module')
    i, imported, bodies, names, sections = 8, 0, [], {}, collections.Counter()
    section_names = {1: 'type', 2: 'import', 3: 'function', 4: 'table', 5: 'memory', 6: 'global',
                     7: 'export', 8: 'start', 9: 'element', 10: 'code', 11: 'data', 12: 'data count'}
    while i < len(data):
        sid = data[i]
        size, i = leb(data, i + 1)
        end = i + size
        if sid == 2:
            count, j = leb(data, i)
            for _ in range(count):
                for _ in range(2):  # module and field names
                    length, j = leb(data, j)
                    j += length
                kind = data[j]
                j += 1
                if kind == 0:
                    imported += 1
                    _, j = leb(data, j)
                elif kind in (1, 2):  # table (element type first) or memory: limits
                    j += 1 if kind == 1 else 0
                    flags, j = leb(data, j)
                    _, j = leb(data, j)
                    if flags & 1:
                        _, j = leb(data, j)
                else:  # global: type and mutability
                    j += 2
        elif sid == 10:
            count, j = leb(data, i)
            for _ in range(count):
                length, j = leb(data, j)
                bodies.append(length)
                j += length
        if sid == 0:
            length, j = leb(data, i)
            custom = data[j:j + length].decode()
            sections['custom ' + custom] += size
            if custom == 'name':
                j += length
                while j < end:
                    sub = data[j]
                    sub_size, j = leb(data, j + 1)
                    if sub == 1:
                        count, k = leb(data, j)
                        for _ in range(count):
                            index, k = leb(data, k)
                            length, k = leb(data, k)
                            names[index] = data[k:k + length].decode()
                            k += length
                    j += sub_size
        else:
            sections[section_names.get(sid, str(sid))] += size
        i = end
    return bodies, names, imported, sections


def source_areas():
    """Maps each type and top-level function declared in Sources/ to its folder (Tactile/Engine, …)."""
    areas = {}
    declaration = re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|package|internal|private|fileprivate|'
                             r'final|indirect)\s+)*(?:class|struct|enum|protocol|actor)\s+(\w+)', re.M)
    free_function = re.compile(r'^(?:(?:public|package|internal|private|fileprivate)\s+)?func\s+(\w+)', re.M)
    for folder, _, files in os.walk(os.path.join(ROOT, 'Sources')):
        for name in files:
            if name.endswith('.swift'):
                path = os.path.join(folder, name)
                parts = os.path.relpath(path, os.path.join(ROOT, 'Sources')).split(os.sep)
                area = '/'.join(parts[:2]) if parts[0] == 'Tactile' and len(parts) > 2 else parts[0]
                text = open(path, encoding='utf-8').read()
                for match in declaration.finditer(text):
                    areas.setdefault(match.group(1), area)
                for match in free_function.finditer(text):
                    areas.setdefault(match.group(1), area)
    return areas


# Prefixes the demangler puts before the name of the function's type.
WRAPPERS = re.compile(r'^(?:specialized |static |one-time initialization function for |outlined [\w ]+? of |'
                      r'(?:implicit )?closure #\d+ (?:\([^)]*\) )?in |\w+ #\d+ \([^)]*\) in |partial apply for |merged |'
                      r'variable initialization expression of |default argument \d+ of |protocol witness for |'
                      r'reabstraction thunk helper from |key path \w+ for )+')


def main():
    args = sys.argv[1:]
    top = 40
    if '--top' in args:
        k = args.index('--top')
        top = int(args[k + 1])
        del args[k:k + 2]
    path = args[0] if args else os.path.join(ROOT, '.build/wasm/tactile.named.wasm')
    bodies, names, imported, sections = read_module(path)
    if not names:
        sys.exit(f'wasm-size-report: {path} has no name section (TACTILE_WASM_NAMES=1 scripts/build-wasm.sh writes one)')
    mangled = [names.get(imported + k, f'function {imported + k}') for k in range(len(bodies))]
    demangler = os.path.join(os.path.dirname(os.path.realpath(subprocess.run(
        ['sh', '-c', 'command -v swiftc'], capture_output=True, text=True).stdout.strip())), 'swift-demangle')
    lines = subprocess.run([demangler, '--simplified'], input='\n'.join(mangled) + '\n',
                           capture_output=True, text=True, check=True).stdout.split('\n')
    areas, by_area, by_type, functions = source_areas(), collections.Counter(), collections.Counter(), []
    for size, symbol, readable in zip(bodies, mangled, lines):
        functions.append((size, readable))
        swift = symbol.startswith(('$e', '$s'))
        ours = swift and 'Tactile' in symbol
        head = re.match(r'[A-Za-z_]\w*', WRAPPERS.sub('', readable))
        kind = head.group(0) if head else readable
        if not swift:
            area = 'C'
        elif not ours:
            area = 'stdlib'
        elif kind in areas:
            area = areas[kind]
        else:
            area = 'stdlib specialized' if symbol.startswith(('$es', '$ss', '$eS', '$sS')) else 'other'
        by_area[area] += size
        if ours:
            by_type[kind if area != 'stdlib specialized' else 'stdlib ' + kind] += size
    total = sum(bodies)
    print(f'{path}: {os.path.getsize(path):,} bytes; {total:,} in {len(bodies):,} function bodies')
    print('sections: ' + ', '.join(f'{name} {size:,}' for name, size in sections.most_common()))
    for title, table in (('by area', by_area.most_common()), (f'by type (top {top})', by_type.most_common(top)),
                         (f'functions (top {top})', sorted(functions, key=lambda f: -f[0])[:top])):
        print(f'\n{title}:')
        for row in table:
            name, size = (row[0], row[1]) if isinstance(row[0], str) else (row[1], row[0])
            print(f'{size:>10,}  {name}')


if __name__ == '__main__':
    main()
