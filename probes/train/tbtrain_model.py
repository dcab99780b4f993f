"""The Llama-style decoder tb-train trains (as torchtitan's llama3 model: RMSNorm, rotary embeddings, grouped-query
attention, SwiGLU feed-forward, untied output), its parameter and FLOP counts, and the optimizer. Imported only
once PyTorch is known to load; tests/probes/train_bench.py trains this same class in its plain loop."""
import math
from dataclasses import dataclass

import torch
import torch.nn.functional as F
import torch.utils.checkpoint
from torch import nn

# torchtitan's AdamW for llama3 (lr 8e-4 warms up there; a constant rate is enough for a throughput run).
ADAMW = {"lr": 3e-4, "betas": (0.9, 0.95), "eps": 1e-8, "weight_decay": 0.1}


@dataclass(frozen=True)
class Shape:
    dim: int
    layers: int
    heads: int
    kv_heads: int
    ffn_dim: int
    vocab: int
    norm_eps: float = 1e-5
    rope_theta: float = 500000.0  # Llama 3's

    @property
    def head_dim(self):
        return self.dim // self.heads


def param_counts(s):
    """(all parameters, those of the embedding table), counted from the shape."""
    attention = s.dim * s.heads * s.head_dim * 2 + s.dim * s.kv_heads * s.head_dim * 2
    block = attention + 3 * s.dim * s.ffn_dim + 2 * s.dim
    embedding = s.vocab * s.dim
    return embedding + s.layers * block + s.dim + s.dim * s.vocab, embedding


def flops_per_token(s, seq_len, params_without_embedding):
    """Training FLOPs per token as torchtitan counts them (get_nparams_and_flops): 6 per dense parameter outside the
    embedding table (forward 2, backward 4) plus the attention scores and values, 12 * layers * heads * head_dim *
    seq_len. Recomputation by activation checkpointing is not counted (MFU is model FLOPs utilisation)."""
    return 6 * params_without_embedding + 12 * s.layers * s.heads * s.head_dim * seq_len


class RMSNorm(nn.Module):
    def __init__(self, dim, eps, device=None):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim, device=device))

    def forward(self, x):
        # In float32 whatever the compute type, as Llama does: bf16 squares lose too much.
        xf = x.float()
        return (xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + self.eps)).type_as(x) * self.weight


def rotary_tables(head_dim, seq_len, theta, device=None):
    """cos and sin of Llama's rotary angles, (seq_len, head_dim / 2) in float32."""
    freqs = 1.0 / (theta ** (torch.arange(0, head_dim, 2, device=device, dtype=torch.float32) / head_dim))
    angles = torch.outer(torch.arange(seq_len, device=device, dtype=torch.float32), freqs)
    return angles.cos(), angles.sin()


def rotate(x, cos, sin):
    """Rotates (batch, seq, heads, head_dim) by the tables: the pairs (2i, 2i+1) as Llama's complex product does,
    in real arithmetic (torch.compile and autocast handle it everywhere)."""
    xf = x.float()
    x1, x2 = xf[..., 0::2], xf[..., 1::2]
    c, s = cos[None, : x.shape[1], None, :], sin[None, : x.shape[1], None, :]
    return torch.stack((x1 * c - x2 * s, x1 * s + x2 * c), dim=-1).flatten(-2).type_as(x)


