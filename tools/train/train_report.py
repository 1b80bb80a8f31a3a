#!/usr/bin/env python3
"""train.html: a training run's loss curve against PyTorch's, as one page.

`train_report.py RUN.txt TORCH.txt OUT.html --title T [--note TEXT]...`
reads the `step <k> loss <value> tokens/s <value>` lines of an ap-train run
and of PyTorch's run of the same model, init, data and optimizer
(tools/torch-export/train_reference.py), and writes a self-contained page
in the plan report's style (docs/PlanReport.md): both curves as SVG (each
step's loss, faint, and its mean over a window, bold), and a table of the
figures: the losses at the first and last steps, the mean of the last
window, the largest difference between the runs, tokens/s. Standard
library only."""

import argparse
import html
import re
import statistics
import sys

STEP = re.compile(r"^step (\d+) loss (\S+) tokens/s (\S+)$", re.M)
STYLE = """
body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif;
       margin: 24px auto; max-width: 1100px; padding: 0 20px; color: #222; }
h1 { font-size: 22px; } h2 { font-size: 19px; border-top: 2px solid #ccc;
     padding-top: 12px; }
svg text { font-size: 12px; fill: #333; }
line.grid { stroke: #ddd; }
table { border-collapse: collapse; font-size: 13px; margin: 6px 0; }
table.list th, table.list td { border-bottom: 1px solid #e4e4e4;
  padding: 3px 14px 3px 0; text-align: left; }
table.list td { font-variant-numeric: tabular-nums; }
.legend { font-size: 12px; } .legend span { margin-right: 14px; }
.legend i { display: inline-block; width: 10px; height: 10px;
  margin-right: 4px; }
code { font-size: 12px; }
"""
COLORS = {"ap-train": "#1f77b4", "PyTorch": "#d62728"}


def read(path):
    with open(path) as f:
        steps = [(int(k), float(loss), float(rate))
                 for k, loss, rate in STEP.findall(f.read())]
    if not steps:
        sys.exit(f"train_report: no step lines in {path}")
    return steps


def smooth(values, window):
    out = []
    for i in range(len(values)):
        part = values[max(0, i - window + 1):i + 1]
        out.append(sum(part) / len(part))
    return out


def chart(runs, window, width=1000, height=380):
    left, right, top, bottom = 56, 16, 12, 36
    steps = max(len(losses) for losses in runs.values())
    low = min(min(losses) for losses in runs.values())
    high = max(max(losses) for losses in runs.values())
    span = (high - low) or 1.0
    low, high = low - 0.05 * span, high + 0.05 * span

    def x(step):
        return left + (width - left - right) * step / max(steps - 1, 1)

    def y(loss):
        return top + (height - top - bottom) * (high - loss) / (high - low)

    parts = [f'<svg class="chart" width="{width}" height="{height}" '
             f'role="img" aria-label="loss per step">']
    for i in range(6):
        value = low + (high - low) * i / 5
        parts.append(f'<line class="grid" x1="{left}" x2="{width - right}" '
                     f'y1="{y(value):.1f}" y2="{y(value):.1f}"/>'
                     f'<text x="{left - 6}" y="{y(value) + 4:.1f}" '
                     f'text-anchor="end">{value:.2f}</text>')
    tick = next(t for t in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000,
                            2000, 5000, 10000) if steps / t <= 8) \
        if steps <= 80000 else steps // 8
    for step in range(0, steps, tick):
        parts.append(f'<text x="{x(step):.1f}" y="{height - bottom + 16}" '
                     f'text-anchor="middle">{step}</text>')
    parts.append(f'<text x="{(left + width - right) / 2}" y="{height - 4}" '
                 f'text-anchor="middle">step</text>')
    # PyTorch's bold curve dashed, on top: where the runs agree, both show.
    for faint in (True, False):
        for name, losses in runs.items():
            color = COLORS.get(name, "#555")
            values = losses if faint else smooth(losses, window)
            dash = ' stroke-dasharray="6 4"' if name == "PyTorch" and not faint \
                else ""
            points = " ".join(f"{x(i):.1f},{y(v):.1f}"
                              for i, v in enumerate(values))
            parts.append(f'<polyline fill="none" stroke="{color}" '
                         f'stroke-width="{1 if faint else 2}" '
                         f'stroke-opacity="{0.25 if faint else 1}"{dash} '
                         f'points="{points}"/>')
    parts.append("</svg>")
    return "\n".join(parts)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("run")
    p.add_argument("torch")
    p.add_argument("out")
    p.add_argument("--title", default="Training run")
    p.add_argument("--note", action="append", default=[])
    p.add_argument("--window", type=int, default=20)
    args = p.parse_args(argv)
    ours, theirs = read(args.run), read(args.torch)
    count = min(len(ours), len(theirs))
    runs = {"ap-train": [loss for _, loss, _ in ours[:count]],
            "PyTorch": [loss for _, loss, _ in theirs[:count]]}
    difference = [abs(a - b) for a, b in zip(runs["ap-train"], runs["PyTorch"])]
    window = min(args.window, count)
    rows = [("steps", count, count),
            ("loss at step 0", *(runs[n][0] for n in runs)),
            (f"loss at step {count - 1}", *(runs[n][-1] for n in runs)),
            (f"mean loss of the last {window} steps",
             *(statistics.mean(runs[n][-window:]) for n in runs)),
            ("tokens/s (median)",
             statistics.median(r for _, _, r in ours[1:count] or ours),
             statistics.median(r for _, _, r in theirs[1:count] or theirs))]
    table = "\n".join(
        f"<tr><th>{html.escape(str(label))}</th>"
        + "".join(f"<td>{v:.9g}</td>" if isinstance(v, float)
                  else f"<td>{v}</td>" for v in values) + "</tr>"
        for label, *values in rows)
    legend = "".join(f'<span><i style="background:{COLORS[n]}"></i>{n}</span>'
                     for n in runs)
    notes = "".join(f"<p>{html.escape(n)}</p>\n" for n in args.note)
    page = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{html.escape(args.title)}</title>
<style>{STYLE}</style>
</head>
<body>
<h1>{html.escape(args.title)}</h1>
{notes}<h2>Loss per step</h2>
<div class="legend">{legend} (faint: each step's loss; bold: the mean of the
last {window} steps, PyTorch's dashed over ap-train's)</div>
{chart(runs, window)}
<h2>Figures</h2>
<table class="list">
<tr><th></th><th>ap-train</th><th>PyTorch</th></tr>
{table}
</table>
<p>Largest difference of the two runs' losses: {max(difference):.3g} over
all {count} steps, {max(difference[:10]):.3g} over the first 10
(docs/Training.md).</p>
</body>
</html>
"""
    with open(args.out, "w") as f:
        f.write(page)
    print(f"train_report: {args.out}: {count} steps, last loss "
          f"{runs['ap-train'][-1]:.6g} (PyTorch {runs['PyTorch'][-1]:.6g}), "
          f"largest difference {max(difference):.3g}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
