#!/usr/bin/env python3
"""The transformer layer of benchmarks/gpu_layer.py in PyTorch eager, timed.

  benchmarks/torch_layer.py [--sizes small,medium,large] [--device cuda|cpu]
                            [--modes fp32,tf32,bf16] [--iterations 20]
                            [--threads N]

The same step as tools/model-gen/transformer.py writes (one layer, batch x
seq x dim input, RMSNorm, grouped-query attention with RoPE and a causal
mask, SwiGLU MLP, residuals, loss = sum(output * target), gradients of the
input and every parameter), written the way the generator writes it: the
attention's scores and probabilities as tensors (no fused attention, which
is what the project's programs compute too until fused attention exists).

Modes: fp32 (torch.backends.cuda.matmul.allow_tf32 = False, PyTorch's
default), tf32 (allowed), bf16 (torch.autocast to bfloat16: matmuls on
bf16 inputs with f32 accumulation, parameters and gradients in f32). Each
prints the median of --iterations steps after 3 warm-up steps, with the
device synchronized around each step. gpu_layer.py --torch imports this
module to print these next to the cost model and the project's backends.
"""

import argparse
import math
import statistics
import time

import torch

# batch, seq, dim, heads, kv heads, ffn: gpu_layer.py's SIZES.
SIZES = {
    "small": (2, 64, 128, 4, 2, 384),
    "medium": (4, 256, 512, 8, 4, 1536),
    "large": (8, 512, 1024, 16, 8, 4096),
}
MODES = ("fp32", "tf32", "bf16")


def rmsnorm(x, weight):
    return x * torch.rsqrt((x * x).mean(-1, keepdim=True) + 1e-5) * weight


def rope(x, cos, sin):
    half = x.shape[-1] // 2
    lo, hi = x[..., :half], x[..., half:]
    return torch.cat([lo * cos - hi * sin, hi * cos + lo * sin], dim=-1)


def layer_step(x, target, cos, sin, params, heads, kv_heads):
    """The loss of one layer; the caller takes its gradients."""
    batch, seq, dim = x.shape
    head = dim // heads
    group = heads // kv_heads
    xn = rmsnorm(x, params["attn_norm"])
    q = (xn @ params["wq"]).view(batch, seq, heads, head)
    k = (xn @ params["wk"]).view(batch, seq, kv_heads, head)
    v = (xn @ params["wv"]).view(batch, seq, kv_heads, head)
    cs, sn = cos[None, :, None, :], sin[None, :, None, :]
    q, k = rope(q, cs, sn), rope(k, cs, sn)
    # [b, kv, group, s, e] x [b, kv, t, e] -> [b, kv, group, s, t]
    q5 = q.view(batch, seq, kv_heads, group, head).permute(0, 2, 3, 1, 4)
    kt = k.permute(0, 2, 3, 1)[:, :, None]
    scores = (q5 @ kt) * (1 / math.sqrt(head))
    mask = torch.ones(seq, seq, dtype=torch.bool, device=x.device).tril()
    scores = scores.masked_fill(~mask, float("-inf"))
    p = torch.softmax(scores.float(), dim=-1).to(scores.dtype)
    o = p @ v.permute(0, 2, 1, 3)[:, :, None]
    o = o.permute(0, 3, 1, 2, 4).reshape(batch, seq, dim)
    h = x + o @ params["wo"]
    hn = rmsnorm(h, params["mlp_norm"])
    m = torch.nn.functional.silu(hn @ params["w1"]) * (hn @ params["w3"])
    out = h + m @ params["w2"]
    return (out.float() * target).sum()


def make_inputs(size, device, seed=0):
    batch, seq, dim, heads, kv_heads, ffn = SIZES[size]
    head = dim // heads
    generator = torch.Generator(device="cpu").manual_seed(seed)

    def rand(*shape, scale=1.0):
        return (torch.randn(*shape, generator=generator) * scale).to(device)

    params = {
        "attn_norm": torch.ones(dim, device=device),
        "wq": rand(dim, heads * head, scale=dim ** -0.5),
        "wk": rand(dim, kv_heads * head, scale=dim ** -0.5),
        "wv": rand(dim, kv_heads * head, scale=dim ** -0.5),
        "wo": rand(heads * head, dim, scale=dim ** -0.5),
        "mlp_norm": torch.ones(dim, device=device),
        "w1": rand(dim, ffn, scale=dim ** -0.5),
        "w3": rand(dim, ffn, scale=dim ** -0.5),
        "w2": rand(ffn, dim, scale=ffn ** -0.5),
    }
    for tensor in params.values():
        tensor.requires_grad_(True)
    x = rand(batch, seq, dim).requires_grad_(True)
    target = rand(batch, seq, dim)
    angles = torch.outer(torch.arange(seq, dtype=torch.float32),
                         10000.0 ** (-torch.arange(head // 2) / (head // 2)))
    return x, target, angles.cos().to(device), angles.sin().to(device), params


def time_step(size, mode, device, iterations):
    """The median seconds of one forward and backward in `mode`."""
    heads, kv_heads = SIZES[size][3], SIZES[size][4]
    x, target, cos, sin, params = make_inputs(size, device)
    leaves = [x] + list(params.values())
    previous = torch.backends.cuda.matmul.allow_tf32
    torch.backends.cuda.matmul.allow_tf32 = mode == "tf32"
    autocast = torch.autocast(device_type=device, dtype=torch.bfloat16,
                              enabled=mode == "bf16")

    def sync():
        if device == "cuda":
            torch.cuda.synchronize()

    times = []
    try:
        for step in range(3 + iterations):
            sync()
            start = time.perf_counter()
            with autocast:
                loss = layer_step(x, target, cos, sin, params, heads,
                                  kv_heads)
            torch.autograd.grad(loss, leaves)
            sync()
            if step >= 3:
                times.append(time.perf_counter() - start)
    finally:
        torch.backends.cuda.matmul.allow_tf32 = previous
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="small,medium,large")
    parser.add_argument("--device", default="cuda" if torch.cuda.is_available()
                        else "cpu", choices=["cuda", "cpu"])
    parser.add_argument("--modes", default=",".join(MODES))
    parser.add_argument("--iterations", type=int, default=20)
    parser.add_argument("--threads", type=int, default=0,
                        help="torch.set_num_threads (0: PyTorch's default)")
    args = parser.parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)
    modes = args.modes.split(",")
    for mode in modes:
        if mode not in MODES:
            parser.error(f"unknown mode {mode!r} (one of {', '.join(MODES)})")
    print(f"PyTorch {torch.__version__} eager on {args.device}: one layer, "
          f"forward and backward, median of {args.iterations} steps")
    print("%-8s" % "size" + "".join("%12s" % mode for mode in modes))
    for size in args.sizes.split(","):
        cells = [time_step(size, mode, args.device, args.iterations)
                 for mode in modes]
        print("%-8s" % size + "".join("%12s" % f"{t * 1e3:.3f} ms"
                                      for t in cells),
              flush=True)


if __name__ == "__main__":
    main()
