#!/usr/bin/env bash
# Spinel's one set-up script, for a fresh Debian 12 machine (as root, or with sudo):
#   scripts/setup.sh run    install what is missing, build, open the app on the built-in example
#   scripts/setup.sh test   install what is missing, build, run the whole test suite: in the
#                           normal build (warnings are errors), then again in a checked build
#                           (Debug asserts on, AddressSanitizer + UndefinedBehaviorSanitizer)
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
    libqcustomplot-dev libboost-graph-dev nlohmann-json3-dev libsimdjson-dev libexpat1-dev
    xvfb xauth fonts-dejavu-core
    appstream
    # The programs that read Spinel's topology exports, run by tests/cli/tst_cli_export_consumers.
    slurm-wlm infiniband-diags ibsim-utils opensm graphviz
    python3-networkx python3-igraph python3-jsonschema python3-yaml
    # LLDP neighbour tables for spinel-cli import/diff --format lldp (tests run lldpd in network namespaces).
    lldpd
    # scripts/check-format (.clang-format is tuned to this version); clang with libFuzzer for the
    # short fuzz run of the two file loaders (libFuzzer itself is in libclang-rt-14-dev, only a
    # Recommends of clang).
    clang-format-14 clang libclang-rt-14-dev
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

# Every C++ file as .clang-format lays it out (about 3 s; a checkout without git skips it).
if [ "$mode" = test ] && [ -d .git ]; then bash scripts/check-format > /dev/null || {
    echo "C++ sources differ from .clang-format: scripts/check-format shows how; clang-format-14 -i FILE fixes one" >&2
    exit 1
}; fi

build=${SPINEL_BUILD_DIR:-build}
# Release, the configuration users and packagers build: CI then catches what only -O3 reports
# (GCC 12's false -Wrestrict once broke it). It compiles as fast as RelWithDebInfo (no -g to
# write; measured within 10 % per file either way) and its objects are smaller for ccache.
options=(-DCMAKE_BUILD_TYPE=Release)
# ccache makes the second and later builds (and CI with a warm cache) fast. Paths relative to the
# checkout (and no working directory in the hash) let a fresh clone in another folder reuse it.
if command -v ccache > /dev/null; then
    options+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PWD} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}
fi
# Warnings are errors in CI only: a user's newer compiler must not fail their build.
if [ "$mode" = test ]; then options+=(-DSPINEL_WERROR=ON); fi
cmake -S . -B "$build" "${options[@]}"
cmake --build "$build" -j"$(nproc)"

