#!/usr/bin/env python3
"""Times ap-opt on the PyTorch export of LLaMA-3 8B next to the generator's
graph of the same model (issue 10, "Scale").

For each layer count it exports the torchtitan-style LLaMA of
tools/torch-export/models.py at LLaMA-3 8B's shapes (`--model llama3-8b`:
fake tensors, no weights, no reference) once, caching the file under
--cache (default build/torch-scale/, keyed by the exporter's sources and
the torch versions), and generates the same configuration with
tools/model-gen/llama.py (same batch, sequence and dtype). For each mesh it
inserts the mesh line as test/Integration/Torch/fixtures.mlir does and runs

  ap-opt --pass-pipeline='builtin.module(ap-import-torch,ap-raise-attention,
      ap-auto-shard{target=... progress=on summary=...},ap-partition)'

(--attention unfused leaves ap-raise-attention out)

(the generator's graph has nothing to import: ap-import-torch leaves it as
it is), measured by benchmarks/auto_shard_llama.py's `measure`. Columns:

  graph      export (torch-mlir) or gen (tools/model-gen/llama.py)
  ops        top-level ops of @train_step after ap-import-torch
  decisions  the auto-sharder's decisions (ops and arguments it places)
  classes    decisions after the repeated layers share theirs
  build      seconds to build the placement problem
  solve      seconds the solver took (from the pass's progress lines)
  auto       seconds of the ap-auto-shard pass; part: of ap-partition
  total      wall seconds of the whole ap-opt run (parse, passes, print)
  peak MB    ap-opt's peak resident memory (/usr/bin/time -v, else rusage)
  objective  the predicted step (ms); "opt" when proven optimal, else the
             solver's status (e.g. stopped by --time-limit)
"""

import argparse
import hashlib
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import auto_shard_llama as bench  # noqa: E402

ROOT = bench.ROOT
EXPORTER = os.path.join(ROOT, "tools", "torch-export")
GOAL_SECONDS = 10.0


def parse_args():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--tools", default=os.path.join(ROOT, "build", "bin"))
    p.add_argument("--python", default=os.path.join(ROOT, ".venv-export", "bin", "python"),
                   help="the interpreter with torch and torch-mlir")
    p.add_argument("--cache", default=os.path.join(ROOT, "build", "torch-scale"),
                   help="where the exports are kept between runs")
    p.add_argument("--layers", default="2,32")
    p.add_argument("--meshes", default="8x8,8x8x4")
    p.add_argument("--dtype", default="bf16", choices=["bf16", "f32"])
    p.add_argument("--batch", type=int, default=1)
    p.add_argument("--seq-len", type=int, default=8192)
    p.add_argument("--target", default="h100")
    p.add_argument("--memory-budget", type=float, default=None,
                   help="GB per device (default: the target's memory)")
    p.add_argument("--time-limit", type=float, default=120,
                   help="ap-auto-shard time-limit= (seconds; 0: none)")
    p.add_argument("--timeout", type=float, default=900,
                   help="kill an ap-opt run after this many seconds")
    p.add_argument("--attention", choices=("fused", "unfused"), default="fused",
                   help="raise attention to ap.attention before planning "
                   "(ap-raise-attention, docs/Attention.md) or plan it as "
                   "exported")
    p.add_argument("--no-generator", action="store_true",
                   help="only the exported graphs")
    p.add_argument("--keep", help="keep the ap-opt inputs and outputs here")
    return p.parse_args()


def exporter_key(python):
    """A digest of what the export depends on: the exporter's sources and
    the torch and torch-mlir versions."""
    digest = hashlib.sha256()
    for name in ("export.py", "models.py", "postprocess.py"):
        with open(os.path.join(EXPORTER, name), "rb") as file:
            digest.update(file.read())
    versions = subprocess.run(
        [python, "-c", "import importlib.metadata as m; "
         "print(m.version('torch'), m.version('torch-mlir'))"],
        capture_output=True, text=True, check=True).stdout
    digest.update(versions.encode())
    return digest.hexdigest()[:12]


def export(args, layers, key):
    """The cached export (path, seconds or None when cached, peak MB)."""
    os.makedirs(args.cache, exist_ok=True)
    path = os.path.join(args.cache, f"llama3-8b-{layers}L-{args.dtype}-b{args.batch}"
                        f"-s{args.seq_len}-{key}.mlir")
    if os.path.exists(path):
        return path, None, None
    partial = path + ".partial"
    _, seconds, peak_kb = bench.run(
        [args.python, os.path.join(EXPORTER, "export.py"), "--model", "llama3-8b",
         "--layers", str(layers), "--batch", str(args.batch),
         "--seq-len", str(args.seq_len), "--dtype", args.dtype, "-o", partial])
    os.replace(partial, path)
    return path, seconds, peak_kb / 1024


def mesh_line(mesh):
    dims = mesh.split("x")
    names = ["dp", "tp"] if len(dims) == 2 else [f"m{i}" for i in range(len(dims))]
    axes = ", ".join(f'"{n}"' for n in names)
    return f"  ap.mesh @mesh(shape = {mesh}, axes = [{axes}])"


