#!/usr/bin/env python3
"""Writes a .cag graph that is one chain of N pointwise nodes (issue 20:
fusion time against graph size): x -> mul -> add -> neg -> ... over
f32[s0, 64], returning the last value.

    python3 bench/gen_chain.py 10000 > /tmp/chain10k.cag
    time build/cajit-dump /tmp/chain10k.cag --emit=kir > /dev/null
"""
import sys


def chain(n: int) -> str:
    lines = ["cag 1", f'graph "chain{n}"', "sizes 0", "scalars", "hooks 0",
             "packed_data 0", "sym s0 = input 0 dim 0", "input %0 : f32[s0, 64]"]
    ops = ["aten.mul.Scalar({}, 1.0001)", "aten.add.Scalar({}, 0.5)", "aten.neg.default({})"]
    for i in range(1, n + 1):
        lines.append(f"%{i} = " + ops[i % 3].format(f"%{i - 1}") + " : f32[s0, 64]")
    lines.append(f"return (%{n})")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.stdout.write(chain(int(sys.argv[1]) if len(sys.argv) > 1 else 10000))
