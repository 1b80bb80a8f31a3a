//===- APAttentionOps.td - Fused attention ops -------------*- tablegen -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Included by APOps.td: scaled-dot-product attention as one op, forward and
// backward (docs/Attention.md).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_AP_IR_APATTENTIONOPS_TD
#define SHARD_DIALECT_AP_IR_APATTENTIONOPS_TD

class AP_AttentionBase<string mnemonic> : AP_Op<mnemonic, [
    Pure]> {
  let extraClassDeclaration = [{
    /// The loops and their roles (the op is verified).
    AttentionLoops getLoops();
  }];
  code loopsDescription = [{

    The op is a loop nest whose loops `indexing_maps` names, one projected
    permutation per operand as in `iree_linalg_ext.attention`: the query
    `Q`, the key `K`, the value `V`, the optional additive mask, the output
    `O` and the row log-sum-exp `L`, in that order. Each loop has one role,
    read from the maps:

    | role  | in Q | in K | in V | in O | meaning                            |
    |-------|------|------|------|------|------------------------------------|
    | batch | yes  | yes  | yes  | yes  | batch, key/value heads             |
    | m     | yes  | no   | no   | yes  | query positions, GQA query groups  |
    | n     | no   | yes  | yes  | no   | key positions (the softmax loop)   |
    | k1    | yes  | yes  | no   | no   | the head dim of the scores         |
    | k2    | no   | no   | yes  | yes  | the head dim of the values         |

    `L` is indexed by the batch and m loops; the mask by a subset of the
    batch, m and n loops. With `S = scale * (Q . K over k1) + mask`, where
    `causal = [m, n]` names one m loop and one n loop of the same range, a
    score whose n index exceeds its m index is `-inf`; `P = softmax(S)` over
    the n loops; `L = log(sum over n of exp(S))`. A row whose scores are
    all `-inf` (every key masked) has `P = 0`, hence `O = 0`, `L = -inf`
    and no gradient: PyTorch's safe softmax, not a NaN.
  }];
  code commonConstraints = [{
    * one projected permutation per operand (the mask's when present), all
      over the same loops; each loop has exactly one role above, and at
      least one n, k1 and k2 loop; ranges agree between operands;
    * the element types are floats; `L` is `f32` or Q's element type;
    * `causal`, when present, is an m loop and an n loop of equal range.
  }];
}

def AP_AttentionOp : AP_AttentionBase<"attention"> {
  let summary = "Fused scaled-dot-product attention (forward)";
  let description = [{
    `O = P . V` over the n loops, and the row log-sum-exp `L`, computed as
    flash attention does: the scores and probabilities never exist as
    tensors, the forward of a training step saves `O` and `L` only. Raised
    from the softmax-of-products pattern by `ap-raise-attention`, lowered to
    blocked online-softmax loops by `ap-lower-attention` for every backend
    (the CPU reference, the JIT and IREE: IREE's own
    `iree_linalg_ext.attention` returns no log-sum-exp, which a training
    step's backward reads).

    ```mlir
    %o, %lse = ap.attention %q, %k, %v {
        indexing_maps = [affine_map<(b, h, s, t, e, f) -> (b, h, s, e)>,
                         affine_map<(b, h, s, t, e, f) -> (b, h, t, e)>,
                         affine_map<(b, h, s, t, e, f) -> (b, h, t, f)>,
                         affine_map<(b, h, s, t, e, f) -> (b, h, s, f)>,
                         affine_map<(b, h, s, t, e, f) -> (b, h, s)>],
        scale = 0.125 : f64, causal = array<i64: 2, 3>}
        : tensor<2x4x64x32xf32>, tensor<2x4x64x32xf32>, tensor<2x4x64x32xf32>
        -> tensor<2x4x64x32xf32>, tensor<2x4x64xf32>
    ```
  }] # loopsDescription # [{

    **Constraints:**
  }] # commonConstraints # [{
    * `O` has V's element type.
  }];
  let arguments = (ins
    AnyRankedTensor:$query,
    AnyRankedTensor:$key,
    AnyRankedTensor:$value,
    Optional<AnyRankedTensor>:$mask,
    AffineMapArrayAttr:$indexing_maps,
    F64Attr:$scale,
    OptionalAttr<DenseI64ArrayAttr>:$causal
  );
  let results = (outs AnyRankedTensor:$output, AnyRankedTensor:$lse);
  let assemblyFormat = [{
    $query `,` $key `,` $value (`mask` $mask^)? attr-dict `:` type($query) `,`
    type($key) `,` type($value) (`,` type($mask)^)? `->` type($output) `,`
    type($lse)
  }];
  let hasVerifier = 1;
}

def AP_AttentionGradOp : AP_AttentionBase<"attention_grad"> {
  let summary = "The backward of ap.attention";
  let description = [{
    Given the forward's operands, its output `O`, its log-sum-exp `L` and
    the gradient `dO` of the output (indexed as `O`), returns the gradients
    of the query, the key and the value (indexed and typed as they are), as
    flash attention's backward computes them: `P = exp(S - L)`,
    `dP = dO . V` over k2, `D = sum over k2 of dO * O`,
    `dS = P * (dP - D)`, `dQ = scale * dS . K` over n,
    `dK = scale * dS . Q` over the m loops, `dV = P . dO` over the m loops.
    The scores are recomputed block by block, never stored. The m loops
    (GQA's query groups among them) are reductions of `dK` and `dV`.

    ```mlir
    %dq, %dk, %dv = ap.attention_grad %q, %k, %v, %o, %lse, %do {
        indexing_maps = [...], scale = 0.125 : f64}
        : tensor<...>, tensor<...>, tensor<...>, tensor<...>, tensor<...>,
          tensor<...> -> tensor<...>, tensor<...>, tensor<...>
    ```
  }] # loopsDescription # [{

    **Constraints:**
  }] # commonConstraints # [{
    * `dO` has O's type; `dQ`, `dK`, `dV` have the types of Q, K and V.
  }];
  let arguments = (ins
    AnyRankedTensor:$query,
    AnyRankedTensor:$key,
    AnyRankedTensor:$value,
    Optional<AnyRankedTensor>:$mask,
    AnyRankedTensor:$output,
    AnyRankedTensor:$lse,
    AnyRankedTensor:$grad_output,
    AffineMapArrayAttr:$indexing_maps,
    F64Attr:$scale,
    OptionalAttr<DenseI64ArrayAttr>:$causal
  );
  let results = (outs AnyRankedTensor:$grad_query, AnyRankedTensor:$grad_key,
                      AnyRankedTensor:$grad_value);
  let assemblyFormat = [{
    $query `,` $key `,` $value `,` $output `,` $lse `,` $grad_output
    (`mask` $mask^)? attr-dict `:` type($query) `,` type($key) `,`
    type($value) `,` type($output) `,` type($lse) `,` type($grad_output)
    (`,` type($mask)^)? `->` type($grad_query) `,` type($grad_key) `,`
    type($grad_value)
  }];
  let hasVerifier = 1;
}

#endif // SHARD_DIALECT_AP_IR_APATTENTIONOPS_TD
