#!/usr/bin/env bash
# Installs Debian's Chromium and the CJK fonts the browser tests need, when they are missing.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium" ] || missing+=(chromium)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing ${missing[*]} for the browser tests…"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
if ! $sudo apt-get install -y --no-install-recommends "${missing[@]}"; then
  $sudo apt-get update
  $sudo apt-get install -y --no-install-recommends "${missing[@]}"
fi
[ -x "$chromium" ] || { echo "Chromium is still missing at $chromium" >&2; exit 1; }
