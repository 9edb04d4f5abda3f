#!/usr/bin/env bash
# Proves the layering of the core with the compiler, and writes the map.
#
# Layers of Sources/Tactile, bottom to top (docs/architecture.md §1):
#   0 Geometry, Collections   1 Time, Accessibility   2 Model   3 Engine   4 Animation
#   5 Recognizers   6 Gestures   7 Scrolling, Applications   8 ScreenReader
# A folder may use its own folder and lower layers; folders that share a
# layer do not use each other.
#
# 1. For each folder, its sources and those of every lower layer — without
#    its same-layer siblings and without anything higher — are typechecked as
#    one module (`swiftc -typecheck`). Any reference upward or sideways, by
#    type name, extension member or inferred type, fails to compile. The top
#    folder is the whole module (the build proves it). A passing set is
#    remembered by the hash of its sources (in .build/layer-check), so a
#    rerun checks only what changed.
# 2. One AST dump of the whole module lists every reference between folders
#    (each resolved declaration and type, `decl=`/`bind=`), rechecks that none
#    points up or sideways, and writes docs/dependencies.md (folder → folder,
#    with the names used). `--check-map` fails instead when that file is stale.
#
#   bash scripts/layer-check.sh [--check-map]   # exit 0 clean, 1 with the failures
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
core=Sources/Tactile
layers=("Geometry:0" "Collections:0" "Time:1" "Accessibility:1" "Model:2" "Engine:3" "Animation:4" "Recognizers:5" "Gestures:6" "Scrolling:7" "Applications:7" "ScreenReader:8")
checkMap=0; [ "${1:-}" = "--check-map" ] && checkMap=1

level_of() { # folder -> layer number, or empty
  local entry
  for entry in "${layers[@]}"; do [ "${entry%%:*}" = "$1" ] && { echo "${entry##*:}"; return; }; done
}

# Every folder directly under the core must be a known layer.
status=0
for d in "$core"/*/; do
  name="$(basename "$d")"
  [[ "$name" == *.docc ]] && continue  # a DocC catalog, not a layer
  [ -n "$(level_of "$name")" ] || { echo "layer-check: $core/$name is not a known layer (add it to scripts/layer-check.sh and docs/architecture.md)"; status=1; }
done
if compgen -G "$core/*.swift" >/dev/null; then
  echo "layer-check: Swift files directly in $core (put them in a layer folder)"; status=1
fi
[ $status -eq 0 ] || exit 1

cache="$root/.build/layer-check"
mkdir -p "$cache"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
top=0
for entry in "${layers[@]}"; do [ "${entry##*:}" -gt "$top" ] && top="${entry##*:}"; done

swift_files() { (cd "$core" && for d in "$@"; do find "$d" -name '*.swift'; done | LC_ALL=C sort); }
typecheck() { (cd "$core" && swiftc -typecheck -parse-as-library -module-name Tactile -package-name tactile \
                 -swift-version 6 "$@"); }

# 1. Each folder over the layers below it.
checked=0; cached=0
for entry in "${layers[@]}"; do
  folder="${entry%%:*}"; mine="${entry##*:}"
  [ "$mine" -eq "$top" ] && continue
  set_folders=()
  for e in "${layers[@]}"; do [ "${e##*:}" -lt "$mine" ] && set_folders+=("${e%%:*}"); done
  set_folders+=("$folder")
  mapfile -t files < <(swift_files "${set_folders[@]}")
  key=$( (swiftc --version 2>&1; cd "$core" && cat "${files[@]}") | sha256sum | cut -c1-32)
  if [ -f "$cache/$folder.$key" ]; then cached=$((cached + 1)); continue; fi
  if typecheck "${files[@]}" > "$work/$folder.log" 2>&1; then
    rm -f "$cache/$folder".*; touch "$cache/$folder.$key"; checked=$((checked + 1))
  else
    echo "layer-check: $folder (layer $mine) does not compile with only the layers below it:"
    grep -E "error:" "$work/$folder.log" | sed "s#^#  $core/#" | head -n 20
    status=1
  fi
done

# 2. The references between folders, from one AST dump of the whole module.
folders=(); for entry in "${layers[@]}"; do folders+=("${entry%%:*}"); done
mapfile -t all < <(swift_files "${folders[@]}")
if ! (cd "$core" && swiftc -dump-ast -parse-as-library -module-name Tactile -package-name tactile -swift-version 6 \
        "${all[@]}") > "$work/ast.txt" 2>&1; then  # (the dump goes to stderr)
  echo "layer-check: the core does not compile:"; grep "error:" "$work/ast.txt" | head -n 20; exit 1
fi
# from-folder <TAB> to-folder <TAB> name, once each.
awk '
  /^\(source_file "/ { f = $2; gsub(/"/, "", f); split(f, p, "/"); from = p[1]; next }
  {
    line = $0
    while (match(line, /(decl|bind)="Tactile\.\(file\)\.[^"@]*@[A-Za-z]+\//)) {
      ref = substr(line, RSTART, RLENGTH); line = substr(line, RSTART + RLENGTH)
      sub(/^(decl|bind)="Tactile\.\(file\)\./, "", ref)
      at = index(ref, "@"); name = substr(ref, 1, at - 1); to = substr(ref, at + 1); sub(/\/$/, "", to)
      gsub(/ extension/, "", name)  # `Array extension.stableSort()` is `Array.stableSort()`
      if (to == from) continue
      n = split(name, c, "."); key = c[1]
      if (n > 1 && c[2] !~ /^[(<]/ && c[2] != "init") key = c[1] "." c[2]
      print from "\t" to "\t" key
    }
  }' "$work/ast.txt" | LC_ALL=C sort -u > "$work/refs.tsv"
# A type's own members are reached through the type: keep `T.member` only
# when T is not declared in the folder the member is in.
declared() { # folder -> its top-level type names
  find "$core/$1" -name '*.swift' -print0 | xargs -0 cat |
    sed -nE 's/^((public|internal|private|fileprivate|open|package|final|indirect) )*(class|struct|enum|protocol|actor|typealias) ([A-Za-z_][A-Za-z0-9_]*).*/\4/p' | sort -u
}
for entry in "${layers[@]}"; do declared "${entry%%:*}" | sed "s/^/${entry%%:*}\t/"; done > "$work/types.tsv"
awk -F'\t' 'NR == FNR { own[$1 "\t" $2] = 1; next }
  { split($3, c, "."); name = (c[2] != "" && (($2 "\t" c[1]) in own)) ? c[1] : $3; print $1 "\t" $2 "\t" name }' \
  "$work/types.tsv" "$work/refs.tsv" | LC_ALL=C sort -u > "$work/uses.tsv"
