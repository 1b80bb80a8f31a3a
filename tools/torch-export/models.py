"""The models the fixtures are exported from: a 3-layer MLP, a LLaMA in the
style of torchtitan and a GPT-2 in the style of nanoGPT, at small widths;
and the same LLaMA at LLaMA-3 8B's shapes (`llama3-8b`), exported from fake
tensors (shapes without values) for the scale benchmark.

Each model is an ordinary nn.Module; `SPECS` says how to build one, its
example inputs and its loss. The deviations from the originals are listed
beside the code and in docs/TorchExport.md:

* LLaMA: torchtitan casts q and k to float32 for RoPE (`xq.float()`), and
  x for RMSNorm; here they keep the model's dtype (so the f64 export stays
  f64 throughout) unless it is bf16, which casts as torchtitan does.
  `llama3-8b` computes freqs_cis in the graph (torchtitan: a buffer).
  The backward of `x * freqs_cis` multiplies by conj(freqs_cis): the
  exporter decomposes `aten._conj` (no torch-mlir lowering) itself.
* GPT-2: the tanh GELU is written out (minGPT's / early nanoGPT's
  `new_gelu`, with math.pi) instead of nn.GELU(approximate="tanh"), whose
  torch-mlir lowering takes 22/7 for pi; the exported program then computes
  what PyTorch computes.
"""

import math
from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F


# --- MLP ---------------------------------------------------------------------

class MLP(nn.Module):
    def __init__(self, d_in=16, hidden=32, d_out=8):
        super().__init__()
        self.fc1 = nn.Linear(d_in, hidden)
        self.fc2 = nn.Linear(hidden, hidden)
        self.fc3 = nn.Linear(hidden, d_out)

    def forward(self, x):
        return self.fc3(F.relu(self.fc2(F.relu(self.fc1(x)))))


def mlp_loss(model, x, y):
    return F.mse_loss(model(x), y)


# --- LLaMA (torchtitan) --------------------------------------------------------

@dataclass
class LlamaArgs:
    dim: int = 16
    n_layers: int = 2
    n_heads: int = 4
    n_kv_heads: int = 2
    vocab_size: int = 64
    ffn_hidden: int = 32
    norm_eps: float = 1e-5
    rope_theta: float = 10000.0
    max_seq_len: int = 8
    # Compute freqs_cis in the graph (arange, outer, cos, sin) instead of
    # holding it as a buffer: a buffer becomes a dense constant in the IR
    # (8192 x 64 complex values at LLaMA-3's shapes), and under fake
    # tensors it has no values to write.
    rope_in_graph: bool = False