class Attention(nn.Module):
    def __init__(self, s, device=None):
        super().__init__()
        self.heads, self.kv_heads, self.head_dim = s.heads, s.kv_heads, s.head_dim
        self.wq = nn.Linear(s.dim, s.heads * s.head_dim, bias=False, device=device)
        self.wk = nn.Linear(s.dim, s.kv_heads * s.head_dim, bias=False, device=device)
        self.wv = nn.Linear(s.dim, s.kv_heads * s.head_dim, bias=False, device=device)
        self.wo = nn.Linear(s.heads * s.head_dim, s.dim, bias=False, device=device)
        self._mask = None

    def causal_mask(self, n, like):
        if self._mask is None or self._mask.shape[0] != n or self._mask.device != like.device:
            self._mask = torch.full((n, n), float("-inf"), device=like.device).triu(1)
        return self._mask

    def forward(self, x, cos, sin):
        b, n, _ = x.shape
        q = rotate(self.wq(x).view(b, n, self.heads, self.head_dim), cos, sin).transpose(1, 2)
        k = rotate(self.wk(x).view(b, n, self.kv_heads, self.head_dim), cos, sin).transpose(1, 2)
        v = self.wv(x).view(b, n, self.kv_heads, self.head_dim).transpose(1, 2)
        if self.kv_heads != self.heads:  # grouped-query attention: each key/value head serves several queries
            rep = self.heads // self.kv_heads
            k = k[:, :, None].expand(b, self.kv_heads, rep, n, self.head_dim).reshape(b, self.heads, n, self.head_dim)
            v = v[:, :, None].expand(b, self.kv_heads, rep, n, self.head_dim).reshape(b, self.heads, n, self.head_dim)
        if hasattr(F, "scaled_dot_product_attention"):  # torch >= 2.0: flash / memory-efficient kernels
            o = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        else:
            scores = (q @ k.transpose(-2, -1)).float() / math.sqrt(self.head_dim) + self.causal_mask(n, q)
            o = scores.softmax(-1).type_as(q) @ v
        return self.wo(o.transpose(1, 2).reshape(b, n, self.heads * self.head_dim))


class FeedForward(nn.Module):
    def __init__(self, s, device=None):
        super().__init__()
        self.w1 = nn.Linear(s.dim, s.ffn_dim, bias=False, device=device)
        self.w2 = nn.Linear(s.ffn_dim, s.dim, bias=False, device=device)
        self.w3 = nn.Linear(s.dim, s.ffn_dim, bias=False, device=device)

    def forward(self, x):
        return self.w2(F.silu(self.w1(x)) * self.w3(x))


class TransformerBlock(nn.Module):
    def __init__(self, s, device=None):
        super().__init__()
        self.attention_norm = RMSNorm(s.dim, s.norm_eps, device)
        self.attention = Attention(s, device)
        self.ffn_norm = RMSNorm(s.dim, s.norm_eps, device)
        self.feed_forward = FeedForward(s, device)

    def forward(self, x, cos, sin):
        h = x + self.attention(self.attention_norm(x), cos, sin)
        return h + self.feed_forward(self.ffn_norm(h))


class Transformer(nn.Module):
    def __init__(self, s, seq_len, device=None, checkpoint_every=0):
        super().__init__()
        self.shape = s
        self.checkpoint_every = checkpoint_every
        self.tok_embeddings = nn.Embedding(s.vocab, s.dim, device=device)
        self.layers = nn.ModuleList(TransformerBlock(s, device) for _ in range(s.layers))
        self.norm = RMSNorm(s.dim, s.norm_eps, device)
        self.output = nn.Linear(s.dim, s.vocab, bias=False, device=device)
        cos, sin = rotary_tables(s.head_dim, seq_len, s.rope_theta, device)
        # Not persistent: derived from the shape, and never sent around by DDP or sharded by FSDP.
        self.register_buffer("rope_cos", cos, persistent=False)
        self.register_buffer("rope_sin", sin, persistent=False)

    def forward(self, tokens):
        h = self.tok_embeddings(tokens)
        for i, layer in enumerate(self.layers):
            if self.checkpoint_every and self.training and i % self.checkpoint_every == 0:
                # Recomputed in the backward pass: memory for time, as torchtitan's layer-selective checkpointing.
                h = torch.utils.checkpoint.checkpoint(layer, h, self.rope_cos, self.rope_sin, use_reentrant=False)
            else:
                h = layer(h, self.rope_cos, self.rope_sin)
        return self.output(self.norm(h))


def embedding_params(model):
    """Parameters of the embedding tables among the model's children (torchtitan leaves these out of the FLOPs)."""
    return sum(p.numel() for m in model.children() if isinstance(m, nn.Embedding) for p in m.parameters())


def loss_of(logits, targets):
    return F.cross_entropy(logits.flatten(0, 1).float(), targets.flatten())


def make_optimizer(params):
    return torch.optim.AdamW(params, **ADAMW)
