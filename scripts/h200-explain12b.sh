# Real errors made on the H200 answered by the binary built here (.devbin/gpudoc): the
# wordings of explain's newer entries, and the commands those entries print.
set -u
G=.devbin/gpudoc
run() { echo "== $1"; shift; "$@" > /tmp/err.txt 2>&1; tail -4 /tmp/err.txt; echo "-- explain:"; $G explain --file /tmp/err.txt 2>&1 | head -3; }
$G --version
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
run "torch: no GPU visible" env CUDA_VISIBLE_DEVICES= python3 -c "import torch; torch.zeros(1).cuda()"
run "torch: out of memory" python3 -c "import torch; torch.empty(int(400e9), dtype=torch.uint8, device='cuda')"
run "torch.compile without triton" python3 -c "import sys; sys.modules['triton'] = None; import torch; f = torch.compile(lambda x: x * 2); f(torch.ones(2, device='cuda'))"
run "jax: gpu backend hidden" env CUDA_VISIBLE_DEVICES= python3 -c "import jax; jax.devices('gpu')"
printf '\177ELF\002\001\001\000\000\000\000\000\000\000\000\000\002\000\267\000' > /tmp/arm64-bin; chmod +x /tmp/arm64-bin
run "an arm64 binary on x86_64" bash -c /tmp/arm64-bin
echo "== triton-missing's pin command: the Triton this torch pins, and the one installed"
# The requirement the entry's own install command computes (its $(...) part, as printed).
pin=$($G explain triton-missing | sed -n 's/.*"\$(\(python -c .*\))".*/\1/p')
echo "$pin"; bash -c "$pin"
python3 -c 'import importlib.metadata as m; print("installed triton", m.version("triton"))'
echo "== probe on a new-entry message"; $G explain --probe "/usr/bin/ld: cannot find -lcuda: No such file or directory" 2>&1 | head -24
echo "== data-loader workers with a 256 KB /dev/shm (a private mount namespace)"
cat > /tmp/shm.py <<'PY'
import torch
from torch.utils.data import DataLoader, Dataset
class D(Dataset):
    def __len__(self): return 64
    def __getitem__(self, i): return torch.ones(1 << 20)
for b in DataLoader(D(), batch_size=8, num_workers=2):
    pass
print("no error")
PY
run "torch DataLoader, tiny /dev/shm" timeout 120 unshare -m sh -c 'mount -t tmpfs -o size=256k tmpfs /dev/shm && python3 /tmp/shm.py'