def precompute_freqs_cis(dim, end, theta, dtype):
    freqs = 1.0 / (theta ** (torch.arange(0, dim, 2, dtype=dtype)[: dim // 2] / dim))
    t = torch.arange(end, dtype=dtype)
    freqs = torch.outer(t, freqs)
    return torch.polar(torch.ones_like(freqs), freqs)


def compute_dtype(dtype):
    """The dtype RoPE and RMSNorm compute in: the model's, except for
    bf16/f16 (no complex type), where it is float32 as in torchtitan."""
    return dtype if dtype in (torch.float32, torch.float64) else torch.float32


def reshape_for_broadcast(freqs_cis, x):
    seqlen = x.shape[1]
    freqs_cis = freqs_cis[:seqlen]
    shape = [d if i == 1 or i == x.ndim - 1 else 1 for i, d in enumerate(x.shape)]
    return freqs_cis.view(*shape)


def apply_rotary_emb(xq, xk, freqs_cis):
    # torchtitan: xq.float(); kept in the model's dtype here unless that is
    # bf16/f16.
    dtype = compute_dtype(xq.dtype)
    xq_ = torch.view_as_complex(xq.to(dtype).reshape(*xq.shape[:-1], -1, 2))
    xk_ = torch.view_as_complex(xk.to(dtype).reshape(*xk.shape[:-1], -1, 2))
    freqs_cis = reshape_for_broadcast(freqs_cis, xq_)
    xq_out = torch.view_as_real(xq_ * freqs_cis).flatten(3)
    xk_out = torch.view_as_real(xk_ * freqs_cis).flatten(3)
    return xq_out.type_as(xq), xk_out.type_as(xk)


def repeat_kv(x, n_rep):
    bs, slen, n_kv_heads, head_dim = x.shape
    if n_rep == 1:
        return x
    return (x[:, :, :, None, :]
            .expand(bs, slen, n_kv_heads, n_rep, head_dim)
            .reshape(bs, slen, n_kv_heads * n_rep, head_dim))


class RMSNorm(nn.Module):
    def __init__(self, dim, eps):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x):
        # torchtitan: x.float() ... .type_as(x); the dtype is kept here
        # unless it is bf16/f16.
        y = x.to(compute_dtype(x.dtype))
        y = y * torch.rsqrt(y.pow(2).mean(-1, keepdim=True) + self.eps)
        return y.type_as(x) * self.weight


class Attention(nn.Module):
    def __init__(self, a):
        super().__init__()
        self.n_heads = a.n_heads
        self.n_kv_heads = a.n_kv_heads
        self.n_rep = a.n_heads // a.n_kv_heads
        self.head_dim = a.dim // a.n_heads
        self.wq = nn.Linear(a.dim, a.n_heads * self.head_dim, bias=False)
        self.wk = nn.Linear(a.dim, a.n_kv_heads * self.head_dim, bias=False)
        self.wv = nn.Linear(a.dim, a.n_kv_heads * self.head_dim, bias=False)
        self.wo = nn.Linear(a.n_heads * self.head_dim, a.dim, bias=False)

    def forward(self, x, freqs_cis):
        bs, seqlen, _ = x.shape
        xq, xk, xv = self.wq(x), self.wk(x), self.wv(x)
        xq = xq.view(bs, seqlen, -1, self.head_dim)
        xk = xk.view(bs, seqlen, -1, self.head_dim)
        xv = xv.view(bs, seqlen, -1, self.head_dim)
        xq, xk = apply_rotary_emb(xq, xk, freqs_cis)
        keys = repeat_kv(xk, self.n_rep)
        values = repeat_kv(xv, self.n_rep)
        xq = xq.transpose(1, 2)
        xk = keys.transpose(1, 2)
        xv = values.transpose(1, 2)
        output = F.scaled_dot_product_attention(xq, xk, xv, is_causal=True)
        output = output.transpose(1, 2).contiguous().view(bs, seqlen, -1)
        return self.wo(output)


class FeedForward(nn.Module):
    def __init__(self, dim, hidden):
        super().__init__()
        self.w1 = nn.Linear(dim, hidden, bias=False)
        self.w2 = nn.Linear(hidden, dim, bias=False)
        self.w3 = nn.Linear(dim, hidden, bias=False)

    def forward(self, x):
        return self.w2(F.silu(self.w1(x)) * self.w3(x))


class TransformerBlock(nn.Module):
    def __init__(self, a):
        super().__init__()
        self.attention = Attention(a)
        self.feed_forward = FeedForward(a.dim, a.ffn_hidden)
        self.attention_norm = RMSNorm(a.dim, a.norm_eps)
        self.ffn_norm = RMSNorm(a.dim, a.norm_eps)

    def forward(self, x, freqs_cis):
        h = x + self.attention(self.attention_norm(x), freqs_cis)
        return h + self.feed_forward(self.ffn_norm(h))


class Llama(nn.Module):
    def __init__(self, a=LlamaArgs()):
        super().__init__()
        self.args = a
        self.tok_embeddings = nn.Embedding(a.vocab_size, a.dim)
        if not a.rope_in_graph:
            self.register_buffer(
                "freqs_cis",
                precompute_freqs_cis(a.dim // a.n_heads, a.max_seq_len, a.rope_theta,
                                     compute_dtype(torch.get_default_dtype())),
                persistent=True)
        self.layers = nn.ModuleDict(
            {str(i): TransformerBlock(a) for i in range(a.n_layers)})
        self.norm = RMSNorm(a.dim, a.norm_eps)
        self.output = nn.Linear(a.dim, a.vocab_size, bias=False)

    def forward(self, tokens):
        h = self.tok_embeddings(tokens)
        a = self.args
        freqs_cis = (precompute_freqs_cis(a.dim // a.n_heads, tokens.shape[1], a.rope_theta,
                                          compute_dtype(h.dtype))
                     if a.rope_in_graph else self.freqs_cis)
        for layer in self.layers.values():
            h = layer(h, freqs_cis)
        return self.output(self.norm(h))


def lm_loss(model, tokens, targets):
    logits = model(tokens)
    return F.cross_entropy(logits.flatten(0, 1), targets.flatten(0, 1))


# --- GPT-2 (nanoGPT) -----------------------------------------------------------

@dataclass
class GPTConfig:
    block_size: int = 8
    vocab_size: int = 67  # deliberately not divisible by 2 or 4
    n_layer: int = 2
    n_head: int = 4
    n_embd: int = 16
    bias: bool = True


def new_gelu(x):
    """The tanh GELU of GPT-2, written out (minGPT, early nanoGPT)."""
    return 0.5 * x * (1.0 + torch.tanh(
        math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))))


class LayerNorm(nn.Module):
    def __init__(self, ndim, bias):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(ndim))
        self.bias = nn.Parameter(torch.zeros(ndim)) if bias else None

    def forward(self, x):
        return F.layer_norm(x, self.weight.shape, self.weight, self.bias, 1e-5)