def with_mesh(source, mesh, path):
    """`source` with the mesh after its `module {` line (the fixtures' sed)."""
    with open(source) as file:
        text = file.read()
    text, count = re.subn(r"^module[^{\n]*\{", lambda m: m.group(0) + "\n" + mesh_line(mesh),
                          text, count=1, flags=re.MULTILINE)
    if count != 1:
        raise SystemExit(f"{source}: no `module {{` line")
    with open(path, "w") as file:
        file.write(text)
    return path


def count_ops(args, path):
    """Top-level ops of the function after ap-import-torch."""
    result, _, _ = bench.run([os.path.join(args.tools, "ap-opt"), path,
                              "--pass-pipeline=builtin.module(ap-import-torch)"])
    return sum(1 for line in result.stdout.splitlines()
               if re.match(r"    [^ }^]", line))


def row(graph, layers, mesh, ops, figures):
    objective = (f"{figures['objective_ms']:.2f} "
                 + ("opt" if figures["optimal"] else figures["status"]))
    return (f"{graph:<7} {layers:>6} {mesh:<6} {ops:>6} {figures['decisions']:>9} "
            f"{figures['classes']:>7} {figures['build']:>6.2f} {figures['solve']:>7.2f} "
            f"{figures['auto_shard']:>7.2f} {figures['partition']:>6.2f} "
            f"{figures['total']:>7.2f} {figures['peak_mb']:>8.0f}  {objective}")


def measure(args, graph, layers, mesh, path, ops):
    try:
        figures = bench.measure(args, path, import_torch=True, timeout=args.timeout)
    except bench.CommandFailed as failure:
        return f"{graph:<7} {layers:>6} {mesh:<6} {ops:>6}  ap-opt failed: {failure}", None
    except subprocess.TimeoutExpired:
        return (f"{graph:<7} {layers:>6} {mesh:<6} {ops:>6}  killed after "
                f"{args.timeout:.0f} s (--timeout)"), None
    return row(graph, layers, mesh, ops, figures), figures


def main():
    args = parse_args()
    if not os.path.exists(os.path.join(args.tools, "ap-opt")):
        raise SystemExit(f"no ap-opt in {args.tools}; build first (scripts/setup.sh)")
    if not os.path.exists(args.python):
        raise SystemExit(f"no {args.python}; run scripts/setup-torch.sh")
    layer_counts = [int(n) for n in args.layers.split(",")]
    meshes = args.meshes.split(",")
    directory = args.keep or tempfile.mkdtemp(prefix="ap-torch-scale-")
    os.makedirs(directory, exist_ok=True)

    key = exporter_key(args.python)
    print(f"LLaMA-3 8B exported from PyTorch (tools/torch-export, fake tensors) next to "
          f"tools/model-gen/llama.py; batch {args.batch}, seq {args.seq_len}, {args.dtype}, "
          f"target {args.target}, time-limit {args.time_limit:g} s, "
          f"attention {args.attention}")
    exports = {}
    for layers in layer_counts:
        path, seconds, peak_mb = export(args, layers, key)
        exports[layers] = path
        size = os.path.getsize(path)
        how = ("cached" if seconds is None
               else f"exported in {seconds:.1f} s, peak {peak_mb:.0f} MB")
        print(f"  {layers} layers: {os.path.relpath(path, ROOT)} "
              f"({size / 1e6:.2f} MB, {how})")
    print("times in seconds; objective: predicted step in ms")
    print(f"{'graph':<7} {'layers':>6} {'mesh':<6} {'ops':>6} {'decisions':>9} "
          f"{'classes':>7} {'build':>6} {'solve':>7} {'auto':>7} {'part':>6} "
          f"{'total':>7} {'peak MB':>8}  objective")
    results = {}
    for mesh in meshes:
        for layers in layer_counts:
            graphs = [("export", with_mesh(
                exports[layers], mesh,
                os.path.join(directory, f"export-{layers}L-{mesh}.mlir")))]
            if not args.no_generator:
                graphs.append(("gen", bench.generate(
                    directory, layers, mesh,
                    overrides={"batch": args.batch, "seq": args.seq_len,
                               "dtype": args.dtype})))
            for graph, path in graphs:
                ops = count_ops(args, path)
                line, figures = measure(args, graph, layers, mesh, path, ops)
                print(line, flush=True)
                results[(graph, layers, mesh)] = figures
                if not args.keep:
                    for suffix in ("", ".out", ".summary"):
                        if os.path.exists(path + suffix):
                            os.remove(path + suffix)
    if not args.keep:
        os.rmdir(directory)
    goal = results.get(("export", 32, "8x8"))
    if ("export", 32, "8x8") in results:
        verdict = (f"{goal['total']:.2f} s, goal < {GOAL_SECONDS:g} s: "
                   + ("met" if goal["total"] < GOAL_SECONDS else "missed")
                   if goal else "no result")
        print(f"\nexported 32 layers on 8x8, whole ap-opt run: {verdict}")


if __name__ == "__main__":
    main()
