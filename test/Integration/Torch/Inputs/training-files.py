"""Files for ap-train from a fixture's reference directories (pure Python).

`training-files.py split REF OUT --data 0,1`: REF/input_N.npy into
OUT/data (the arguments listed) and OUT/init (the others), as ap-train's
--data and --init read them (a data file of exactly one batch).

`training-files.py outputs STEP OUT --first 2`: the step's expected results
STEP/output_<N-1>.npy as OUT/input_<N>.npy for every N >= FIRST: the state
after the update named by the argument it updates, as `ap-train --gather`
names it (a step with AdamW appended returns the loss, then the update of
argument N as result N - 1 when arguments 0 .. FIRST-1 are data)."""

import argparse
import os
import re
import shutil

parser = argparse.ArgumentParser()
parser.add_argument("mode", choices=["split", "outputs"])
parser.add_argument("source")
parser.add_argument("out")
parser.add_argument("--data", default="0,1")
parser.add_argument("--first", type=int, default=2)
args = parser.parse_args()
if args.mode == "split":
    data = {int(x) for x in args.data.split(",")}
    for sub in ("init", "data"):
        os.makedirs(os.path.join(args.out, sub), exist_ok=True)
    for name in os.listdir(args.source):
        match = re.fullmatch(r"input_(\d+)\.npy", name)
        if match:
            sub = "data" if int(match.group(1)) in data else "init"
            shutil.copy(os.path.join(args.source, name),
                        os.path.join(args.out, sub, name))
else:
    os.makedirs(args.out, exist_ok=True)
    for name in os.listdir(args.source):
        match = re.fullmatch(r"output_(\d+)\.npy", name)
        if match and int(match.group(1)) + 1 >= args.first:
            shutil.copy(os.path.join(args.source, name),
                        os.path.join(args.out,
                                     f"input_{int(match.group(1)) + 1}.npy"))
