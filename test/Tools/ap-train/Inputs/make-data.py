"""Writes the inputs of linear-sgd.mlir: DIR/init (the parameters) and
DIR/data (64 samples of token ids and targets), and DIR/bad-* variants."""

import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "tools", "train"))
import npy  # noqa: E402

out = sys.argv[1]
rng = random.Random(0)
for name in ["init", "data", "bad-range", "bad-shape"]:
    os.makedirs(os.path.join(out, name), exist_ok=True)
npy.write(f"{out}/init/input_0.npy", "<f4", (16, 32),
          [rng.uniform(-0.3, 0.3) for _ in range(16 * 32)])
npy.write(f"{out}/init/input_1.npy", "<f4", (32, 8),
          [rng.uniform(-0.3, 0.3) for _ in range(32 * 8)])
samples = 64
ids = [rng.randrange(16) for _ in range(samples)]
# The target of a token depends on the token alone: a model can learn it.
table = [[rng.uniform(-1, 1) for _ in range(8)] for _ in range(16)]
npy.write(f"{out}/data/input_2.npy", "<i8", (samples,), ids)
npy.write(f"{out}/data/input_3.npy", "<f4", (samples, 8),
          [v for i in ids for v in table[i]])
# Sample 13 is 16, beyond the vocabulary (ap.input_range [0, 15]).
bad = list(ids)
bad[13] = 16
npy.write(f"{out}/bad-range/input_2.npy", "<i8", (samples,), bad)
npy.write(f"{out}/bad-range/input_3.npy", "<f4", (samples, 8),
          [v for i in ids for v in table[i]])
# Targets of 7 values per sample instead of 8.
npy.write(f"{out}/bad-shape/input_2.npy", "<i8", (samples,), ids)
npy.write(f"{out}/bad-shape/input_3.npy", "<f4", (samples, 7),
          [v for i in ids for v in table[i][:7]])
