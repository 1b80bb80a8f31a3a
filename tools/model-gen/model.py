"""LLaMA-style models on top of graph.py: the pieces (RMSNorm, RoPE,
grouped-query causal attention, SwiGLU MLP, residuals, embedding,
cross-entropy), assembled into training steps whose backward is written op
by op by Graph.backward.

Linear layers come in two styles:
  einsum        one contraction over named dims (x[b,s,d] W[d,h,e] -> [b,s,h,e])
  view-mm-view  what an AOT-autograd joint graph of nn.Linear holds: the
                activation flattened to [b*s, in] (tensor.collapse_shape), the
                [out, in] weight transposed (linalg.transpose), linalg.matmul,
                and the result viewed back (tensor.expand_shape)
"""

import math

from graph import Graph

PRESETS = {
    # The benchmark model (facts.md): LLaMA-3 8B at sequence 8192, global
    # batch 16 (2 x dp on an 8x8 mesh), bf16.
    "llama3-8b": dict(layers=32, dim=4096, heads=32, kv_heads=8, ffn=14336,
                      vocab=128256, batch=16, seq=8192, dtype="bf16"),
    # Mixtral 8x7B's layer shape (8 experts, top 2, FFN 14336 per expert)
    # at the benchmark's sequence and batch.
    "mixtral-8x7b": dict(layers=32, dim=4096, heads=32, kv_heads=8,
                         ffn=14336, vocab=32000, batch=16, seq=4096,
                         dtype="bf16", experts=8, top_k=2),
    # Small presets for tests; every dim is divisible by up to 8 devices.
    "tiny": dict(layers=2, dim=32, heads=4, kv_heads=2, ffn=64, vocab=64,
                 batch=4, seq=8, dtype="f32"),
    "small": dict(layers=4, dim=64, heads=8, kv_heads=4, ffn=128, vocab=256,
                  batch=8, seq=16, dtype="f32"),
}
# Mixture of experts (experts > 0 replaces each MLP): top_k experts per
# token, `capacity` slots per expert and sequence (0: 1.25 x the fair share,
# GShard's capacity factor, rounded up to a multiple of 8).
MOE_DEFAULTS = dict(experts=0, top_k=2, capacity=0)
for _preset in PRESETS.values():
    for _key, _value in MOE_DEFAULTS.items():
        _preset.setdefault(_key, _value)