example=resources/examples/leaf-spine-4x-h100.spinel
if [ "$mode" = test ]; then
    ctest --test-dir "$build" --output-on-failure -j"$(nproc)" --timeout 600
    # The speed goals, once, as a smoke test that the benchmarks still run (figures: spinel-cli bench).
    "$build/app/spinel-cli" bench --quick > /dev/null
    # The Debian package builds (install rules, dpkg-shlibdeps) and holds both programs (~10 s).
    (cd "$build" && cpack -G DEB > /dev/null)
    dpkg-deb -c "$build"/spinel_*_amd64.deb | grep ' \./usr/bin/spinel-cli$' > /dev/null

    # The whole suite again, GUI tests included, in one checked build: Debug's asserts on (Boost's
    # max-flow invariants, the standard library's checks) and AddressSanitizer + UBSan, at -O1 so
    # the suite stays fast. One build instead of separate Debug and sanitizer builds keeps cold CI
    # inside its time budget on a 2-core machine. SPINEL_CHECK_MODEL_ONLY=1 checks the model's
    # tests alone, for a quick local run.
    checked=${SPINEL_CHECKED_BUILD_DIR:-build-checked}
    # Warnings are enforced by the normal build; sanitizer instrumentation makes GCC report false
    # ones (-Wmaybe-uninitialized and friends), so they are not errors here.
    # -g1 (line tables, no variables) still names function, file and line in every sanitizer
    # report; measured on a model and an app file it takes a quarter less CPU than -g and writes
    # objects a third to two fifths the size, which the links read.
    # The three libraries shared: five programs (spinel, spinel-cli, three test programs) link
    # against them instead of copying their instrumented objects, with debug info, five times.
    # File by file (no unity build): the Release build above compiles sources in batches, which
    # would hide a source that misses an #include its batch-mates happen to bring in.
    cmake -S . -B "$checked" "${options[@]/Release/Debug}" -DCMAKE_CXX_FLAGS_DEBUG="-g1 -O1" \
        -DSPINEL_SANITIZE=address,undefined -DSPINEL_WERROR=OFF -DSPINEL_SHARED_LIBS=ON -DSPINEL_UNITY_BUILD=OFF
    scope=()
    tests=()
    if [ "${SPINEL_CHECK_MODEL_ONLY:-0}" = 1 ]; then scope=(--target spinel_model_tests); tests=(-R '^model/'); fi
    cmake --build "$checked" -j"$(nproc)" "${scope[@]}"
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1 \
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    LSAN_OPTIONS=suppressions=$PWD/scripts/lsan.supp:print_suppressions=0 \
        ctest --test-dir "$checked" --output-on-failure -j"$(nproc)" --timeout 1200 "${tests[@]}"

    # A short fuzz run of the loaders of outside files (designs, catalogs) with libFuzzer, from the
    # corpus (examples, built-in catalog, known malformed inputs): clang, only the model and the two
    # fuzz targets, ASan + UBSan. A crash fails the run and leaves crash-<hash> in build-fuzz/. A
    # fixed seed makes every run try the same inputs, so a red run is not luck (fuzz longer by hand:
    # README, "Fuzzing and sanitizers"; SPINEL_FUZZ_SECONDS sets this run's time per target).
    fuzz=${SPINEL_FUZZ_BUILD_DIR:-build-fuzz}
    fuzz_options=(-DCMAKE_CXX_COMPILER=clang++ -DSPINEL_FUZZ=ON -DSPINEL_SANITIZE=address,undefined
        -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" -DSPINEL_WERROR=OFF
        -DSPINEL_UNITY_BUILD=OFF)
    if command -v ccache > /dev/null; then fuzz_options+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
    cmake -S . -B "$fuzz" "${fuzz_options[@]}" > /dev/null
    cmake --build "$fuzz" -j"$(nproc)" --target fuzz_design fuzz_catalog
    for target in design catalog; do
        # A scratch corpus folder first: new inputs go there, not into the checkout. The seeds
        # follow (folders: libFuzzer reads every file in them).
        scratch="$fuzz/corpus-$target"
        mkdir -p "$scratch"
        seeds=("$PWD/tests/fuzz/corpus/$target" "$PWD/resources/examples")
        if [ "$target" = catalog ]; then
            cp resources/catalog.json "$scratch/builtin-catalog.json"
            seeds=("$PWD/tests/fuzz/corpus/catalog")
        fi
        (cd "$fuzz" && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
            "tests/fuzz/fuzz_$target" -seed=1 -max_total_time="${SPINEL_FUZZ_SECONDS:-30}" -print_final_stats=1 \
            "corpus-$target" "${seeds[@]}" > "fuzz-$target.log" 2>&1) || {
            tail -40 "$fuzz/fuzz-$target.log" >&2
            echo "fuzz_$target found a failing input (crash-* in $fuzz)" >&2
            exit 1
        }
        grep -E "stat::number_of_executed_units|stat::new_units_added" "$fuzz/fuzz-$target.log" | sed "s/^/fuzz_$target: /"
    done
    exit 0
fi

if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    echo "No display found: starting Spinel under a virtual X server (xvfb-run)."
    exec xvfb-run -a -s "-screen 0 1600x1000x24" "$build/app/spinel" "$example"
fi
exec "$build/app/spinel" "$example"
