"""Ground truth on a GPU machine: which CUDA libraries a PyTorch process really maps after a
convolution, for comparison with gpudoc's libraries and framework layers."""
import json, os, sys
import torch
x = torch.randn(8, 3, 64, 64, device="cuda")
conv = torch.nn.Conv2d(3, 16, 3).cuda()
y = conv(x); torch.cuda.synchronize()
a = torch.randn(1024, 1024, device="cuda"); (a @ a).sum().item()
libs = sorted({l.split()[-1] for l in open("/proc/self/maps") if any(k in l for k in ("libcud", "libcublas", "libnvidia-ml", "libcuda.so", "libnvrtc", "libcufft", "libcusolver", "libcusparse"))})
print(json.dumps({"torch": torch.__version__, "cuda": torch.version.cuda, "cudnn": torch.backends.cudnn.version(),
                  "arch_list": torch.cuda.get_arch_list(), "device_count": torch.cuda.device_count(),
                  "exe": sys.executable, "mapped": libs}, indent=1))
