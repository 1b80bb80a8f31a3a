#!/usr/bin/env python3
"""A text as ap-train's --data for a character-level language model.

`tokenize_text.py TEXT OUT --vocab 64 --seq 8 [--samples N]`: the text, lower
cased and its whitespace runs made one space, mapped character by
character to ids below --vocab (space 0, a-z 1-26, 0-9 27-36, then the
punctuation of PUNCTUATION, every other character the last id), cut into
windows of --seq + 1 ids that start every --seq ids; writes
OUT/input_0.npy (the windows' first --seq ids: the tokens, [N, seq]) and
OUT/input_1.npy (their last --seq: the next tokens, the targets), int64,
and prints the number of samples and the text's SHA-256. Standard library
only (scripts/train-example.sh runs it without NumPy)."""

import argparse
import hashlib
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import npy  # noqa: E402

PUNCTUATION = ".,;:'\"()-!?/&%$#*+=<>[]_@"


def encode(text, vocab):
    ids = []
    for char in re.sub(r"\s+", " ", text.lower()).strip():
        if char == " ":
            ids.append(0)
        elif "a" <= char <= "z":
            ids.append(1 + ord(char) - ord("a"))
        elif "0" <= char <= "9":
            ids.append(27 + ord(char) - ord("0"))
        elif char in PUNCTUATION:
            ids.append(37 + PUNCTUATION.index(char))
        else:
            ids.append(vocab - 1)
    return [min(i, vocab - 1) for i in ids]


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("text")
    p.add_argument("out")
    p.add_argument("--vocab", type=int, default=64)
    p.add_argument("--seq", type=int, default=8)
    p.add_argument("--samples", type=int, default=0,
                   help="keep the first N windows (0: all)")
    args = p.parse_args(argv)
    if args.vocab < 38 + len(PUNCTUATION):
        p.error(f"--vocab must be at least {38 + len(PUNCTUATION)}")
    with open(args.text, "rb") as f:
        raw = f.read()
    ids = encode(raw.decode("utf-8", errors="replace"), args.vocab)
    windows = [ids[i:i + args.seq + 1]
               for i in range(0, len(ids) - args.seq, args.seq)]
    if args.samples:
        windows = windows[:args.samples]
    os.makedirs(args.out, exist_ok=True)
    for index, part in ((0, slice(0, args.seq)), (1, slice(1, args.seq + 1))):
        npy.write(os.path.join(args.out, f"input_{index}.npy"), "<i8",
                  (len(windows), args.seq),
                  [x for window in windows for x in window[part]])
    print(f"tokenize: {len(windows)} samples of {args.seq} tokens from "
          f"{args.text} (sha256 {hashlib.sha256(raw).hexdigest()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
