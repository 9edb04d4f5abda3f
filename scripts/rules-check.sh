#!/usr/bin/env bash
# Fails when a rule id cited in Sources/, Tests/, docs/ or README.md (a Swift
# comment, a test name, a Markdown line) is not in docs/rules.md, or when a
# bare id could belong to more than one spec. The citation syntax is in
# docs/rules.md, "How ids are cited"; `python3 scripts/rules.py list` prints
# every citation found.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 scripts/rules.py check
