#!/usr/bin/env bash
# Installs the second recogniser (`--second-recogniser`) into FOLDER (default second-recogniser/):
# ONNX Runtime's C library from PyPI's `onnxruntime` wheel and PP-OCRv4's two models from the
# `rapidocr-onnxruntime` wheel, pinned with their hashes in scripts/second-recogniser.txt. Nothing
# is installed into Python: pip only downloads the two wheels (x86-64 Linux), and the three files
# are taken out of them. Idempotent: does nothing when the folder holds them already.
set -euo pipefail
folder=${1:-second-recogniser}
requirements="$(dirname "$0")/second-recogniser.txt"
library=libonnxruntime.so.1.32.0
models=(ch_PP-OCRv4_det_infer.onnx ch_PP-OCRv4_rec_infer.onnx)
if [ -f "$folder/$library" ] && [ -f "$folder/${models[0]}" ] && [ -f "$folder/${models[1]}" ]; then
    exit 0
fi
if [ "$(uname -m)" != x86_64 ]; then
    echo "note: the second recogniser (--second-recogniser) is only packaged for x86-64 Linux here: not installed" >&2
    exit 0
fi
python3 -m pip --version >/dev/null 2>&1 || { echo "error: pip is missing: run \`make deps\` (it installs python3-pip)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "Downloading the second recogniser (onnxruntime and rapidocr-onnxruntime wheels, ~43 MB) from PyPI" >&2
python3 -m pip download --quiet --no-deps --require-hashes --only-binary=:all: --platform manylinux_2_28_x86_64 \
    --python-version 3.11 --implementation cp --abi cp311 --dest "$work" -r "$requirements"
mkdir -p "$work/out"
python3 - "$work" "$library" "${models[@]}" <<'PYTHON'
import glob, os, sys, zipfile
work, wanted = sys.argv[1], sys.argv[2:]
for wheel in glob.glob(os.path.join(work, "*.whl")):
    with zipfile.ZipFile(wheel) as archive:
        for member in archive.namelist():
            if os.path.basename(member) in wanted:
                with archive.open(member) as source, open(os.path.join(work, "out", os.path.basename(member)), "wb") as target:
                    target.write(source.read())
missing = [name for name in wanted if not os.path.exists(os.path.join(work, "out", name))]
if missing:
    sys.exit(f"error: the wheels hold no {', '.join(missing)}")
PYTHON
mkdir -p "$folder"
for file in "$library" "${models[@]}"; do
    mv "$work/out/$file" "$folder/$file.tmp" && mv "$folder/$file.tmp" "$folder/$file"
done
echo "The second recogniser is in $folder/ (use --second-recogniser)" >&2
