#!/usr/bin/env bash
# Runs the reliability studies' reproducer scripts (copies in Tests/Fixtures:
# reliability = the first study's repro/, reliability3 = the third study's
# repro3/) against a tactile binary and fails on anything wrong: a trap (132),
# a hang (124), a replaced symlink, FIFO or device, a leftover temporary
# file, a leak, an endless replay, a multi-line or unclear error, a refused
# recording. Bug 13 needs strace and bug 14 valgrind; without them those two
# are skipped (with a note), so the test suite can run this anywhere and CI,
# which installs both, runs all of it.
#
# usage: scripts/reliability-check.sh [path/to/tactile]   (default .build/debug/tactile)
set -uo pipefail
cd "$(dirname "$0")/.."
tactile="$(realpath "${1:-.build/debug/tactile}")"
fixtures=Tests/Fixtures
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
export SWIFT_BACKTRACE=enable=no
problems=0
wrong() { echo "WRONG: $*"; problems=$((problems + 1)); }
expect() { # expect FILE PATTERN WHAT: some line of FILE matches PATTERN
    grep -qE -- "$2" "$1" || wrong "$3 (expected /$2/)"
}

# The first study: no trap, no hang.
bash "$fixtures/reliability/reproduce.sh" "$tactile" > "$out/study1.txt" 2>&1
[[ $(grep -c 'rc=' "$out/study1.txt") -ge 11 ]] || wrong "study 1: fewer than 11 results"
while IFS= read -r line; do wrong "study 1: $line"; done < <(grep -E 'rc=(132|124)|Fatal error' "$out/study1.txt")

# The third study, one reproducer at a time.
r3=$fixtures/reliability3
bash "$r3/12-speak-replaces-links-fifos-devices/run.sh" "$tactile" > "$out/12.txt" 2>&1
expect "$out/12.txt" '^symlink: rc=0 link.wav is now: symbolic link; target.wav: [1-9][0-9]* bytes' "12: --speak onto a symbolic link"
expect "$out/12.txt" '^fifo: rc=0 pipe.wav is now: fifo; the reader got [1-9][0-9]* bytes' "12: --speak onto a FIFO"
if grep -q '^device node' "$out/12.txt"; then   # mknod needs root
    expect "$out/12.txt" '^device node: rc=0 null.dev is now: character special file' "12: --speak onto a device node"
fi
if command -v strace > /dev/null; then
    bash "$r3/13-signal-before-cleanup-handler/run.sh" "$tactile" > "$out/13.txt" 2>&1
    [[ $(grep -c 'temporary files left: 0$' "$out/13.txt") -eq 10 ]] || wrong "13: a signal left a temporary file: $(grep -v 'left: 0$' "$out/13.txt" | head -3)"
else
    echo "note: 13 skipped (needs strace)"
fi
if command -v valgrind > /dev/null; then
    bash "$r3/14-zoom-scroll-view-leak/run.sh" "$tactile" > "$out/14.txt" 2>&1
    [[ $(grep -c 'definitely lost: 0 bytes in 0 blocks indirectly lost: 0 bytes in 0 blocks' "$out/14.txt") -eq 2 ]] || wrong "14: leak: $(cat "$out/14.txt")"
else
    echo "note: 14 skipped (needs valgrind)"
fi
bash "$r3/15-long-animation-endless-replay/run.sh" "$tactile" > "$out/15.txt" 2>&1
expect "$out/15.txt" '^replay --format jsonl: rc=0 ' "15: replay of a 1e9 s animation ends"
expect "$out/15.txt" '^replay --report: rc=0 after 20 s, report written: yes' "15: replay --report ends and writes the report"
expect "$out/15.txt" '^accessibility SCENE TRACE: rc=0 ' "15: accessibility SCENE TRACE ends"
expect "$out/15.txt" '^live: stopped on SIGINT' "15: live stops on SIGINT"
bash "$r3/17-unbounded-read-of-scene-and-device-inputs/run.sh" "$tactile" > "$out/17.txt" 2>&1
[[ $(grep -c 'exit 2,' "$out/17.txt") -eq 5 ]] || wrong "17: not every endless or huge input is an exit-2 error: $(grep -E 'exit|allocate' "$out/17.txt" | tr '\n' ' ')"
grep -q 'allocate' "$out/17.txt" && wrong "17: an allocation failed"

# 16 and 18: the commands of reproduce.sh.
bash "$r3/reproduce.sh" "$tactile" 2>&1 | sed -n '/^== 16/,$p' > "$out/16-18.txt"
sed -n '/^== 16/,/^== 18/p' "$out/16-18.txt" | grep -v '^==' > "$out/16.txt"
[[ $(grep -c '^  error: ' "$out/16.txt") -eq 5 && $(wc -l < "$out/16.txt") -eq 5 ]] || wrong "16: expected five one-line errors: $(cat "$out/16.txt")"
grep -q '\^\[' "$out/16.txt" && wrong "16: an error echoes a control character"
grep -qE 'could not be completed|doesn.t exist' "$out/16.txt" && wrong "16: Foundation's wording"
grep -q 'WebAssembly module /nonexistent.wasm: ' "$out/16.txt" || wrong "16: playground --wasm gives no reason"
[[ $(grep -c 'rc=0' "$out/16-18.txt") -eq 3 ]] || wrong "18: a recording that needs the tracking-id repair is refused: $(sed -n '/^== 18/,$p' "$out/16-18.txt")"

if [[ $problems -eq 0 ]]; then echo "reliability-check: nothing wrong"; else echo "reliability-check: $problems problems"; exit 1; fi
