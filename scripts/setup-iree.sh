#!/usr/bin/env bash
#===- scripts/setup-iree.sh - IREE, the per-device code generator ---------===//
#
# Creates (once) the virtual environment <repo>/.venv-iree and installs
# IREE's compiler and runtime (iree-compile, iree-run-module) from PyPI into
# it when one is missing. Idempotent: a complete environment is left as it
# is. ap-run --backend=iree and the lit feature `iree` use it
# (docs/Backends.md); the rest of the build and its tests do not.
#
# Environment:
#   SHARD_IREE_VENV      the environment (default <repo>/.venv-iree; the lit
#                        feature `iree` looks only at the default)
#   SHARD_IREE_PACKAGES  what pip installs (default: the version the
#                        lowering's text is checked against)
#   SHARD_PIP_ARGS       extra pip arguments
#   PYTHON               the interpreter that creates it (default python3)
#
#===----------------------------------------------------------------------===//
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${SHARD_IREE_VENV:-$ROOT/.venv-iree}"
PACKAGES="${SHARD_IREE_PACKAGES:-iree-base-compiler==3.13.0 iree-base-runtime==3.13.0 numpy}"

if [ ! -x "$VENV/bin/python" ]; then
  echo "setup-iree: creating $VENV"
  "${PYTHON:-python3}" -m venv "$VENV"
fi

if [ -x "$VENV/bin/iree-compile" ] && [ -x "$VENV/bin/iree-run-module" ] &&
   "$VENV/bin/python" -c "import numpy" 2>/dev/null; then
  echo "setup-iree: $VENV has iree-compile and iree-run-module"
else
  echo "setup-iree: installing $PACKAGES into $VENV"
  # shellcheck disable=SC2086 # word splitting of the package list is wanted
  "$VENV/bin/python" -m pip install ${SHARD_PIP_ARGS:-} $PACKAGES
fi
"$VENV/bin/python" - <<'PY'
import importlib.metadata as m
print("setup-iree: " + ", ".join(
    f"{p} {m.version(p)}" for p in ("iree-base-compiler", "iree-base-runtime", "numpy")))
PY
