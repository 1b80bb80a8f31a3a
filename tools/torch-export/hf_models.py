"""Hugging Face `transformers` models as people ship them: tiny configs of
each family, called the usual way (input_ids, attention_mask, labels=; the
loss is the model's own). The exporter (export.py) takes them as
`--model hf-<family>`; docs/TorchExport.md lists the families and how to add
one. transformers is imported when a builder runs, so the rest of the
exporter works without it.

Every builder: build(generator) -> (model, [(input name, tensor, range)],
loss(model, *inputs)), as in models.py. A range is (low, high) or (low,
high, extra...): the values an index input takes, extra values (Hugging
Face's ignore index -100) outside [low, high].
"""

import torch

VOCAB = 64
BATCH = 2
SEQ = 8
IGNORE = -100  # transformers' ignore index of its losses


def _transformers():
    import transformers
    return transformers


def _tokens(gen, shape=(BATCH, SEQ)):
    return torch.randint(0, VOCAB, shape, generator=gen)


def _mask(shape=(BATCH, SEQ)):
    """An attention mask with the last key of sequence 1 padded: the mask
    code must read it (a mask of ones it may skip)."""
    mask = torch.ones(shape, dtype=torch.long)
    mask[1, -1] = 0
    return mask


def _causal_lm(model, gen):
    tokens = _tokens(gen)

    def loss(m, input_ids, attention_mask):
        return m(input_ids=input_ids, attention_mask=attention_mask,
                 labels=input_ids).loss
    return model, [("input_ids", tokens, (0, VOCAB - 1)),
                   ("attention_mask", _mask(), (0, 1))], loss


def _decoder_config(name, **extra):
    t = _transformers()
    common = dict(vocab_size=VOCAB, hidden_size=16, intermediate_size=32,
                  num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                  max_position_embeddings=32, tie_word_embeddings=False)
    common.update(extra)
    return getattr(t, name)(**common)


def gpt2(gen):
    t = _transformers()
    config = t.GPT2Config(vocab_size=VOCAB, n_positions=32, n_embd=16, n_layer=2,
                          n_head=4, bos_token_id=0, eos_token_id=0)
    return _causal_lm(t.GPT2LMHeadModel(config), gen)


def llama(gen):
    t = _transformers()
    return _causal_lm(t.LlamaForCausalLM(_decoder_config("LlamaConfig")), gen)


def mistral(gen):
    t = _transformers()
    return _causal_lm(t.MistralForCausalLM(_decoder_config("MistralConfig")), gen)


def qwen2(gen):
    t = _transformers()
    return _causal_lm(t.Qwen2ForCausalLM(_decoder_config("Qwen2Config")), gen)


def mixtral(gen):
    t = _transformers()
    # batched_mm: every (token, expert) pair gathers its expert's weights and
    # runs a batched matmul, with static shapes; the default grouped_mm calls
    # a custom autograd op that functorch's grad cannot trace, and "eager"
    # loops over the experts that tokens picked (data-dependent shapes).
    config = _decoder_config("MixtralConfig", num_local_experts=4,
                             num_experts_per_tok=2,
                             experts_implementation="batched_mm")
    return _causal_lm(t.MixtralForCausalLM(config), gen)


def _dispatch_experts_forward(self, hidden_states, top_k_index, top_k_weights):
    """A Mixtral experts block in GShard's dispatch form, registered with
    transformers as the experts implementation "ap_dispatch": per sequence
    (BATCH groups), each expert gets a buffer of SEQ slots (the capacity:
    no token is ever dropped, so this computes what batched_mm computes),
    tokens are placed in it by a one-hot dispatch contraction (slot = how
    many earlier tokens of the sequence chose the expert), every expert
    runs on its buffer as one batched contraction over the experts dim, and
    the results are combined back weighted by the router. The experts dim
    of the weights and buffers is one tensor dim, which the planner may
    shard (expert parallelism, tokens moved by all_to_all)."""
    tokens, hidden = hidden_states.shape
    experts = self.num_experts
    groups = BATCH
    seq = tokens // groups
    dtype = hidden_states.dtype
    x = hidden_states.view(groups, seq, hidden)
    ids = torch.arange(experts, device=hidden_states.device)
    choice = (top_k_index.unsqueeze(-1) == ids).to(dtype)      # [T, k, E]
    mask = choice.sum(1).view(groups, seq, experts)            # 0 or 1
    gates = (choice * top_k_weights.unsqueeze(-1).to(dtype)).sum(1)
    gates = gates.view(groups, seq, experts)
    slot = torch.cumsum(mask, dim=1) - mask                    # exclusive
    slots = torch.arange(seq, device=hidden_states.device).to(dtype)
    dispatch = mask.unsqueeze(-1) * (slot.unsqueeze(-1) == slots).to(dtype)
    buffers = torch.einsum("gsec,gsd->gecd", dispatch, x)
    # gate_up_proj [E, 2I, D], down_proj [E, D, I] (not transposed).
    up = torch.einsum("gecd,eod->geco", buffers, self.gate_up_proj)
    up = self._apply_gate(up)
    out = torch.einsum("geci,edi->gecd", up, self.down_proj)
    combine = dispatch * gates.unsqueeze(-1)
    mixed = torch.einsum("gsec,gecd->gsd", combine, out)
    return mixed.reshape(tokens, hidden).to(hidden_states.dtype)


