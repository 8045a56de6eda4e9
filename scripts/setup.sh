#!/usr/bin/env bash
# Spinel's one set-up script, for a fresh Debian 12 machine (as root, or with sudo):
#   scripts/setup.sh run    install what is missing, build, open the app on the built-in example
#   scripts/setup.sh test   install what is missing, build, run the whole test suite
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-}
case "$mode" in
    run|test) ;;
    *) echo "usage: $0 run|test" >&2; exit 2 ;;
esac

packages=(
    build-essential cmake git python3 ccache
    qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    libqcustomplot-dev libboost-graph-dev nlohmann-json3-dev
    xvfb xauth fonts-dejavu-core
)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if ((${#missing[@]})); then
    echo "Installing: ${missing[*]}"
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo=sudo; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
fi

build=${SPINEL_BUILD_DIR:-build}
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$build" -j"$(nproc)"

example=resources/examples/leaf-spine-4x-h100.spinel
if [ "$mode" = test ]; then
    ctest --test-dir "$build" --output-on-failure -j"$(nproc)" --timeout 600
    # The speed goals, once, as a smoke test that the benchmarks still run (figures: spinel-cli bench).
    "$build/app/spinel-cli" bench --quick > /dev/null
    exit 0
fi

if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    echo "No display found: starting Spinel under a virtual X server (xvfb-run)."
    exec xvfb-run -a -s "-screen 0 1600x1000x24" "$build/app/spinel" "$example"
fi
exec "$build/app/spinel" "$example"
