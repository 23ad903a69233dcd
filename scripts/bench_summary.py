#!/usr/bin/env python3
"""The summary table that ends `make bench`: issue 12's speed goals, one row each.

The scripts/bench-AREA scripts record their measurements of these goals with `record()` (or,
from shell, `scripts/bench_summary.py record KEY MEASURED CPU MET`) into the file named by
$KINETYPE_BENCH_SUMMARY (scripts/bench sets it); scripts/bench then prints the table with
`scripts/bench_summary.py print FILE`. A script run on its own (no $KINETYPE_BENCH_SUMMARY)
records nothing. Rows never recorded print as "not measured".

Ratios are "how many times better Kinetype is" (peer / Kinetype for times, Kinetype / peer for
bytes and memory as stated). `met` judges the wall-clock ratio, which is what the goal states;
the CPU column (user + system time of each process and its children, from wait4/getrusage)
is the steadier measure on a shared machine, where other work slows wall time.
"""
import json
import os
import sys

# (key, what is measured, goal): the rows, in order.
ROWS = [
    ("png.libass.w1", "frames to PNG vs ffmpeg+libass, W1 (Kinetype on all cores)", ">= 2.5x faster"),
    ("png.libass.w2", "frames to PNG vs ffmpeg+libass, W2 (Kinetype on all cores)", ">= 2.5x faster"),
    ("png.pango.w1", "frames to PNG vs Pango+Cairo, W1 (Kinetype on all cores)", ">= 8x faster"),
    ("png.pango.w2", "frames to PNG vs Pango+Cairo, W2 (Kinetype on all cores)", ">= 8x faster"),
    ("render.pango.w1", "render without encoding vs Pango+Cairo, W1, one thread each", ">= 2x faster"),
    ("render.pango.w2", "render without encoding vs Pango+Cairo, W2, one thread each", ">= 2x faster"),
    ("bytes.w1", "PNG bytes of the default preset / Pango's, W1 (encode ms/frame)", "<= 1.3x"),
    ("bytes.w2", "PNG bytes of the default preset / Pango's, W2 (encode ms/frame)", "<= 1.3x"),
    ("memory.w2", "W2 frames to PNG, peak memory (max RSS, all cores)", "< 150 MB"),
    ("layout.100k", "layout of 100k characters / layout of 10k", "<= 11x"),
    ("video.w1", "y4m pipe into ffmpeg libx264 ultrafast vs ffmpeg+libass, W1", "faster (> 1x)"),
    ("video.w2", "y4m pipe into ffmpeg libx264 ultrafast vs ffmpeg+libass, W2", "faster (> 1x)"),
    ("captions.w3", "W3: 60 s 1080p30 highlight captions burned into video vs ffmpeg -vf ass (\\kf)", ">= 2x faster"),
]


def record(key, measured, met, cpu="-"):
    """Records one row: `measured` (text, the wall-clock or exact figure), `cpu` (text, the
    CPU-time figure or "-"), `met` (bool)."""
    if key not in {row[0] for row in ROWS}:
        raise ValueError(f"bench_summary: unknown row {key}")
    path = os.environ.get("KINETYPE_BENCH_SUMMARY")
    if not path:
        return
    with open(path, "a", encoding="utf-8") as file:
        file.write(json.dumps({"key": key, "measured": measured, "cpu": cpu, "met": bool(met)}) + "\n")


def table(path):
    """The summary table (Markdown) of the rows recorded in `path`; the last record of a row wins."""
    recorded = {}
    if os.path.exists(path):
        with open(path, encoding="utf-8") as file:
            for line in file:
                if line.strip():
                    entry = json.loads(line)
                    recorded[entry["key"]] = entry
    lines = ["| goal | target | measured (wall) | CPU time | met |", "|---|---|---|---|---|"]
    for key, label, goal in ROWS:
        entry = recorded.get(key)
        if entry is None:
            lines.append(f"| {label} | {goal} | not measured | - | - |")
        else:
            met = "met" if entry["met"] else "NOT met"
            lines.append(f"| {label} | {goal} | {entry['measured']} | {entry['cpu']} | {met} |")
    return "\n".join(lines)


def main(arguments):
    if len(arguments) == 2 and arguments[0] == "print":
        print("Summary (issue 12, speed): ratios are Kinetype against the peer in this run;"
              " 'met' judges wall time, the goal's measure;")
        print("CPU time (user + system of each process tree) is steadier on a shared machine.")
        print(table(arguments[1]))
        return 0
    if len(arguments) == 5 and arguments[0] == "record":
        _, key, measured, cpu, met = arguments
        record(key, measured, met == "met", cpu)
        return 0
    print("usage: bench_summary.py print FILE | record KEY MEASURED CPU met|not", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
