"""`compare-npy.py A B --rtol R --atol T`: every .npy file of directory A
has one of the same name, type and shape in B, with values within
atol + rtol * |b|."""

import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "tools", "train"))
import npy  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument("a")
parser.add_argument("b")
parser.add_argument("--rtol", type=float, default=0.0)
parser.add_argument("--atol", type=float, default=0.0)
args = parser.parse_args()
names = sorted(n for n in os.listdir(args.a) if n.endswith(".npy"))
if not names:
    sys.exit(f"no .npy files in {args.a}")
for name in names:
    da, sa, va = npy.read(os.path.join(args.a, name))
    db, sb, vb = npy.read(os.path.join(args.b, name))
    if (da, sa) != (db, sb):
        sys.exit(f"{name}: {da} {sa} vs {db} {sb}")
    worst = max(abs(x - y) - args.rtol * abs(y) for x, y in zip(va, vb))
    if worst > args.atol:
        sys.exit(f"{name}: differs by {worst} beyond the tolerance")
    print(f"{name}: {da} {sa} ok")
