#!/bin/bash
# GPU checks of cajit's NVPTX backend: see docs/cuda.md (made by
# scripts/gpu-bundle). Runs on the GPU machine: bash .gpu/run.sh
cd "$(dirname "$0")"
W=/tmp/cajit-gpu
mkdir -p $W && tar xJf bundle.tar.xz -C $W || exit 1
export LD_LIBRARY_PATH=$W/lib CAJIT_LIBDEVICE=$PWD/libdevice.10.bc CAJIT_CACHE_DIR=$W/cache
R=$W/cajit-run
nvidia-smi --query-gpu=name,memory.total,driver_version,clocks.max.sm --format=csv,noheader
run() { echo "+ cajit-run $*"; $R "$@"; echo "rc=$?"; }
for b in s0=1000,s1=333 s0=1,s1=1 s0=5,s1=4099; do run graphs/pointwise.cag --bind $b --gpu; done
for b in s0=37,s1=1000 s0=3,s1=5 s0=300,s1=1; do run graphs/row_sum.cag --bind $b --gpu; done
for b in s0=1000,s1=77 s0=7,s1=3000; do run graphs/col_amax.cag --bind $b --gpu; done
for b in s0=50 s0=2000; do run graphs/embedding_bwd.cag --bind $b --int-range 0,6 --gpu; done
for b in s0=1000 s0=3; do run graphs/gelu_bwd.cag --bind $b --gpu; done
for b in s0=1000 s0=63 s0=1; do run graphs/layer_norm_rows.cag --bind $b --gpu; done
run graphs/pointwise_gelu_bwd.cag --bind s0=1000003 --gpu
run graphs/sum_dim0.cag --bind s0=1000,s1=1001 --gpu
run graphs/sum_dim_last.cag --bind s0=1001,s1=1000 --gpu
echo "=== bandwidth"
run graphs/pointwise_gelu_bwd.cag --bind s0=67108864 --gpu --gpu-bench 20
run graphs/pointwise.cag --bind s0=8192,s1=8192 --gpu --gpu-bench 20
run graphs/sum_dim_last.cag --bind s0=8192,s1=8192 --gpu --gpu-bench 20
run graphs/sum_dim0.cag --bind s0=8192,s1=8192 --gpu --gpu-bench 20
run graphs/row_sum.cag --bind s0=8192,s1=8192 --gpu --gpu-bench 20
run graphs/col_amax.cag --bind s0=4096,s1=8192 --gpu --gpu-bench 20
echo "=== torch eager, same shapes"
python3 torch_ref.py
