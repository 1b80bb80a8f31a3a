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
         "hf-qwen2": qwen2, "hf-mixtral": mixtral, "hf-bert-mlm": bert_mlm,
         "hf-bert-cls": bert_cls, "hf-t5": t5, "hf-vit": vit}
