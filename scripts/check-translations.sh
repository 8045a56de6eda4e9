#!/usr/bin/env bash
# Every user-visible string has a German and a Chinese translation: runs Qt 6's lupdate over the
# sources into scratch copies of translations/*.ts and fails, listing them, on any entry still
# unfinished. (Registered with CTest; the source list is written by app/CMakeLists.txt.)
#   check-translations.sh LUPDATE SOURCE-LIST-FILE TS-FILE...
set -euo pipefail
lupdate=$1 list=$2
shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
copies=()
for ts in "$@"; do cp "$ts" "$scratch/"; copies+=("$scratch/$(basename "$ts")"); done
"$lupdate" -silent -no-obsolete -locations none -I "$root/app" -I "$root/views" -I "$root/model" "@$list" -ts "${copies[@]}"
status=0
for ts in "${copies[@]}"; do
    # One <message> per entry; an entry without a translation carries type="unfinished".
    missing=$(/usr/bin/python3 - "$ts" <<'PY'
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
for context in root.iter('context'):
    for message in context.iter('message'):
        t = message.find('translation')
        if t is not None and t.get('type') == 'unfinished':
            print(f"  {context.findtext('name')}: {message.findtext('source')!r}")
PY
)
    if [ -n "$missing" ]; then
        echo "$(basename "$ts"): untranslated strings (run the spinel_lupdate target and translate them):"
        echo "$missing"
        status=1
    fi
done
exit $status
