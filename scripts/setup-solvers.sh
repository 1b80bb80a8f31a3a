#!/usr/bin/env bash
#===- scripts/setup-solvers.sh - Other exact solvers, for comparison ------===//
#
# Creates (once) the virtual environment <repo>/.venv-solvers and installs
# HiGHS (highspy) and OR-Tools (SCIP and CP-SAT) from PyPI, pinned, when
# one is missing. Idempotent. Only benchmarks/solver_compare.py uses it:
# the planner itself solves with CBC (docs/PlacementSolver.md says why).
#
# Environment:
#   SHARD_SOLVERS_VENV     the environment (default <repo>/.venv-solvers)
#   SHARD_PIP_ARGS         extra pip arguments
#   PYTHON                 the interpreter that creates it (default python3)
#
#===----------------------------------------------------------------------===//
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${SHARD_SOLVERS_VENV:-$ROOT/.venv-solvers}"
PACKAGES="highspy==1.16.0 ortools==9.15.6755"

if [ ! -x "$VENV/bin/python" ]; then
  echo "setup-solvers: creating $VENV"
  "${PYTHON:-python3}" -m venv "$VENV"
fi
if "$VENV/bin/python" -c "import highspy, ortools" 2>/dev/null; then
  echo "setup-solvers: $VENV has highspy and ortools"
else
  echo "setup-solvers: installing $PACKAGES into $VENV"
  # shellcheck disable=SC2086 # word splitting of the package list is wanted
  "$VENV/bin/python" -m pip install ${SHARD_PIP_ARGS:-} $PACKAGES
  "$VENV/bin/python" -c "import highspy, ortools"
fi