def expert_capacity(cfg):
    if cfg.get("capacity"):
        return cfg["capacity"]
    fair = cfg["top_k"] * cfg["seq"] / cfg["experts"]
    return min(cfg["seq"], -(-int(math.ceil(1.25 * fair)) // 8) * 8)


class LlamaBuilder:
    def __init__(self, cfg, linear_style="view-mm-view", spec=None,
                 param_spec=None, use_spec=None, pin_params=False,
                 expert_layout="stacked"):
        """`spec(**{axis: placement})` builds a sharding (None: no
        annotations); `param_spec(tp_dim)`/`use_spec(tp_dim)` give a
        parameter's stored and used shardings; with `pin_params` each
        parameter is pinned to its used sharding before use.
        `expert_layout` (mixture of experts): "stacked" holds each weight
        of all experts as one tensor with an experts dim (x) the planner may
        shard, which is expert parallelism; "per-expert" one tensor per
        expert (as eager PyTorch's module list), so no plan can shard the
        experts."""
        b, s, d = cfg["batch"], cfg["seq"], cfg["dim"]
        h, k, f = cfg["heads"], cfg["kv_heads"], cfg["ffn"]
        e = d // h
        v = cfg.get("vocab", 1)
        sizes = dict(b=b, s=s, t=s, d=d, h=h, k=k, g=h // k, e=e, e2=e // 2,
                     f=f, v=v, bs=b * s, q=h * e, kv=k * e)
        if cfg.get("experts"):
            sizes.update(x=cfg["experts"], c=expert_capacity(cfg), x1=1)
        self.cfg = cfg
        self.expert_layout = expert_layout
        self.g = Graph(sizes, cfg.get("dtype", "f32"))
        self.linear_style = linear_style
        self.spec = spec or (lambda **kw: None)
        self.param_spec = param_spec or (lambda tp_dim: None)
        self.use_spec = use_spec or (lambda tp_dim: None)
        self.pin_params = pin_params
        self.params = []

    # -- parameters ------------------------------------------------------------
    def param(self, name, dims, tp_dim=None):
        p = self.g.argument(name, dims, self.param_spec(tp_dim), param=True)
        self.params.append(p)
        if self.pin_params:
            return self.g.annotate(p, self.use_spec(tp_dim))
        return p

    # -- pieces ----------------------------------------------------------------
    def linear(self, x, name, einsum_dims, out_dims, tp_dim, hint):
        """x[b, s, d] times a weight. einsum style: weight dims
        `einsum_dims`; view-mm-view: an [out, d] weight (out = the product of
        the output's non-(b, s) dims), flattened activations."""
        g = self.g
        if self.linear_style == "einsum":
            return g.einsum(x, self.param(name, einsum_dims, tp_dim), out_dims,
                            hint=hint)
        flat_out = {"hd": "q", "hed": "d"}.get(einsum_dims, None)
        inner = [dim for dim in out_dims if dim not in ("b", "s")]
        out = "".join(inner)
        name_out = {"he": "q", "ke": "kv", "f": "f", "d": "d", "v": "v"}[out]
        x_in = [dim for dim in x.dims if dim not in ("b", "s")]
        assert len(x_in) == 1 or self.linear_style != "view-mm-view"
        (din,) = x_in
        weight = self.param(name, (name_out, din), 0 if tp_dim is not None
                            and tp_dim > 0 else (1 if tp_dim == 0 else None))
        x2 = g.reshape(x, ("bs", din), hint="view")
        wt = g.transpose(weight, (din, name_out), hint="t")
        y2 = g.matmul(x2, wt, hint=hint)
        y = g.reshape(y2, ("b", "s", name_out), hint="view")
        if len(inner) > 1:
            y = g.reshape(y, ("b", "s") + tuple(inner), hint="view")
        return y

    def rmsnorm(self, x, weight):
        g, d = self.g, self.g.sizes[x.dims[-1]]
        sq = g.ew("mul", x, x)
        ms = g.scale(g.reduce("sum", sq, x.dims[:-1]), 1.0 / d)
        r = g.ew("rsqrt", g.add_const(ms, 1e-5))
        return g.ew("mul", g.ew("mul", x, r, dims=x.dims), weight, dims=x.dims)

    def rope(self, x, cos, sin):
        g = self.g
        half = g.sizes["e2"]
        lo = g.slice(x, "e", 0, "e2")
        hi = g.slice(x, "e", half, "e2")
        a = g.ew("sub", g.ew("mul", lo, cos, dims=lo.dims),
                 g.ew("mul", hi, sin, dims=lo.dims))
        c = g.ew("add", g.ew("mul", hi, cos, dims=lo.dims),
                 g.ew("mul", lo, sin, dims=lo.dims))
        return g.concat(a, c, "e2", "e")

    def attention(self, x, n, cos, sin):
        g = self.g
        xn = self.rmsnorm(x, self.param(n + "attn_norm", "d"))
        q = self.linear(xn, n + "wq", "dhe", "bshe", 1, "q")
        kk = self.linear(xn, n + "wk", "dke", "bske", 1, "k")
        v = self.linear(xn, n + "wv", "dke", "bske", 1, "v")
        q, kk = self.rope(q, cos, sin), self.rope(kk, cos, sin)
        q5 = g.reshape(q, "bskge")
        scores = g.einsum(q5, g.rename(kk, "btke"), "bkgst", hint="qk")
        scores = g.scale(scores, 1 / math.sqrt(g.sizes["e"]))
        p = g.softmax(scores, "t", causal=("s", "t"))
        o = g.reshape(g.einsum(p, g.rename(v, "btke"), "bskge", hint="pv"),
                      "bshe")
        if self.linear_style == "view-mm-view":
            o = g.reshape(o, ("b", "s", "q"), hint="view")
            attn = self._project(o, n + "wo", "q", 0)
        else:
            attn = g.einsum(o, self.param(n + "wo", "hed", 0), "bsd", hint="o")
        return g.ew("add", x, attn, hint="res")

    def _project(self, x, name, din, tp_dim):
        """view-mm-view projection back to the model dim ([d, din] weight);
        tp_dim is the weight dim split by tensor parallelism (its `din`)."""
        g = self.g
        weight = self.param(name, ("d", din), 1 if tp_dim is not None else None)
        x2 = g.reshape(x, ("bs", din), hint="view")
        wt = g.transpose(weight, (din, "d"), hint="t")
        return g.reshape(g.matmul(x2, wt, hint="o"), ("b", "s", "d"),
                         hint="view")

    def mlp(self, x, n):
        g = self.g
        hn = self.rmsnorm(x, self.param(n + "mlp_norm", "d"))
        a = self.linear(hn, n + "w1", "df", "bsf", 1, "w1")
        c = self.linear(hn, n + "w3", "df", "bsf", 1, "w3")
        m = g.ew("mul", g.ew("silu", a), c)
        if self.linear_style == "view-mm-view":
            y = self._project(m, n + "w2", "f", 0)
        else:
            y = g.einsum(m, self.param(n + "w2", "fd", 0), "bsd", hint="w2")
        return g.ew("add", x, y, hint="res")

    def moe(self, x, n):
        """A Mixtral-style sparse MLP in GShard's dispatch form: a router
        (softmax over experts, top-k, the chosen gates renormalized), tokens
        dispatched into per-expert buffers of `c` slots per sequence (a
        contraction with the dispatch one-hot), a SwiGLU per expert, and the
        results combined back weighted by the gates. Sharding the experts
        dim (x) of the buffers and the weights is expert parallelism: the
        buffers move from batch- to expert-sharded by an all_to_all."""
        g = self.g
        hn = self.rmsnorm(x, self.param(n + "moe_norm", "d"))
        logits = g.einsum(hn, self.param(n + "router", "dx"), "bsx",
                          hint="route")
        p = g.softmax(logits, "x")
        mask = g.topk_mask(logits, "x", self.cfg["top_k"])
        chosen = g.ew("mul", p, mask)
        gates = g.ew("div", chosen, g.reduce("sum", chosen, ("b", "s")),
                     dims=chosen.dims, hint="gate")
        dispatch = g.dispatch(mask, "s", "c")
        if self.expert_layout == "stacked":
            y = self._experts(hn, dispatch, gates, n, "x")
        else:
            y = None
            for i in range(g.sizes["x"]):
                part = self._experts(
                    hn, g.slice(dispatch, "x", i, "x1"),
                    g.slice(gates, "x", i, "x1"), f"{n}e{i}_", "x1")
                y = part if y is None else g.ew("add", y, part, hint="sum")
        return g.ew("add", x, y, hint="res")

    def _experts(self, hn, dispatch, gates, n, xd):
        """The experts along dim `xd` (all of them, or one: x1) on their
        dispatched tokens, combined back to (b, s, d) weighted by their
        gates."""
        g = self.g
        dims = lambda text: tuple(xd if ch == "x" else ch for ch in text)
        wdims = (lambda text: dims(text)) if xd == "x" else (
            lambda text: tuple(ch for ch in text if ch != "x"))
        # Pinned plans split the FFN dim (f) of every expert weight.
        weight = lambda name, text: self.param(n + name, wdims(text),
                                               wdims(text).index("f"))
        xin = g.einsum(dispatch, hn, dims("bxcd"), hint="xin")
        a = g.einsum(xin, weight("w1", "xdf"), dims("bxcf"), hint="xw1")
        c = g.einsum(xin, weight("w3", "xdf"), dims("bxcf"), hint="xw3")
        m = g.ew("mul", g.ew("silu", a), c)
        y = g.einsum(m, weight("w2", "xfd"), dims("bxcd"), hint="xw2")
        combine = g.ew("mul", dispatch, gates, dims=dispatch.dims, hint="comb")
        return g.einsum(combine, y, ("b", "s", "d"), hint="xout")

    def cross_entropy(self, logits, targets):
        """mean over (b, s) of logsumexp_v(logits) - logits[targets]."""
        g = self.g
        m = g.reduce("max", logits, ("b", "s"), hint="lmax")
        shifted = g.ew("sub", logits, m, dims=logits.dims)
        z = g.reduce("sum", g.ew("exp", shifted), ("b", "s"), hint="lz")
        lse = g.ew("add", g.ew("log", z), m)
        picked = g.take(logits, targets, "v")
        nll = g.ew("sub", lse, picked)
        total = g.reduce("sum", nll, (), hint="loss")
        return g.scale(total, 1.0 / (g.sizes["b"] * g.sizes["s"]))


def build_llama(cfg, **builder_args):
    """The full model: embedding, layers, final norm, output projection and
    cross-entropy loss, with the gradients of every parameter.

    @train_step(tokens, targets, cos, sin, params...) -> (loss, grads...)
    """
    builder = LlamaBuilder(cfg, **builder_args)
    g = builder.g
    spec = builder.spec
    # Token ids and targets are indices into the vocabulary.
    vocab = (0, g.sizes["v"] - 1)
    tokens = g.argument("tokens", ("b", "s"), spec(), dtype="i64",
                        value_range=vocab)
    targets = g.argument("targets", ("b", "s"), spec(), dtype="i64",
                         value_range=vocab)
    cos = g.argument("cos", ("s", "e2"))
    sin = g.argument("sin", ("s", "e2"))
    table = builder.param("embedding", ("v", "d"), 0)
    x = g.embedding(tokens, table)
    for layer in range(cfg["layers"]):
        n = f"l{layer}_"
        x = builder.attention(x, n, cos, sin)
        x = builder.moe(x, n) if cfg.get("experts") else builder.mlp(x, n)
    x = builder.rmsnorm(x, builder.param("norm", "d"))
    if builder.linear_style == "view-mm-view":
        weight = builder.param("output", ("v", "d"), 0)
        x2 = g.reshape(x, ("bs", "d"), hint="view")
        logits = g.reshape(g.matmul(x2, g.transpose(weight, ("d", "v")),
                                    hint="logits"), ("b", "s", "v"), hint="view")
    else:
        logits = g.einsum(x, builder.param("output", "dv"), "bsv",
                          hint="logits")
    loss = builder.cross_entropy(logits, targets)
    grads = g.backward(loss, builder.params)
    arg_index = {t.name: i for i, (t, _) in enumerate(g.args)}
    grad_of = {1 + i: arg_index[p.name] for i, p in enumerate(builder.params)}
    return g, [loss] + grads, grad_of