def mixtral_dispatch(gen):
    """Mixtral with its experts in GShard's dispatch form (above): the same
    weights and numbers as `mixtral`, a program whose experts the planner
    can distribute."""
    t = _transformers()
    from transformers.integrations.moe import ALL_EXPERTS_FUNCTIONS
    ALL_EXPERTS_FUNCTIONS.register("ap_dispatch", _dispatch_experts_forward)
    config = _decoder_config("MixtralConfig", num_local_experts=4,
                             num_experts_per_tok=2,
                             experts_implementation="ap_dispatch")
    return _causal_lm(t.MixtralForCausalLM(config), gen)


def _bert_config():
    t = _transformers()
    return t.BertConfig(vocab_size=VOCAB, hidden_size=16, num_hidden_layers=2,
                        num_attention_heads=4, intermediate_size=32,
                        max_position_embeddings=32, num_labels=3)


def bert_mlm(gen):
    """Masked LM: labels are -100 except at the masked positions."""
    t = _transformers()
    tokens = _tokens(gen)
    labels = torch.full_like(tokens, IGNORE)
    picked = torch.rand(tokens.shape, generator=gen) < 0.3
    labels[picked] = tokens[picked]
    labels[0, 0] = tokens[0, 0]  # at least one position counts

    def loss(m, input_ids, attention_mask, labels):
        return m(input_ids=input_ids, attention_mask=attention_mask,
                 labels=labels).loss
    return t.BertForMaskedLM(_bert_config()), [
        ("input_ids", tokens, (0, VOCAB - 1)),
        ("attention_mask", _mask(), (0, 1)),
        ("labels", labels, (0, VOCAB - 1, IGNORE))], loss


def bert_cls(gen):
    t = _transformers()
    labels = torch.randint(0, 3, (BATCH,), generator=gen)

    def loss(m, input_ids, attention_mask, labels):
        return m(input_ids=input_ids, attention_mask=attention_mask,
                 labels=labels).loss
    return t.BertForSequenceClassification(_bert_config()), [
        ("input_ids", _tokens(gen), (0, VOCAB - 1)),
        ("attention_mask", _mask(), (0, 1)),
        ("labels", labels, (0, 2))], loss


def t5(gen):
    """Encoder-decoder; the decoder's labels end in -100 (padding)."""
    t = _transformers()
    config = t.T5Config(vocab_size=VOCAB, d_model=16, d_kv=4, d_ff=32, num_layers=2,
                        num_decoder_layers=2, num_heads=4,
                        relative_attention_num_buckets=8, decoder_start_token_id=0,
                        pad_token_id=0)
    labels = _tokens(gen, (BATCH, SEQ // 2))
    labels[1, -1] = IGNORE

    def loss(m, input_ids, attention_mask, labels):
        return m(input_ids=input_ids, attention_mask=attention_mask,
                 labels=labels).loss
    return t.T5ForConditionalGeneration(config), [
        ("input_ids", _tokens(gen), (0, VOCAB - 1)),
        ("attention_mask", _mask(), (0, 1)),
        ("labels", labels, (0, VOCAB - 1, IGNORE))], loss


def vit(gen):
    t = _transformers()
    config = t.ViTConfig(image_size=8, patch_size=4, num_channels=3, hidden_size=16,
                         num_hidden_layers=2, num_attention_heads=4,
                         intermediate_size=32, num_labels=3)
    pixels = torch.randn(BATCH, 3, 8, 8, generator=gen)
    labels = torch.randint(0, 3, (BATCH,), generator=gen)

    def loss(m, pixel_values, labels):
        return m(pixel_values=pixel_values, labels=labels).loss
    return t.ViTForImageClassification(config), [
        ("pixel_values", pixels, None), ("labels", labels, (0, 2))], loss


SPECS = {"hf-gpt2": gpt2, "hf-llama": llama, "hf-mistral": mistral,
         "hf-qwen2": qwen2, "hf-mixtral": mixtral,
         "hf-mixtral-dispatch": mixtral_dispatch, "hf-bert-mlm": bert_mlm,
         "hf-bert-cls": bert_cls, "hf-t5": t5, "hf-vit": vit}
