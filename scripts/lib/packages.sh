#===- scripts/lib/packages.sh - Install missing Debian packages ----------===//
#
# Sourced by scripts/setup.sh and scripts/sanitize.sh. Defines
#   SHARD_PACKAGES               everything the normal build and tests need
#   shard_install_packages P...  installs those of P that are missing
#                                (apt-get, as root or through sudo); honours
#                                SHARD_SKIP_APT=1 (fail instead of installing)
# Callers define log().
#
#===----------------------------------------------------------------------===//

# Everything the project builds and tests with, from Debian's packages.
SHARD_PACKAGES=(
  cmake ninja-build g++ lld pkg-config python3 python3-venv
  llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools
  libgtest-dev
  coinor-libcbc-dev
  libboost-graph-dev
  libopenmpi-dev openmpi-bin
  libopenblas-pthread-dev libblis-pthread-dev
  chromium
)

shard_missing_packages() {
  local pkg
  for pkg in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null |
        grep -q "install ok installed"; then
      echo "$pkg"
    fi
  done
}

shard_install_packages() {
  local missing
  missing=$(shard_missing_packages "$@")
  if [ -z "$missing" ]; then
    log "all packages present"
    return
  fi
  if [ "${SHARD_SKIP_APT:-0}" = 1 ]; then
    log "missing packages (SHARD_SKIP_APT=1, not installing):" $missing
    exit 1
  fi
  local sudo=""
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null; then sudo="sudo"; else
      log "need root (or sudo) to install:" $missing; exit 1
    fi
  fi
  log "installing:" $missing
  $sudo apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq \
    --no-install-recommends $missing >/dev/null
}
