"""Small models whose steps hold the ops torch-mlir lowers to multi-result
`tm_tensor` ops or cannot lower at all (topk, sort, cumsum, max over a dim,
each with its backward); the exporter decomposes them (export.py's
decomposition table). Builders for `export.py --model FILE.py:FUNCTION`,
used by hf-export.mlir."""

import torch
import torch.nn as nn


class _Step(nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.w = nn.Linear(8, 8)
        self.fn = fn

    def forward(self, x):
        return self.fn(self.w(x))


def _build(fn):
    def build(gen):
        return _Step(fn), [("x", torch.randn(4, 8, generator=gen), None)], \
            lambda m, x: m(x)
    return build


# The router of a mixture of experts: the 2 largest logits and their indices.
topk = _build(lambda y: (torch.topk(y, 2, dim=-1).values ** 2).mean())
sort = _build(lambda y: (torch.sort(y, dim=-1).values * torch.arange(8.0)).mean())
cumsum = _build(lambda y: (torch.cumsum(y, dim=1) ** 2).mean())
max_dim = _build(lambda y: (y.max(dim=-1).values ** 2).mean())
