#!/usr/bin/env python3
"""Which BLAS the CPU GEMM calls: Debian's OpenBLAS and BLIS, each of their
threading variants, on the GEMMs of benchmarks/gpu_layer.py's layers.

  benchmarks/blas_choice.py [--sizes small,medium,large] [--threads 1,2]
                            [--libraries openblas-pthread,blis-pthread,...]

Compiles benchmarks/blas_choice/gemm_rate.cpp once per library (the
variants Debian installs side by side under /usr/lib/<triple>/<variant>:
openblas-pthread, openblas-openmp, openblas-serial, blis-pthread,
blis-openmp, blis-serial; scripts/lib/packages.sh installs them) and prints
GFLOP/s, f32 and f64, per GEMM and thread count (the library's own
variable: OPENBLAS_NUM_THREADS, BLIS_NUM_THREADS, OMP_NUM_THREADS), then
the geometric mean of each library over the GEMMs. A serial variant runs
one thread whatever it is asked. The GEMMs, per size (T = batch x seq
tokens, column-major as the runtime's plans call BLAS):
  up      T x ffn x dim      the MLP's gate and up projections
  down    T x dim x ffn      its down projection
  wgrad   dim x ffn x T      a weight gradient (A transposed)
  scores  (batch heads) x seq x seq x head   attention scores, batched
  pv      (batch heads) x seq x head x seq   probabilities times values
"""

import argparse
import math
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from gpu_layer import SIZES  # noqa: E402

LIBRARIES = ("openblas-pthread", "openblas-openmp", "openblas-serial",
             "blis-pthread", "blis-openmp", "blis-serial")


def triple():
    return subprocess.run(["gcc", "-print-multiarch"], capture_output=True,
                          text=True).stdout.strip() or "x86_64-linux-gnu"


def build(library, directory):
    """gemm_rate linked with `library`; None (and why) if it is missing."""
    lib = os.path.join("/usr/lib", triple(), library)
    include = os.path.join("/usr/include", triple(), library)
    name = "openblas" if library.startswith("openblas") else "blis"
    if not os.path.exists(os.path.join(lib, f"lib{name}.so")):
        return None, f"no {lib}/lib{name}.so (scripts/setup.sh installs it)"
    output = os.path.join(directory, f"gemm_rate-{library}")
    result = subprocess.run(
        ["c++", "-O2", "-std=c++17", f"-I{include}",
         os.path.join(HERE, "blas_choice", "gemm_rate.cpp"), "-o", output,
         f"-L{lib}", f"-Wl,-rpath,{lib}", f"-l{name}", "-lpthread"],
        capture_output=True, text=True)
    if result.returncode != 0:
        return None, result.stderr.strip().splitlines()[-1]
    return output, ""


def gemms(size):
    batch, seq, dim, heads, kv_heads, ffn = SIZES[size]
    tokens, head = batch * seq, dim // heads
    return [(f"{size}/up", 1, tokens, ffn, dim, 0),
            (f"{size}/down", 1, tokens, dim, ffn, 0),
            (f"{size}/wgrad", 1, dim, ffn, tokens, 1),
            (f"{size}/scores", batch * heads, seq, seq, head, 0),
            (f"{size}/pv", batch * heads, seq, head, seq, 0)]


def measure(binary, library, threads, shapes):
    env = dict(os.environ)
    for variable in ("OPENBLAS_NUM_THREADS", "BLIS_NUM_THREADS",
                     "OMP_NUM_THREADS"):
        env[variable] = str(threads)
    text = "".join(" ".join(map(str, shape)) + "\n" for shape in shapes)
    result = subprocess.run([binary], input=text, capture_output=True,
                            text=True, env=env, check=True)
    rates = {}
    for line in result.stdout.splitlines():
        name, element, gflops = line.split()
        rates[(name, element)] = float(gflops)
    return rates


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="small,medium,large")
    parser.add_argument("--threads", default="1,2")
    parser.add_argument("--libraries", default=",".join(LIBRARIES))
    args = parser.parse_args()
    shapes = [g for size in args.sizes.split(",") for g in gemms(size)]
    libraries = args.libraries.split(",")
    threads = [int(t) for t in args.threads.split(",")]
    results = {}
    with tempfile.TemporaryDirectory() as directory:
        for library in libraries:
            binary, why = build(library, directory)
            if not binary:
                print(f"{library}: not measured ({why})")
                continue
            for count in threads:
                results[(library, count)] = measure(binary, library, count,
                                                    shapes)
    columns = [key for key in results]
    print(f"GFLOP/s of one GEMM (best of 3), {os.cpu_count()} cores")
    for element in ("f32", "f64"):
        print(f"\n{element}: %-16s" % "gemm" + "".join(
            "%20s" % f"{lib}/{t}t"
            for lib, t in columns))
        for name, *_ in shapes:
            print("     %-16s" % name + "".join(
                "%20.1f" % results[key][(name, element)] for key in columns))
        print("     %-16s" % "geomean" + "".join(
            "%20.1f" % math.exp(sum(math.log(results[key][(n, element)])
                                    for n, *_ in shapes) / len(shapes))
            for key in columns), flush=True)


if __name__ == "__main__":
    main()
