#!/usr/bin/env bash
# Installs what a fresh machine (Node 20 + npm, Debian) lacks to build and test Cascade:
#   - pnpm 10.34.9 (the newest that runs on Node 20; corepack fails on this registry's metadata);
#   - fc-solve and friends (Debian's freecell-solver-bin), the peer the CLI's interop tests check against;
#   - Chromium (/usr/bin/chromium), for the browser tests of the apps;
#   - Redis (Debian's redis-server), the queue behind `fc atlas --queue`; its tests start a private instance.
# Idempotent: it installs only what is missing, so running it again costs a second.
# It never strips the environment: TLS goes through NODE_EXTRA_CA_CERTS and npm's cafile.
set -euo pipefail

PNPM_VERSION=10.34.9

if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1; then
  SUDO=(sudo -E) # -E: keep NODE_EXTRA_CA_CERTS and the proxy settings
else
  SUDO=()
fi

if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  echo "setup: installing pnpm $PNPM_VERSION" >&2
  NPM_CONFIG_LOGLEVEL=error "${SUDO[@]}" npm install -g "pnpm@$PNPM_VERSION"
  hash -r
fi

apt_packages=()
command -v fc-solve >/dev/null 2>&1 || apt_packages+=(freecell-solver-bin)
[ -x /usr/bin/chromium ] || apt_packages+=(chromium)
command -v redis-server >/dev/null 2>&1 || apt_packages+=(redis-server)
if [ "${#apt_packages[@]}" -gt 0 ]; then
  echo "setup: installing ${apt_packages[*]} with apt-get" >&2
  "${SUDO[@]}" apt-get update
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y "${apt_packages[@]}"
fi

echo "setup: pnpm $(pnpm --version), $(command -v fc-solve), $(command -v redis-server), /usr/bin/chromium: ready" >&2