class CausalSelfAttention(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.c_attn = nn.Linear(c.n_embd, 3 * c.n_embd, bias=c.bias)
        self.c_proj = nn.Linear(c.n_embd, c.n_embd, bias=c.bias)
        self.n_head = c.n_head
        self.n_embd = c.n_embd

    def forward(self, x):
        B, T, C = x.size()
        q, k, v = self.c_attn(x).split(self.n_embd, dim=2)
        k = k.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        q = q.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        v = v.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        y = y.transpose(1, 2).contiguous().view(B, T, C)
        return self.c_proj(y)


class GPTMLP(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.c_fc = nn.Linear(c.n_embd, 4 * c.n_embd, bias=c.bias)
        self.c_proj = nn.Linear(4 * c.n_embd, c.n_embd, bias=c.bias)

    def forward(self, x):
        return self.c_proj(new_gelu(self.c_fc(x)))


class Block(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.ln_1 = LayerNorm(c.n_embd, bias=c.bias)
        self.attn = CausalSelfAttention(c)
        self.ln_2 = LayerNorm(c.n_embd, bias=c.bias)
        self.mlp = GPTMLP(c)

    def forward(self, x):
        x = x + self.attn(self.ln_1(x))
        return x + self.mlp(self.ln_2(x))


class GPT(nn.Module):
    def __init__(self, c=GPTConfig()):
        super().__init__()
        self.config = c
        self.transformer = nn.ModuleDict(dict(
            wte=nn.Embedding(c.vocab_size, c.n_embd),
            wpe=nn.Embedding(c.block_size, c.n_embd),
            h=nn.ModuleList([Block(c) for _ in range(c.n_layer)]),
            ln_f=LayerNorm(c.n_embd, bias=c.bias),
        ))
        self.lm_head = nn.Linear(c.n_embd, c.vocab_size, bias=False)
        self.transformer.wte.weight = self.lm_head.weight  # weight tying
        self.apply(self._init_weights)
        for pn, p in self.named_parameters():
            if pn.endswith("c_proj.weight"):
                nn.init.normal_(p, mean=0.0, std=0.02 / math.sqrt(2 * c.n_layer))

    @staticmethod
    def _init_weights(module):
        if isinstance(module, nn.Linear):
            nn.init.normal_(module.weight, mean=0.0, std=0.02)
            if module.bias is not None:
                nn.init.zeros_(module.bias)
        elif isinstance(module, nn.Embedding):
            nn.init.normal_(module.weight, mean=0.0, std=0.02)

    def forward(self, idx, targets):
        b, t = idx.size()
        pos = torch.arange(0, t, dtype=torch.long, device=idx.device)
        x = self.transformer.wte(idx) + self.transformer.wpe(pos)
        for block in self.transformer.h:
            x = block(x)
        x = self.transformer.ln_f(x)
        logits = self.lm_head(x)
        return F.cross_entropy(logits.view(-1, logits.size(-1)), targets.view(-1),
                               ignore_index=-1)


def gpt_loss(model, tokens, targets):
    return model(tokens, targets)


# --- the fixtures ----------------------------------------------------------------

def _mlp(gen):
    model = MLP()
    inputs = [("x", torch.randn(8, 16, generator=gen), None),
              ("y", torch.randn(8, 8, generator=gen), None)]
    return model, inputs, mlp_loss


def _tokens(gen, vocab, shape):
    return [("tokens", torch.randint(0, vocab, shape, generator=gen), (0, vocab - 1)),
            ("targets", torch.randint(0, vocab, shape, generator=gen), (0, vocab - 1))]


def _llama(gen):
    a = LlamaArgs()
    return Llama(a), _tokens(gen, a.vocab_size, (4, a.max_seq_len)), lm_loss


def _gpt2(gen):
    c = GPTConfig()
    return GPT(c), _tokens(gen, c.vocab_size, (4, c.block_size)), gpt_loss


def _llama3_8b(gen, layers=32, batch=1, seq_len=8192):
    """LLaMA-3 8B's shapes (torchtitan's llama3 "8B": dim 4096, 32 heads, 8
    KV heads, FFN 14336, vocab 128256, RoPE theta 500000), sequence 8192.
    Only for fake tensors (export.py builds it under FakeTensorMode): the
    parameters have shapes and no values, and so have the inputs."""
    a = LlamaArgs(dim=4096, n_layers=layers, n_heads=32, n_kv_heads=8,
                  vocab_size=128256, ffn_hidden=14336, rope_theta=500000.0,
                  max_seq_len=seq_len, rope_in_graph=True)
    shape = (batch, seq_len)
    inputs = [(name, torch.zeros(shape, dtype=torch.long), (0, a.vocab_size - 1))
              for name in ("tokens", "targets")]
    return Llama(a), inputs, lm_loss


_llama3_8b.fake = True  # never built with real parameters (32 GB in f32)


# name -> builder(generator, **options) -> (model, [(input name, tensor, (low,
# high) or None)], loss). Built under torch.set_default_dtype(the export dtype)
# and a fixed seed; a builder with `fake = True` under fake tensors. Options
# (export.py --layers, --batch, --seq-len): the keyword arguments it takes.
SPECS = {"mlp": _mlp, "llama": _llama, "gpt2": _gpt2, "llama3-8b": _llama3_8b}

# Hugging Face families (hf_models.py; transformers imported when one is built).
import hf_models  # noqa: E402

SPECS.update(hf_models.SPECS)