while IFS=$'\t' read -r from to name; do
  lf=$(level_of "$from"); lt=$(level_of "$to")
  if [ -z "$lf" ] || [ -z "$lt" ]; then continue; fi
  if [ "$lt" -gt "$lf" ] || { [ "$lt" -eq "$lf" ] && [ "$to" != "$from" ]; }; then
    echo "layer-check: $from (layer $lf) uses $name of $to (layer $lt)"; status=1
  fi
done < "$work/uses.tsv"

# docs/dependencies.md
{
  echo "# Dependencies between the core's folders"
  echo
  echo "Generated by \`scripts/layer-check.sh\` from the compiler's resolution of every"
  echo "reference in \`Sources/Tactile\` (an AST dump): which folder uses which, and the"
  echo "names it uses there. Do not edit; rerun the script. Layers and rules:"
  echo "\`docs/architecture.md\` §1."
  echo
  echo '```mermaid'
  echo "graph BT"
  cut -f1,2 "$work/uses.tsv" | LC_ALL=C sort -u | awk -F'\t' '{ print "  " $1 " --> " $2 }'
  echo '```'
  echo
  echo "| folder (layer) | uses (layer) | names used |"
  echo "|---|---|---|"
  for entry in "${layers[@]}"; do
    from="${entry%%:*}"
    for e in "${layers[@]}"; do
      to="${e%%:*}"
      names=$(awk -F'\t' -v f="$from" -v t="$to" '$1 == f && $2 == t { print $3 }' "$work/uses.tsv")
      [ -n "$names" ] || continue
      count=$(echo "$names" | wc -l)
      list=$(echo "$names" | head -n 12 | sed 's/.*/`&`/' | paste -sd, - | sed 's/,/, /g')
      [ "$count" -gt 12 ] && list="$list, … ($count in all)"
      echo "| $from (${entry##*:}) | $to (${e##*:}) | $list |"
    done
  done
} > "$work/dependencies.md"
if [ $checkMap -eq 1 ]; then
  cmp -s "$work/dependencies.md" docs/dependencies.md || { echo "layer-check: docs/dependencies.md is stale (run scripts/layer-check.sh)"; status=1; }
else
  cp "$work/dependencies.md" docs/dependencies.md
fi
[ $status -eq 0 ] && echo "layer-check: ok ($checked folder sets typechecked, $cached unchanged since their last pass; $(cut -f1,2 "$work/uses.tsv" | sort -u | wc -l) folder-to-folder uses, all downward)"
exit $status
